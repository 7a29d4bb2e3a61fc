/** The account e-mails, rendered from server/mail/templates. Links always use PUBLIC_URL, never the request's Host. */
import { invitation, passwordReset, renderMail } from "../mail/templates";

export async function passwordResetMail(publicUrl: string, token: string) {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return { ...(await renderMail(passwordReset, { link })), link };
}

export async function invitationMail(publicUrl: string, token: string, role: string, invitedBy: string | undefined) {
  const link = `${publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;
  return { ...(await renderMail(invitation, { link, role, invitedBy })), link };
}
