/**
 * The staff pages' form actions: the one server path of the sign-in and account forms, whether
 * the browser sent the form itself (JavaScript off, or pressed before the scripts arrived) or
 * React Router sent it (the route's clientAction adds the toasts). Each validates with the same
 * shared zod schema as the API and calls the same auth service as /api/auth (through the load
 * context), then answers with the page again — its success state, or the form with the typed
 * values (never a password) and each field's error beside it — or, once signed in, a 303 to the
 * staff home with the same cookies the API sets.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import type { HttpError } from "../../../server/http/errors";
import { readNativeForm } from "../../../server/forms/native-form";
import type { SignInStep } from "../../../server/auth/service";
import { fieldErrors } from "@common/field-errors";
import * as messages from "@common/messages";
import {
  acceptInviteSchema,
  createAdminSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordConfirmSchema,
  resetPasswordSchema,
  secondStepSchema,
  staffNameField,
} from "@common/schemas/auth";
import { homeFor } from "./auth-provider";
import { RECOVERY_LEFT_COOKIE, type AuthFormState } from "./form-state";
import { RETURN_PARAM, safeReturnPath } from "./return-path";

const m = messages.auth;

interface ActionArgs {
  request: Request;
  context: AppLoadContext;
}

const answer = (state: AuthFormState, status = 200, headers?: HeadersInit) =>
  data(state, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The fields the form may carry after the two-factor step fields every sign-in page accepts. */
const SECOND_STEP_FIELDS = ["step", "challenge", "code"] as const;

/**
 * The form's fields, or the page with a clear message for a post that cannot be read or did not
 * come from us. The sign-in check of the post's origin also reads Referer (older browsers send
 * no Origin), so it runs before the shared reader's own check.
 */
async function readForm<F extends string>(args: ActionArgs, fields: readonly F[]) {
  const { request, context } = args;
  if (!context.auth.sameOrigin) {
    context.app.logger.warn({ url: new URL(request.url).pathname }, "cross-site form post refused");
    return { refused: answer({ view: "form", message: messages.nativeForms.crossSite }, 403) };
  }
  const form = await readNativeForm(args, fields, { token: false });
  if (!form.ok) return { refused: answer({ view: "form", message: form.message }, form.status) };
  return { values: form.values };
}

