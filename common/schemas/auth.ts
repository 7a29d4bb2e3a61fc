/**
 * Account schemas shared by the pages (client validation) and the /api/auth and team handlers
 * (server validation), so both give the same messages.
 */
import { z } from "@common/zod";
import * as messages from "../messages";
import * as staffMessages from "../staff-messages";
import { emailAddress } from "./email";
import { STAFF_ROLES } from "../roles";
import { STAFF_NAME_MAX } from "../staff-names";

const m = messages.auth;

/** Upper bound only against abuse: long passphrases are accepted whole and never truncated. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const emailField = (message: string = m.emailInvalid) =>
  emailAddress({ required: message, invalid: message }).transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: m.passwordMin })
  .min(PASSWORD_MIN, m.passwordMin)
  .max(PASSWORD_MAX, m.passwordMax);

/** A staff member's display name: what colleagues read where the e-mail used to be. */
export const staffNameField = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(STAFF_NAME_MAX, m.nameMax);

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: m.passwordMin }).min(PASSWORD_MIN, m.passwordMin).max(PASSWORD_MAX, m.passwordMax),
});

export const createAdminSchema = z.object({
  email: emailField(),
  /** Optional: without it the name comes from the e-mail (editable later). */
  name: staffNameField.optional(),
  password: newPasswordField,
  adminKey: z.string({ error: m.adminKeyRequired }).min(1, m.adminKeyRequired).max(512, m.adminKeyRequired),
});

export const forgotPasswordSchema = z.object({
  email: emailField(m.forgotEmailInvalid),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: m.resetTokenRequired }).min(1, m.resetTokenRequired).max(512, m.resetTokenRequired),
  newPassword: newPasswordField,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: staffMessages.auth.currentPasswordRequired }).min(1, staffMessages.auth.currentPasswordRequired).max(PASSWORD_MAX),
  newPassword: newPasswordField,
});

/** The reset / accept-invite forms: new password plus its confirmation. */
export const passwordConfirmSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(PASSWORD_MIN, m.resetConfirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: m.resetMismatch });

export const acceptInviteSchema = z.object({
  token: z.string({ error: m.inviteInvalid }).min(1, m.inviteInvalid).max(512, m.inviteInvalid),
  /** The page always asks; an API client may leave it to the invitation's name. */
  name: staffNameField.optional(),
  password: newPasswordField,
});

/** The code step of sign-in: the password step's challenge and an app code or a recovery code. */
export const secondStepSchema = z.object({
  challenge: z.string({ error: m.twoFactorExpired }).min(1, m.twoFactorExpired).max(2048, m.twoFactorExpired),
  code: z.string({ error: m.twoFactorCodeRequired }).trim().min(1, m.twoFactorCodeRequired).max(64, m.twoFactorCodeInvalidFormat),
});

/** A signed-in staff member confirming a new authenticator app, or asking for new recovery codes. */
export const twoFactorCodeSchema = z.object({
  code: z.string({ error: m.twoFactorCodeRequired }).trim().min(1, m.twoFactorCodeRequired).max(64, m.twoFactorCodeInvalidFormat),
});

export const twoFactorDisableSchema = z.object({
  password: z.string({ error: staffMessages.auth.currentPasswordRequired }).min(1, staffMessages.auth.currentPasswordRequired).max(PASSWORD_MAX),
  code: z.string({ error: m.twoFactorCodeRequired }).trim().min(1, m.twoFactorCodeRequired).max(64, m.twoFactorCodeInvalidFormat),
});

export const securitySettingsSchema = z.object({
  requireAdminTwoFactor: z.boolean({ error: staffMessages.auth.requireTwoFactorInvalid }),
});


export const inviteSchema = z.object({
  email: emailField(),
  name: staffNameField.optional(),
  role: z.enum(STAFF_ROLES, { error: staffMessages.auth.roleInvalid }),
});

export const updateUserSchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: staffMessages.auth.roleInvalid }).optional(),
    isActive: z.boolean({ error: staffMessages.auth.isActiveInvalid }).optional(),
    name: staffNameField.optional(),
  });

/** A staff member's own account: their name. */
export const accountSchema = z.object({ name: staffNameField });

