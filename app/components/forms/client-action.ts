/**
 * The browser half of a form page's action. The script sends a form to the same action the
 * browser's own post reaches; if no answer comes at all (offline, a dropped connection) React
 * Router would show the error screen, so the form hears "network" instead and keeps what was
 * typed. A lead, which the action stores once per form and content, is sent once more after 1 s
 * when no answer came or the server was away (a retryable failure); the other forms are not.
 */
import { isRouteErrorResponse } from "react-router";
import { writeRetryDelay } from "~/lib/api";
import type { NativeFormId, NativeFormResult } from "~/shared/form-result";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function formClientAction(form: NativeFormId, options: { retry: boolean }) {
  return async function clientAction({ serverAction }: { serverAction: () => Promise<unknown> }) {
    for (let attempt = 0; ; attempt += 1) {
      let answer: NativeFormResult;
      try {
        answer = (await serverAction()) as NativeFormResult;
      } catch (error) {
        if (isRouteErrorResponse(error)) throw error;
        // fetch rejects with a TypeError when no answer came at all.
        const network = error instanceof TypeError;
        answer = { form, outcome: "refused", values: {}, errors: {}, ...(network ? { network } : { status: 500 }) };
      }
      const retryable = answer.network || (answer.status ?? 0) >= 500;
      if (!options.retry || !retryable || attempt >= 1) return answer;
      await wait(writeRetryDelay());
    }
  };
}
