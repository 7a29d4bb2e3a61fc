/**
 * Accepting a staff invitation: the invitee chooses a password (with confirmation), is signed
 * in, and goes to /admin (or /admin/blog for an editor).
 */
import { TriangleAlert } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/hooks/use-toast";
import { ApiError, apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { homeFor, useAuth, type SessionUser } from "./auth-provider";
import { NewPasswordForm } from "./new-password-form";

const m = messages.auth;

export function AcceptInviteView({ token }: { token: string | null }) {
  const { setUser } = useAuth();
  const navigate = useNavigate();

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
      const body = await apiJson<{ user: SessionUser }>("POST", "/api/auth/accept-invite", { token, password });
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
      onSubmit={submit}
    />
  );
}
