/**
 * A write from a public form (lead, review, comment) without a query library: pending state, and
 * one retry after 1 s when the failure is retryable (network, 5xx: see the error catalogue), as
 * the call layer's rule for writes says. Callers that must not store twice send an
 * Idempotency-Key the retry reuses.
 */
import { useCallback, useRef, useState } from "react";
import { shouldRetryWrite, writeRetryDelay } from "./api";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withWriteRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await send();
    } catch (error) {
      failures += 1;
      if (!shouldRetryWrite(failures - 1, error)) throw error;
      await wait(writeRetryDelay());
    }
  }
}

export function useWrite<I, O>(send: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  const latest = useRef(send);
  latest.current = send;
  const mutateAsync = useCallback(async (input: I): Promise<O> => {
    setPending(true);
    try {
      return await withWriteRetry(() => latest.current(input));
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutateAsync };
}
