/**
 * After a sign-in with a recovery code, the back office says how many codes are left. The
 * sign-in's redirect sets a short cookie; the server reads and clears it with the page's data
 * (the root loader's `recoveryCodesLeft`), whichever way the form was sent. With JavaScript it is
 * a toast; without, a notice under the back office's header.
 */
import { useEffect, useRef } from "react";
import { toast } from "~/hooks/use-toast";
import * as messages from "@common/messages";

const m = messages.auth;

/** The toast, once for each count the server sends (StrictMode runs a first effect twice). */
export function useRecoveryCodesToast(left: number | undefined) {
  const told = useRef<number>(undefined);
  useEffect(() => {
    if (left === undefined || told.current === left) return;
    told.current = left;
    toast({ title: m.recoveryUsedTitle, description: `${m.recoveryUsedLeft} ${left}` });
  }, [left]);
}

/** The same words for a browser without JavaScript (React leaves <noscript> out in the browser). */
export function RecoveryCodesNotice({ left }: { left: number | undefined }) {
  if (left === undefined) return null;
  return (
    <noscript>
      <p role="status" className="border-b border-brand-200 bg-brand-50 px-4 py-3 text-center text-sm text-brand-900">
        <strong>{`${m.recoveryUsedTitle}. `}</strong>
        {`${m.recoveryUsedLeft} ${left}`}
      </p>
    </noscript>
  );
}
