/**
 * The steps of the setup in the browser (/setup): the business (into Settings), the first admin
 * (signed in at once), mail (an SMTP address tried with a real test mail, or later) and whether
 * to keep the sample pages or start from empty ones. The first two are opened by the setup token;
 * the last two by the session of the admin the setup made, until they are done.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "@common/zod";
import { WEEKDAYS, type BusinessSettings, type DayHours, type Weekday } from "@common/business-settings";
import { businessSettingsSchema } from "@common/schemas/settings";
import { createAdminSchema } from "@common/schemas/auth";
import { fieldErrors, type FieldErrorMap } from "@common/field-errors";
import { defaultStaffName } from "@common/staff-names";
import type { AppContext, SessionUser } from "../context";
import { countUsers, alertFirstAdmin } from "../auth/users";
import { users } from "../db/schema";
import { hashPassword } from "../auth/passwords";
import { isUniqueViolation } from "../db/errors";
import { SMTP_URL_FILE } from "../config";
import { getBusinessSettings, saveBusinessSettings } from "../office/settings";
import { pagesChanged } from "../render-cache/invalidate";
import { startContent } from "../content/start";
import { mailTest } from "./live-tests";
import { consumeSetupToken, finishSetup, forgetSetupAddress, markSetupPending, setupPendingFor, setupTokenValid } from "./first-run";

export const SETUP_STEPS = ["business", "admin", "mail", "content"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Who may use the setup now: the holder of the token (before the first admin), or that admin. */
export type SetupAccess = { by: "token"; token: string } | { by: "admin"; user: SessionUser };

export async function setupAccess(ctx: AppContext, token: string | null, user: SessionUser | null | undefined): Promise<SetupAccess | null> {
  if (token && (await setupTokenValid(ctx.db, token))) return { by: "token", token };
  if (user && (await setupPendingFor(ctx.db, user.id))) return { by: "admin", user };
  return null;
}

/** The step an address asks for, among those this access opens. */
export function stepFor(access: SetupAccess, asked: string | null): SetupStep {
  if (access.by === "token") return asked === "admin" ? "admin" : "business";
  return asked === "content" ? "content" : "mail";
}

// ------------------------------------------------------------------ the business

export const BUSINESS_FIELDS = [
  "name",
  "trade",
  "phone",
  "email",
  "street",
  "locality",
  "region",
  "postalCode",
  "timeZone",
  "towns",
  ...WEEKDAYS.flatMap((d) => [`${d}-open`, `${d}-opens`, `${d}-closes`] as const),
] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

/** What the business form shows first: the stored facts, as form values. */
export function businessFormValues(s: BusinessSettings): Record<BusinessField, string> {
  const values: Record<string, string> = {
    name: s.name,
    trade: s.trade,
    phone: s.phone,
    email: s.email,
    street: s.street,
    locality: s.locality,
    region: s.region,
    postalCode: s.postalCode,
    timeZone: s.timeZone,
    towns: s.towns.join("\n"),
  };
  for (const d of WEEKDAYS) {
    values[`${d}-open`] = s.hours[d].open ? "on" : "";
    values[`${d}-opens`] = s.hours[d].opens;
    values[`${d}-closes`] = s.hours[d].closes;
  }
  return values as Record<BusinessField, string>;
}

/** The form's field names for a settings path ("hours.monday.closes" → "monday-closes", "towns.2" → "towns"). */
function formField(key: string): string {
  const [first, day, part] = key.split(".");
  if (first === "hours" && day && part) return `${day}-${part}`;
  return first ?? key;
}

/**
 * Saves the business into Settings. The sample's social profiles, external rating, county and
 * map position are dropped: they are another business's (the owner can add them under Settings).
 */
export async function saveBusiness(ctx: AppContext, v: Record<BusinessField, string>): Promise<{ errors: FieldErrorMap } | { ok: true }> {
  const hours = Object.fromEntries(
    WEEKDAYS.map((d): [Weekday, DayHours] => [d, { open: v[`${d}-open`] === "on", opens: v[`${d}-opens`] || "08:00", closes: v[`${d}-closes`] || "17:00" }]),
  ) as Record<Weekday, DayHours>;
  const current = await getBusinessSettings(ctx.db);
  const candidate: BusinessSettings = {
    ...current,
    name: v.name,
    trade: v.trade,
    phone: v.phone,
    email: v.email,
    street: v.street,
    locality: v.locality,
    region: v.region.trim().toUpperCase(),
    postalCode: v.postalCode,
    timeZone: v.timeZone,
    towns: v.towns.split(/\r?\n|,/).map((t) => t.trim()).filter(Boolean),
    hours,
    social: { facebook: "", google: "", instagram: "", linkedin: "" },
    externalRating: null,
    county: "",
    geo: null,
  };
  const parsed = businessSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: FieldErrorMap = {};
    for (const [key, message] of Object.entries(fieldErrors(parsed.error))) errors[formField(key)] ??= message;
    return { errors };
  }
  await saveBusinessSettings(ctx.db, parsed.data as BusinessSettings, ctx.clock.now());
  pagesChanged(ctx.db, "settings");
  return { ok: true };
}

