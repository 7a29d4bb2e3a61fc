/**
 * What a staff page's form action answers when the browser sent the form itself (no JavaScript,
 * or pressed before the scripts took over), and what the enhanced forms move through with script:
 * the form again (with a message, field errors and the typed values, never a password), or the
 * next step of signing in.
 */

/** The authenticator-app set-up shown at enrolment: the QR code is an SVG data URL made on the server. */
export interface EnrolmentView {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export type AuthView =
  /** The page's own form (again). */
  | "form"
  /** Sign-in: the code from the authenticator app, or a recovery code. */
  | "two-factor"
  /** Sign-in: two-factor sign-in must be set up first. */
  | "enrol"
  /** Signed in after enrolment: the recovery codes, shown once. */
  | "recovery-codes"
  /** The page's success state (reset link sent, password reset, admin created). */
  | "done";

export interface AuthFormState {
  view: AuthView;
  /** A page-level message (wrong password, too many attempts, an unreadable form). */
  message?: string;
  /** Field name → its error, shown beside the field. */
  errors?: Record<string, string>;
  /** What was typed, to fill the form again (never password fields). */
  values?: Record<string, string>;
  challenge?: string;
  enrolment?: EnrolmentView;
  recoveryCodes?: string[];
  /** Where "Continue" goes once signed in. */
  home?: string;
}

/** Signed in with script: the success toast shows this long before the admin area opens. */
export const LOGIN_REDIRECT_MS = 1000;

/**
 * The route `headers` of the staff pages: what the parent routes set, and a refusal's Retry-After
 * when it comes back as the page (a document answer takes its headers from here, not the action).
 */
export function formHeaders({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
