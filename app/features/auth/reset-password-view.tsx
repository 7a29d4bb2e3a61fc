/**
 * Reset password: without a token, Invalid Reset Link; with one, the new password form; on
 * success, Password Reset Successful with Go to Login.
 */
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import * as messages from "@common/messages";
import { AuthNotice } from "./auth-ui";
import type { AuthFormState } from "./form-state";
import { NewPasswordForm } from "./new-password-form";

const m = messages.auth;

/** `answer`: the page action's answer to the last send. */
export function ResetPasswordView({ token, answer }: { token: string | null; answer?: AuthFormState }) {
  if (!token) {
    return (
      <AuthNotice
        icon="warning"
        title={m.resetInvalidLinkTitle}
        actions={
          <>
            <Link to="/forgot-password" className={buttonClasses("default")}>
              Request New Link
            </Link>
            <Link to="/login" className={buttonClasses("outline")}>
              Back to Login
            </Link>
          </>
        }
      >
        {m.resetInvalidLink}
      </AuthNotice>
    );
  }

  if (answer?.view === "done") {
    return (
      <AuthNotice
        icon="done"
        done
        title={m.resetSuccessTitle}
        actions={
          <Link to="/login" className={buttonClasses("default")}>
            Go to Login
          </Link>
        }
      >
        You can now sign in with your new password.
      </AuthNotice>
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
