/** The account e-mails. Plain text; links always use PUBLIC_URL, never the request's Host. */
import { business } from "~/shared/business";

export function passwordResetMail(publicUrl: string, token: string) {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    kind: "password_reset",
    subject: `Reset your ${business.name} staff password`,
    text: [
      "Someone asked to reset the password of your staff account.",
      "",
      "To choose a new password, open this link within one hour:",
      "",
      link,
      "",
      "The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
      `— ${business.name}`,
    ].join("\n"),
    link,
  };
}

export function invitationMail(publicUrl: string, token: string, role: string, invitedBy: string | undefined) {
  const link = `${publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;
  return {
    kind: "invitation",
    subject: `You're invited to the ${business.name} staff area`,
    text: [
      `${invitedBy ?? "An administrator"} invited you to join the ${business.name} website as ${role === "admin" ? "an admin" : "an editor"}.`,
      "",
      "To accept, open this link within 7 days and choose your password:",
      "",
      link,
      "",
      "The link works once. If you were not expecting this, ignore this e-mail.",
      "",
      `— ${business.name}`,
    ].join("\n"),
    link,
  };
}
