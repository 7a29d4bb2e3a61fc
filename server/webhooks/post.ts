/**
 * One attempt to hand an event to a receiver: a signed POST (Standard Webhooks: webhook-id,
 * webhook-timestamp, webhook-signature "v1,<base64 HMAC-SHA256 of id.timestamp.body>"), over a
 * fresh connection to an address the guard checked, never following a redirect, given
 * ATTEMPT_TIMEOUT_MS in all, keeping only a short excerpt of the answer.
 */
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { checkLiteralHost, guardedLookup, RefusedAddressError } from "./address";

export const ATTEMPT_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 300;

export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status; null when it never answered. */
  status: number | null;
  durationMs: number;
  /** The start of the answer's body. */
  response: string | null;
  error: string | null;
  /** The attempt was refused before it was made, for a reason retrying cannot change. */
  permanent?: boolean;
}

/** Why an endpoint saved while plain http was allowed (WEBHOOKS_ALLOW_PRIVATE) is no longer called. */
export const PLAIN_HTTP_REFUSED = "Refused: plain http:// is allowed only with WEBHOOKS_ALLOW_PRIVATE (development); change the address to https://";

export interface SignedMessage {
  id: string;
  body: string;
  /** whsec_… */
  secret: string;
}

export function signatureHeaders(message: SignedMessage, at: Date): Record<string, string> {
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(message.secret).sign(message.id, at, message.body),
  };
}

export function postWebhook(target: string, message: SignedMessage, allowPrivate: boolean): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, "durationMs" | "ok">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ok = result.status !== null && result.status >= 200 && result.status < 300;
      resolve({
        ...result,
        ok,
        durationMs: elapsed(),
        error: result.error ?? (ok ? null : `The receiver answered ${result.status}`),
      });
      request?.destroy();
    };
    const timer = setTimeout(
      () =>
        finish({
          status: null,
          response: null,
          error: `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds`,
        }),
      ATTEMPT_TIMEOUT_MS,
    );
    let request: http.ClientRequest | undefined;
    try {
      const url = new URL(target);
      // Checked at every attempt, not only when saved: the setting may have been switched off since.
      if (url.protocol !== "https:" && !allowPrivate) {
        finish({ status: null, response: null, error: PLAIN_HTTP_REFUSED, permanent: true });
        return;
      }
      checkLiteralHost(url, allowPrivate);
      const body = Buffer.from(message.body);
      request = (url.protocol === "https:" ? https : http).request(url, {
        method: "POST",
        // A connection of its own: every attempt resolves (and checks) the name again.
        agent: false,
        lookup: guardedLookup(allowPrivate),
        headers: {
          ...signatureHeaders(message, new Date()),
          "content-type": "application/json",
          "content-length": body.length,
          "user-agent": "mansfield-hvac-webhooks",
        },
      });
      request.on("response", (res) => {
        let excerpt = "";
        // The status is the answer; the body only as far as the excerpt, however it ends.
        const answered = () => finish({ status: res.statusCode ?? null, response: excerpt.slice(0, EXCERPT_CHARS) || null, error: null });
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= EXCERPT_CHARS) answered();
        });
        res.on("end", answered);
        res.on("close", answered);
        res.on("error", answered);
      });
      request.on("error", (error) => finish({ status: null, response: null, error: describe(error) }));
      request.end(body);
    } catch (error) {
      finish({ status: null, response: null, error: describe(error) });
    }
  });
}

function describe(error: unknown): string {
  if (error instanceof RefusedAddressError) return error.message;
  const { code, message } = error as { code?: string; message?: string };
  return (code ? `${code}: ${message}` : (message ?? String(error))).slice(0, 300);
}
