/**
 * Reset password: without a token, Invalid Reset Link; with one, the new password form; on
 * success, Password Reset Successful with Go to Login.
 */
import { CheckCircle2, TriangleAlert } from "~/components/icons";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { messages } from "~/shared/messages";
import type { AuthFormState } from "./form-state";
import { NewPasswordForm } from "./new-password-form";

const m = messages.auth;

/** `answer`: the page action's answer to the last send. */
export function ResetPasswordView({ token, answer }: { token: string | null; answer?: AuthFormState }) {
  if (!token) {
    return (
      <div className="space-y-5 text-center">
        <TriangleAlert className="mx-auto h-12 w-12 text-orange-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-slate-900">{m.resetInvalidLinkTitle}</h2>
        <p className="text-slate-700">{m.resetInvalidLink}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/forgot-password" className={buttonClasses("default")}>
            Request New Link
          </Link>
          <Link to="/login" className={buttonClasses("outline")}>
            Back to Login
          </Link>
        </div>
      </div>
    );
  }

  if (answer?.view === "done") {
    return (
      <div role="status" className="space-y-5 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-slate-900">{m.resetSuccessTitle}</h2>
        <p className="text-slate-700">You can now sign in with your new password.</p>
        <Link to="/login" className={buttonClasses("default")}>
          Go to Login
        </Link>
      </div>
    );
  }

  return (
    <NewPasswordForm
      idPrefix="reset"
      labels={{ password: "New Password", confirm: "Confirm New Password" }}
      submitLabel="Reset Password"
      token={token}
      answer={answer}
    />
  );
}
