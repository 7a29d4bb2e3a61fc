/**
 * The client half of the spam defence (server/http/spam.ts): a honeypot field people never see
 * and the time the form was opened. A form sent faster than MIN_FILL_MS waits out the rest
 * (behind its pending state), so a quick person is never mistaken for a bot.
 */
import { useCallback, useEffect, useRef } from "react";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "~/shared/spam";

export interface SpamFields {
  [HONEYPOT_FIELD]: string;
  [STARTED_AT_FIELD]: number;
}

export function useSpamGuard() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  // Wall clock for the server, monotonic clock for our own wait.
  const started = useRef<{ wall: number; mono: number } | null>(null);

  const restart = useCallback(() => {
    started.current = { wall: Date.now(), mono: performance.now() };
    if (honeypotRef.current) honeypotRef.current.value = "";
  }, []);

  useEffect(() => {
    restart();
  }, [restart]);

  /** The spam fields to add to the body, after waiting until the minimum fill time has passed. */
  const collect = useCallback(async (): Promise<SpamFields> => {
    const start = started.current ?? { wall: Date.now(), mono: performance.now() };
    const remaining = MIN_FILL_MS + 100 - (performance.now() - start.mono);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    return {
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
      // Where our wall clock was when the form opened, measured by the steady clock.
      [STARTED_AT_FIELD]: Math.round(Date.now() - (performance.now() - start.mono)),
    };
  }, []);

  return { honeypotRef, collect, restart };
}

/** The honeypot: off-screen, hidden from assistive technology and out of the tab order. */
export function HoneypotField({ inputRef, idPrefix }: { inputRef: React.RefObject<HTMLInputElement | null>; idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={inputRef} id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
