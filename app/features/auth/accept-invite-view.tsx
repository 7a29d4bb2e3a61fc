/**
 * Accepting a staff invitation: the invitee chooses a password (with confirmation), is signed
 * in, and goes to /admin (or /admin/blog for an editor).
 */
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { ApiError, apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { homeFor, useAuth, type SessionUser } from "./auth-provider";
import type { AuthFormState } from "./form-state";
import { NewPasswordForm } from "./new-password-form";
import { EnrolForm, RecoveryCodesView } from "./two-factor-steps";

const m = messages.auth;

/** `answer`: the page action's answer when the form was sent without JavaScript. */
export function AcceptInviteView({ token, answer }: { token: string | null; answer?: AuthFormState }) {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  // When admins must use two-factor sign-in, a new admin sets it up before the first session.
  const [step, setStep] = useState<AuthFormState>(answer ?? { view: "form" });

  if (step.view === "enrol" && step.challenge && step.enrolment) {
    // The invitation is used by now: an enrolment that took too long starts again from sign-in.
    return <EnrolForm state={step} onStep={setStep} onExpired={() => navigate("/login")} />;
  }
  if (step.view === "recovery-codes" && step.recoveryCodes) {
    return <RecoveryCodesView codes={step.recoveryCodes} home={step.home} />;
  }

  if (!token) {
    return (
      <div className="space-y-5 text-center">
        <TriangleAlert className="mx-auto h-12 w-12 text-orange-600" aria-hidden="true" />
        <p className="text-slate-700">{m.acceptInviteMissing}</p>
        <Link to="/" className={buttonClasses("outline")}>
          Back to Website
        </Link>
      </div>
    );
  }

  async function submit(password: string) {
    try {
      const body = await apiJson<
        { user: SessionUser } | { twoFactor: "enrol"; challenge: string; enrolment: NonNullable<AuthFormState["enrolment"]> }
      >("POST", "/api/auth/accept-invite", { token, password });
      if ("twoFactor" in body) {
        setStep({ view: "enrol", challenge: body.challenge, enrolment: body.enrolment });
        return;
      }
      setUser(body.user);
      toast({ title: m.createAdminSuccessTitle, description: m.acceptInviteSuccess });
      navigate(homeFor(body.user));
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.status === 429
            ? m.inviteRateLimited
            : error.serverMessage || m.inviteInvalid
          : m.createAdminNetwork;
      // Toast only, like reset password: each message appears once on the page.
      toast({ title: m.errorTitle, description: message, variant: "destructive" });
    }
  }

  return (
    <NewPasswordForm
      idPrefix="invite"
      labels={{ password: "Password", confirm: "Confirm Password" }}
      submitLabel="Create My Account"
      hidden={{ token }}
      initial={step.view === "form" ? step : undefined}
      onSubmit={submit}
    />
  );
}
