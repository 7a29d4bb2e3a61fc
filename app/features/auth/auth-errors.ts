/** Which message a failed account call shows, chosen by its error text "status: body". */
import { messages } from "~/shared/messages";

const m = messages.auth;
const text = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function loginErrorMessage(error: unknown): string {
  const t = text(error);
  if (t.includes("429")) return m.loginRateLimited;
  if (t.includes("401") || t.includes(m.invalidCredentials)) return m.loginInvalid;
  if (t.includes("400")) return m.loginBadRequest;
  return m.loginFailed;
}

export function forgotErrorMessage(error: unknown): string {
  const t = text(error);
  if (t.includes("429")) return m.forgotRateLimited;
  if (t.includes("400")) return m.forgotBadRequest;
  return m.forgotFailed;
}

export function resetErrorMessage(error: unknown): string {
  const t = text(error);
  if (t.includes("429")) return m.forgotRateLimited;
  if (t.includes("400") || t.includes("404")) return m.resetInvalidToken;
  return m.resetFailed;
}
