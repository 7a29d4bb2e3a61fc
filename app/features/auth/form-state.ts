/**
 * What a staff page's form action answers (the same whether the browser sent the form itself or
 * React Router sent it): the form again (with a message, field errors and the typed values, never
 * a password), or the next step of signing in.
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
  /** Fields marked invalid whose words a toast already said (with JavaScript only). */
  invalid?: string[];
  /** What was typed, to fill the form again (never password fields). */
  values?: Record<string, string>;
  challenge?: string;
  enrolment?: EnrolmentView;
  recoveryCodes?: string[];
  /** Where "Continue" goes once signed in. */
  home?: string;
  /** The return path the sign-in's next step carries on (a safe same-site path, see return-path.ts). */
  next?: string;
}

/** Signed in with script: the success toast shows this long before the admin area opens. */
export const LOGIN_REDIRECT_MS = 1000;

/**
 * Signed in with a recovery code: the sign-in's redirect sets this short cookie to the number of
 * codes left; the server reads and clears it with the page it opens (recovery-notice.tsx says
 * how), whichever way the form was sent (the browser itself or React Router).
 */
export const RECOVERY_LEFT_COOKIE = "mhp_recovery_left";
