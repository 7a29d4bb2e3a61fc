/** The staff account mails: password reset, invitation, two-factor lockout. Links always use PUBLIC_URL. */
import { ButtonLink, Layout, P } from "./layout";
import type { MailTemplate } from "./types";

export interface PasswordResetProps {
  link: string;
}

export const passwordReset: MailTemplate<PasswordResetProps> = {
  name: "password-reset",
  kind: "password_reset",
  description: "To a staff member who asked to reset their password (the link works once, for one hour).",
  subject: (_p, business) => `Reset your ${business.name} staff password`,
  Body: (p, business) => (
    <Layout business={business} preview="Reset your password">
      <P>Someone asked to reset the password of your staff account.</P>
      <P>To choose a new password, open this link within one hour:</P>
      <ButtonLink href={p.link}>{p.link}</ButtonLink>
      <P>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</P>
    </Layout>
  ),
  sample: { link: "https://example.com/reset-password?token=sample" },
};

export interface InvitationProps {
  link: string;
  role: string;
  invitedBy: string | undefined;
}

export const invitation: MailTemplate<InvitationProps> = {
  name: "invitation",
  kind: "invitation",
  description: "To a person an admin invited to the staff area (the link works once, for 7 days).",
  subject: (_p, business) => `You're invited to the ${business.name} staff area`,
  Body: (p, business) => (
    <Layout business={business} preview="You're invited">
      <P>
        {p.invitedBy ?? "An administrator"} invited you to join the {business.name} website as{" "}
        {p.role === "admin" ? "an admin" : "an editor"}.
      </P>
      <P>To accept, open this link within 7 days and choose your password:</P>
      <ButtonLink href={p.link}>{p.link}</ButtonLink>
      <P>The link works once. If you were not expecting this, ignore this e-mail.</P>
    </Layout>
  ),
  sample: { link: "https://example.com/accept-invite?token=sample", role: "editor", invitedBy: "owner@example.com" },
};

export interface TwoFactorLockedProps {
  link: string;
}

export const twoFactorLocked: MailTemplate<TwoFactorLockedProps> = {
  name: "two-factor-locked",
  kind: "two_factor_locked",
  description: "To a staff member whose sign-in codes were guessed wrong ten times within an hour (their password was right each time).",
  subject: (_p, business) => `Your ${business.name} staff sign-in is locked`,
  Body: (p, business) => (
    <Layout business={business} preview="Your staff sign-in is locked">
      <P>Someone entered your password correctly and then ten wrong sign-in codes within an hour, so sign-in codes are no longer accepted for your account.</P>
      <P>If this was not you, someone knows your password. To unlock your account, choose a new password with this link, or ask an admin to reset your two-factor sign-in:</P>
      <ButtonLink href={p.link}>{p.link}</ButtonLink>
    </Layout>
  ),
  sample: { link: "https://example.com/forgot-password" },
};