// ------------------------------------------------------------------ the first admin

export const ADMIN_FIELDS = ["name", "email", "password"] as const;
const setupAdminSchema = createAdminSchema.omit({ adminKey: true });

export type AdminOutcome = { errors: FieldErrorMap } | { gone: true } | { ok: true; email: string };

/**
 * Makes the first admin with the token, in one transaction that also uses the token up: a
 * second request with the same token (or one after any account exists) finds it gone.
 */
export async function createFirstAdmin(ctx: AppContext, token: string, v: Record<(typeof ADMIN_FIELDS)[number], string>): Promise<AdminOutcome> {
  const parsed = setupAdminSchema.safeParse({ email: v.email, password: v.password, name: v.name.trim() ? v.name : undefined });
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const passwordHash = await hashPassword(parsed.data.password);
  const now = ctx.clock.now();
  try {
    const made = await ctx.db.transaction(async (tx) => {
      if (!(await consumeSetupToken(tx, token))) return null;
      if ((await countUsers(tx as never)) > 0) throw new TokenGone();
      const name = parsed.data.name ?? defaultStaffName(parsed.data.email);
      const [user] = await tx.insert(users).values({ email: parsed.data.email, name, passwordHash, role: "admin" }).returning();
      await alertFirstAdmin(tx, user!);
      await markSetupPending(tx, user!.id, now);
      return user!;
    });
    if (!made) return { gone: true };
    forgetSetupAddress(ctx);
    ctx.logger.info({ userId: made.id }, "first admin made by the setup in the browser");
    return { ok: true, email: made.email };
  } catch (error) {
    if (error instanceof TokenGone) return { gone: true };
    if (isUniqueViolation(error)) return { gone: true };
    throw error;
  }
}

class TokenGone extends Error {}

// ------------------------------------------------------------------ mail

export const MAIL_FIELDS = ["smtpUrl", "intent"] as const;
const smtpUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter the SMTP address your mail provider gives, e.g. smtps://user:password@smtp.example.com")
  .max(1000, "That address is too long")
  .refine((u) => {
    try {
      return ["smtp:", "smtps:"].includes(new URL(u).protocol);
    } catch {
      return false;
    }
  }, "Start the address with smtp:// or smtps://");

export type MailOutcome = { errors: FieldErrorMap; values: { smtpUrl: string } } | { tested: { ok: boolean; detail: string }; values: { smtpUrl: string } } | { done: true };

/**
 * "later": nothing changes (mail keeps going to files in DATA_DIR). "test": a real mail to the
 * admin through the address given, its answer shown. "save": the same test, and on success the
 * address is kept in DATA_DIR (mode 600) and used from now on; a refused test saves nothing.
 */
export async function setupMail(ctx: AppContext, adminEmail: string, v: Record<(typeof MAIL_FIELDS)[number], string>): Promise<MailOutcome> {
  if (v.intent === "later" || ctx.config.smtpFromEnvironment) return { done: true };
  const values = { smtpUrl: v.smtpUrl };
  const parsed = smtpUrlSchema.safeParse(v.smtpUrl);
  if (!parsed.success) return { errors: { smtpUrl: parsed.error.issues[0]!.message }, values };
  const result = await mailTest(ctx, adminEmail, parsed.data);
  const tested = { ok: result.verdict === "ok", detail: result.verdict === "ok" ? result.detail : `${result.detail} ${result.fix}` };
  if (v.intent !== "save" || !tested.ok) return { tested, values };
  const file = path.join(ctx.config.dataDir, SMTP_URL_FILE);
  fs.writeFileSync(file, `${parsed.data}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  ctx.config.smtpUrl = parsed.data;
  ctx.logger.info({ host: new URL(parsed.data).host }, "mail server saved by the setup");
  return { done: true };
}

// ------------------------------------------------------------------ the pages

export const CONTENT_CHOICES = ["sample", "empty"] as const;
export type ContentChoice = (typeof CONTENT_CHOICES)[number];

/**
 * The last step: the pages to start from; the setup is then over for this admin. A failure is
 * told on the page (the step can be tried again), the setup staying open meanwhile.
 */
export async function chooseContent(ctx: AppContext, choice: ContentChoice): Promise<{ ok: true } | { failed: string }> {
  try {
    await startContent(ctx, choice);
  } catch (error) {
    ctx.logger.error({ err: error, choice }, "the setup could not prepare the pages");
    return { failed: (error as Error).message };
  }
  await finishSetup(ctx.db);
  pagesChanged(ctx.db, "settings");
  return { ok: true };
}
