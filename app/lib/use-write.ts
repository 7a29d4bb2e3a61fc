/**
 * A write from a public form (lead, review, comment) without a query library: pending state and
 * the call layer's retry rule for writes. Only a caller that sends an Idempotency-Key (which the
 * retry reuses, so the server stores it once) says `{ idempotent: true }` and gets one retry
 * after 1 s on a retryable failure (network, 5xx: see the error catalogue); others never retry.
 */
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { shouldRetryIdempotentWrite, shouldRetryWrite, writeRetryDelay } from "./api";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withWriteRetry<T>(send: () => Promise<T>, options: { idempotent?: boolean } = {}): Promise<T> {
  const shouldRetry = options.idempotent ? shouldRetryIdempotentWrite : shouldRetryWrite;
  for (let failures = 0; ; ) {
    try {
      return await send();
    } catch (error) {
      failures += 1;
      if (!shouldRetry(failures - 1, error)) throw error;
      await wait(writeRetryDelay());
    }
  }
}

export function useWrite<I, O>(send: (input: I) => Promise<O>, options: { idempotent?: boolean } = {}) {
  const [isPending, setPending] = useState(false);
  const latest = useRef(send);
  // The newest `send` after each render, so a stable mutateAsync still calls it.
  useLayoutEffect(() => {
    latest.current = send;
  });
  const idempotent = !!options.idempotent;
  const mutateAsync = useCallback(async (input: I): Promise<O> => {
    setPending(true);
    try {
      return await withWriteRetry(() => latest.current(input), { idempotent });
    } finally {
      setPending(false);
    }
  }, [idempotent]);
  return { isPending, mutateAsync };
}
