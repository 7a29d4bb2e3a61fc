/** The account e-mails, rendered from server/mail/templates. Links always use PUBLIC_URL, never the request's Host. */
import type { BusinessSettings } from "@common/business-settings";
import { invitation, passwordReset, renderMail, twoFactorLocked } from "../mail/templates";

export async function passwordResetMail(publicUrl: string, token: string, settings: BusinessSettings) {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return { ...(await renderMail(passwordReset, { link }, settings)), link };
}

export async function invitationMail(publicUrl: string, token: string, role: string, invitedBy: string | undefined, settings: BusinessSettings) {
  const link = `${publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;
  return { ...(await renderMail(invitation, { link, role, invitedBy }, settings)), link };
}

export async function twoFactorLockedMail(publicUrl: string, settings: BusinessSettings) {
  return renderMail(twoFactorLocked, { link: `${publicUrl}/forgot-password` }, settings);
}
