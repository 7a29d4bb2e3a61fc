/**
 * The browser half of a form page's action. The script sends a form to the same action the
 * browser's own post reaches; if no answer comes at all (offline, a dropped connection) React
 * Router would show the error screen, so the form hears "network" instead and keeps what was
 * typed; an error answer that is not the action's (a proxy's 502) is heard as that status.
 */
import { isRouteErrorResponse } from "react-router";
import type { NativeFormId, NativeFormResult } from "@common/form-result";

export function formClientAction(form: NativeFormId) {
  return async function clientAction({ serverAction }: { serverAction: () => Promise<unknown> }): Promise<NativeFormResult> {
    try {
      return (await serverAction()) as NativeFormResult;
    } catch (error) {
      // fetch rejects with a TypeError when no answer came at all.
      const failure = isRouteErrorResponse(error) ? { status: error.status } : error instanceof TypeError ? { network: true } : { status: 500 };
      return { form, outcome: "refused", values: {}, errors: {}, ...failure };
    }
  };
}
