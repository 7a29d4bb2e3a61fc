/**
 * Accepting a staff invitation: the invitee chooses a password (with confirmation), is signed
 * in, and goes to /admin (or /admin/blog for an editor). When admins must use two-factor sign-in,
 * a new admin sets it up on this page before the first session.
 */
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import * as messages from "@common/messages";
import { AuthNotice } from "./auth-ui";
import type { AuthFormState } from "./form-state";
import { NewPasswordForm } from "./new-password-form";
import { EnrolForm, RecoveryCodesView } from "./two-factor-steps";

const m = messages.auth;

/** `answer`: the page action's answer to the last send. */
export function AcceptInviteView({ token, name, answer }: { token: string | null; name: string; answer?: AuthFormState }) {
  if (answer?.view === "enrol" && answer.challenge && answer.enrolment) return <EnrolForm state={answer} />;
  if (answer?.view === "recovery-codes" && answer.recoveryCodes) return <RecoveryCodesView codes={answer.recoveryCodes} home={answer.home} />;

  if (!token) {
    return (
      <AuthNotice
        icon="warning"
        actions={
          <Link to="/" className={buttonClasses("outline")}>
            Back to Website
          </Link>
        }
      >
        {m.acceptInviteMissing}
      </AuthNotice>
    );
  }

  return (
    <NewPasswordForm
      idPrefix="invite"
      labels={{ password: "Password", confirm: "Confirm Password" }}
      submitLabel="Create My Account"
      token={token}
      name={answer?.values?.name ?? name}
      answer={answer?.view === "form" ? answer : undefined}
    />
  );
}