/** The recovery-code notice cookie: set by the sign-in's redirect, cleared (max-age 0) once told. */
function recoveryNoticeCookie(context: AppLoadContext, value: string, maxAge: number) {
  const secure = context.app.config.secureCookies ? "; Secure" : "";
  return `${RECOVERY_LEFT_COOKIE}=${value}; Path=/admin; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The back-office page after a sign-in with a recovery code: how many codes are left, and the
 * header that clears the notice so it is told once. Read by the server for either way the page
 * comes (the document, or React Router's data request after its sign-in), because the page's
 * script cannot read the cookie after React Router's sign-in: Chromium matches a cookie's path
 * against the address the document was loaded at (/login), not the one it navigated to.
 */
export function takeRecoveryNotice(request: Request, context: AppLoadContext): { left?: number; headers?: HeadersInit } {
  const left = new RegExp(`(?:^|;\\s*)${RECOVERY_LEFT_COOKIE}=(\\d+)`).exec(request.headers.get("Cookie") ?? "")?.[1];
  if (left === undefined) return {};
  return { left: Number(left), headers: { "Set-Cookie": recoveryNoticeCookie(context, "", 0) } };
}

/**
 * Where a sign-in step leads, as a page answer; `next` is the page the visitor asked for before
 * signing in (already checked), followed once signed in and carried by the code steps.
 */
async function signInAnswer(context: AppLoadContext, result: SignInStep, next?: string) {
  if (result.step === "signed-in") {
    context.auth.startSession(result.session);
    const home = next ?? homeFor(result.session.user);
    if (result.recoveryCodes) return answer({ view: "recovery-codes", recoveryCodes: result.recoveryCodes, home });
    if (result.recoveryCodesLeft === undefined) return redirect(home, 303);
    return redirect(home, { status: 303, headers: { "Set-Cookie": recoveryNoticeCookie(context, String(result.recoveryCodesLeft), 300) } });
  }
  if (result.step === "two-factor") return answer({ view: "two-factor", challenge: result.challenge, next });
  return answer({ view: "enrol", challenge: result.challenge, enrolment: result.enrolment, next });
}

/**
 * The service's refusal (an HttpError: status, message, headers). Checked by shape, not class:
 * the page bundle and the server bundle each hold their own copy of the class. Anything else is a
 * real fault and goes on to the error screen.
 */
function httpFailure(error: unknown): Pick<HttpError, "status" | "message" | "headers"> {
  const e = error as Partial<HttpError> | null;
  if (error instanceof Error && typeof e?.status === "number" && e.status >= 400 && e.status < 500) {
    return { status: e.status, message: error.message, headers: e.headers };
  }
  throw error;
}

/** The code step after the password, or the enrolment demanded at sign-in (from /login or /accept-invite). */
async function secondStep(context: AppLoadContext, view: "two-factor" | "enrol", v: Record<string, string>, next?: string) {
  const service = context.auth.service;
  const challenge = v.challenge ?? "";
  // The same step again, with what went wrong (the enrolment QR code shown again).
  const again = async (state: Omit<AuthFormState, "view" | "challenge">, status: number, headers?: HeadersInit) => {
    if (view === "enrol") {
      const enrolment = await service.enrolmentFor(challenge);
      if (!enrolment) return answer({ view: "form", message: m.twoFactorExpired }, 400);
      return answer({ view, challenge, enrolment, next, ...state }, status, headers);
    }
    return answer({ view, challenge, next, ...state }, status, headers);
  };
  const parsed = secondStepSchema.safeParse({ challenge, code: v.code });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.challenge) return answer({ view: "form", message: errors.challenge }, 400);
    return again({ errors }, 400);
  }
  try {
    const result =
      view === "enrol" ? await service.completeEnrolment(parsed.data, context.auth.client) : await service.verifySecondStep(parsed.data, context.auth.client);
    return await signInAnswer(context, result, next);
  } catch (error) {
    const e = httpFailure(error);
    if (e.status === 429) return again({ message: m.loginRateLimited }, 429, e.headers);
    if (e.status === 401) return again({ errors: { code: m.twoFactorInvalid } }, 401);
    return answer({ view: "form", message: m.twoFactorExpired }, 400);
  }
}

const isSecondStep = (step: string | undefined): step is "two-factor" | "enrol" => step === "two-factor" || step === "enrol";

// ------------------------------------------------------------------ /login (password, code, enrolment)

export async function loginAction(args: ActionArgs) {
  const { context } = args;
  const read = await readForm(args, ["email", "password", RETURN_PARAM, ...SECOND_STEP_FIELDS]);
  if (read.refused) return read.refused;
  const v = read.values;
  // The form's hidden field, else the page's own ?next= (a form from before the field existed).
  const next = safeReturnPath(v[RETURN_PARAM] || new URL(args.request.url).searchParams.get(RETURN_PARAM));
  if (isSecondStep(v.step)) return secondStep(context, v.step, v, next);

  const values = { email: v.email };
  const parsed = loginSchema.safeParse({ email: v.email, password: v.password });
  if (!parsed.success) return answer({ view: "form", errors: fieldErrors(parsed.error), values }, 400);
  try {
    return await signInAnswer(context, await context.auth.service.login(parsed.data, context.auth.client), next);
  } catch (error) {
    const e = httpFailure(error);
    if (e.status === 429) return answer({ view: "form", message: m.loginRateLimited, values }, 429, e.headers);
    if (e.status === 401) return answer({ view: "form", message: m.loginInvalid, values }, 401);
    return answer({ view: "form", message: m.loginBadRequest, values }, 400);
  }
}

// ------------------------------------------------------------------ /forgot-password

export async function forgotPasswordAction(args: ActionArgs) {
  const read = await readForm(args, ["email"]);
  if (read.refused) return read.refused;
  const values = { email: read.values.email };
  const parsed = forgotPasswordSchema.safeParse(values);
  // The spec's answer to a 400: its words in the banner (and the toast), beside the field's own error.
  if (!parsed.success) return answer({ view: "form", message: m.forgotBadRequest, errors: fieldErrors(parsed.error), values }, 400);
  try {
    await args.context.auth.service.forgotPassword(parsed.data, args.context.auth.client);
    return answer({ view: "done" });
  } catch (error) {
    const e = httpFailure(error);
    if (e.status === 429) return answer({ view: "form", message: m.forgotRateLimited, values }, 429, e.headers);
    return answer({ view: "form", message: m.forgotFailed, values }, e.status);
  }
}

// ------------------------------------------------------------------ /reset-password and /accept-invite

/** Password + confirmation first (the page's own check), then the API's schema for the call. */
function newPasswordErrors(v: Record<string, string>) {
  const confirmed = passwordConfirmSchema.safeParse({ password: v.password, confirmPassword: v.confirmPassword });
  return confirmed.success ? null : fieldErrors(confirmed.error);
}

export async function resetPasswordAction(args: ActionArgs) {
  const read = await readForm(args, ["token", "password", "confirmPassword"]);
  if (read.refused) return read.refused;
  const v = read.values;
  const errors = newPasswordErrors(v);
  if (errors) return answer({ view: "form", errors }, 400);
  const parsed = resetPasswordSchema.safeParse({ token: v.token, newPassword: v.password });
  if (!parsed.success) return answer({ view: "form", message: m.resetTokenMissing }, 400);
  try {
    await args.context.auth.service.resetPassword(parsed.data, args.context.auth.client);
    // Every session of the account ended, this browser's too.
    args.context.auth.endSession();
    return answer({ view: "done" });
  } catch (error) {
    const e = httpFailure(error);
    if (e.status === 429) return answer({ view: "form", message: m.forgotRateLimited }, 429, e.headers);
    return answer({ view: "form", message: m.resetInvalidToken }, e.status);
  }
}

export async function acceptInviteAction(args: ActionArgs) {
  const read = await readForm(args, ["token", "name", "password", "confirmPassword", ...SECOND_STEP_FIELDS]);
  if (read.refused) return read.refused;
  const v = read.values;
  // The enrolment a new admin must do before the first session is answered here, on the same page.
  if (isSecondStep(v.step)) return secondStep(args.context, v.step, v);
  // The field comes filled with the invitation's name; left empty (or not sent), that name is kept.
  const name = v.name?.trim() ? staffNameField.safeParse(v.name) : ({ success: true, data: undefined } as const);
  const errors = { ...newPasswordErrors(v), ...(name.success ? {} : { name: name.error.issues[0]!.message }) };
  if (Object.keys(errors).length) return answer({ view: "form", errors, values: { name: v.name ?? "" } }, 400);
  const parsed = acceptInviteSchema.safeParse({ token: v.token, password: v.password, name: name.data });
  if (!parsed.success) return answer({ view: "form", message: m.inviteInvalid }, 400);
  try {
    return await signInAnswer(args.context, await args.context.auth.service.acceptInvite(parsed.data, args.context.auth.client));
  } catch (error) {
    const e = httpFailure(error);
    if (e.status === 429) return answer({ view: "form", message: m.inviteRateLimited }, 429, e.headers);
    return answer({ view: "form", message: e.message || m.inviteInvalid }, e.status);
  }
}

// ------------------------------------------------------------------ /register

export async function registerAction(args: ActionArgs) {
  const read = await readForm(args, ["email", "name", "password", "adminKey"]);
  if (read.refused) return read.refused;
  const v = read.values;
  const values = { email: v.email, name: v.name ?? "" };
  // The name is optional here: left empty, it is made from the e-mail.
  const parsed = createAdminSchema.safeParse({ ...v, name: v.name?.trim() ? v.name : undefined });
  if (!parsed.success) return answer({ view: "form", errors: fieldErrors(parsed.error), values }, 400);
  try {
    await args.context.auth.service.createAdmin(parsed.data, args.context.auth.client);
    return answer({ view: "done" }, 201);
  } catch (error) {
    const e = httpFailure(error);
    if (e.status === 429) return answer({ view: "form", message: m.tooManyAttempts, values }, 429, e.headers);
    if (e.status === 403) return answer({ view: "form", errors: { adminKey: m.invalidAdminKey }, values }, 403);
    if (e.status === 409) return answer({ view: "form", errors: { email: m.emailTaken }, values }, 409);
    return answer({ view: "form", message: m.createAdminFailed, values }, e.status);
  }
}
