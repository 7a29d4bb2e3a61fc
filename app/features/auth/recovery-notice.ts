/**
 * The toast after a sign-in with a recovery code: how many codes are left. The sign-in's redirect
 * carries the number in a short cookie (form-state.ts), so the toast comes the same way whether the
 * browser sent the form itself or React Router did; it is shown once, then the cookie is cleared.
 */
import { useEffect } from "react";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";
import { RECOVERY_LEFT_COOKIE } from "./form-state";

const m = messages.auth;
const pattern = new RegExp(`(?:^|;\\s*)${RECOVERY_LEFT_COOKIE}=(\\d+)`);

export function useRecoveryCodesNotice() {
  useEffect(() => {
    const left = pattern.exec(document.cookie)?.[1];
    if (left === undefined) return;
    document.cookie = `${RECOVERY_LEFT_COOKIE}=; Path=/admin; Max-Age=0; SameSite=Lax`;
    toast({ title: m.recoveryUsedTitle, description: `${m.recoveryUsedLeft} ${left}` });
  }, []);
}
