/**
 * What the staff forms add when React Router sends them (each route's clientAction): the spec's
 * toasts, and words for a send that got no page answer (offline, a proxy's error page, a server
 * fault). The page's action decides everything else, exactly as for a browser without JavaScript.
 */
import { redirect } from "react-router";
import { toast } from "~/hooks/use-toast";
import { errorMessage, type ErrorWording } from "~/lib/api-errors";
import * as messages from "@common/messages";
import { LOGIN_REDIRECT_MS, type AuthFormState } from "./form-state";

const m = messages.auth;

/** The route's `serverAction`: the page's action, sent by React Router. */
type ServerAction = () => Promise<unknown>;

/** A redirect the action answered with (signed in): React Router throws it from `serverAction`. */
const isRedirect = (error: unknown): error is Response => error instanceof Response && error.status >= 300 && error.status < 400;

/** The action's answer; a send that got none reads as the form again with `wording`'s message. */
async function send(serverAction: ServerAction, wording: ErrorWording): Promise<AuthFormState> {
  try {
    return (await serverAction()) as AuthFormState;
  } catch (error) {
    if (isRedirect(error)) throw error;
    return { view: "form", message: errorMessage(error, wording) };
  }
}

/** Words for a send that got no page answer, by the status of what came back instead. */
export const failureWording = {
  login: { fallback: m.loginFailed, status: { 400: m.loginBadRequest, 401: m.loginInvalid, 429: m.loginRateLimited } },
  forgot: { fallback: m.forgotFailed, status: { 400: m.forgotBadRequest, 429: m.forgotRateLimited } },
  reset: { fallback: m.resetFailed, status: { 400: m.resetInvalidToken, 404: m.resetInvalidToken, 429: m.forgotRateLimited } },
  invite: { fallback: m.inviteInvalid, status: { 429: m.inviteRateLimited }, network: m.createAdminNetwork },
  register: { fallback: m.createAdminFailed, status: { 429: m.tooManyAttempts }, network: m.createAdminNetwork },
} satisfies Record<string, ErrorWording>;

const failed = (title: string, description: string) => toast({ title, description, variant: "destructive" });

/** The two-factor steps' toasts: a refused code, or enrolment done. */
function secondStepToasts(state: AuthFormState) {
  if (state.view === "recovery-codes") toast({ title: m.twoFactorEnabledTitle });
  const refusal = state.view === "two-factor" || state.view === "enrol" ? (state.message ?? state.errors?.code) : undefined;
  if (refusal) failed(m.twoFactorFailedTitle, refusal);
}

/** Sign-in (each step): "Login failed" with the banner's words; on success the toast, then the staff home a second later. */
export async function sendLogin(serverAction: ServerAction): Promise<AuthFormState> {
  try {
    const state = await send(serverAction, failureWording.login);
    if (state.view === "form" && state.message) failed(m.loginFailedTitle, state.message);
    secondStepToasts(state);
    return state;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    toast({ title: m.loginSuccessTitle, description: m.loginSuccessDescription });
    await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_MS));
    throw error;
  }
}

/** Forgot password: the refusal inline and in the "Error" toast; the success toast. */
export async function sendForgotPassword(serverAction: ServerAction): Promise<AuthFormState> {
  const state = await send(serverAction, failureWording.forgot);
  if (state.view === "done") toast({ title: m.forgotToastTitle, description: m.forgotToastDescription });
  else if (state.message) failed(m.errorTitle, state.message);
  return state;
}

/** Reset password: a refusal is told by the "Reset failed" toast alone (so it appears once). */
export async function sendResetPassword(serverAction: ServerAction): Promise<AuthFormState> {
  const state = await send(serverAction, failureWording.reset);
  if (state.view === "done") toast({ title: m.resetSuccessToast });
  if (!state.message) return state;
  failed(m.resetFailedTitle, state.message);
  return { ...state, message: undefined };
}

/** Accepting an invitation: a refusal in the "Error" toast alone; signed in, the success toast. */
export async function sendAcceptInvite(serverAction: ServerAction): Promise<AuthFormState> {
  try {
    const state = await send(serverAction, failureWording.invite);
    secondStepToasts(state);
    if (state.view !== "form" || !state.message) return state;
    failed(m.errorTitle, state.message);
    return { ...state, message: undefined };
  } catch (error) {
    if (isRedirect(error)) toast({ title: m.createAdminSuccessTitle, description: m.acceptInviteSuccess });
    throw error;
  }
}

/**
 * Creating the first admin: any refusal is told once, by the "Error" toast (the page's message,
 * else the first field's); the fields it names are marked invalid, and a field's own words stay
 * beside it only when the toast does not say them. Success goes to the sign-in page with a toast.
 */
export async function sendRegister(serverAction: ServerAction): Promise<AuthFormState | Response> {
  const state = await send(serverAction, failureWording.register);
  if (state.view === "done") {
    toast({ title: m.createAdminSuccessTitle, description: m.createAdminSuccess });
    return redirect("/login");
  }
  const errors = state.errors ?? {};
  const told = state.message ?? Object.values(errors)[0];
  if (told) failed(m.errorTitle, told);
  return {
    ...state,
    message: undefined,
    invalid: Object.keys(errors),
    errors: Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== told)),
  };
}
