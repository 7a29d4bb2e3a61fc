/**
 * A customer's consent to show a completed job's photos in the public gallery. Staff ask by mail
 * (a signed link the customer opens to agree or, later, to withdraw) or record a consent the
 * customer gave them; staff or the customer may withdraw it, which takes the photos down at once
 * (the gallery's cached pages are dropped). Nothing of a job reaches the gallery without a given,
 * unwithdrawn consent; the consent names the photos it covers and whether the name may be shown.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Request } from "express";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { contacts, customerServices, galleryConsents } from "../db/schema";
import { secretsOf } from "../auth/keys";
import { badRequest, conflict, notFound } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { galleryConsent, templatedMail } from "../mail/templates";
import { audit } from "../office/audit";
import { getBusinessSettings } from "../office/settings";
import { isOptedOut, unsubscribeHeaders, unsubscribeUrl } from "../contacts/opt-out";
import { signToken, verifyToken } from "../contacts/tokens";
import { pagesChanged } from "../render-cache/invalidate";

type ConsentRow = typeof galleryConsents.$inferSelect;
type JobRow = typeof customerServices.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

/** The customer's link keeps working this long: they may withdraw long after agreeing. */
export const CONSENT_LINK_TTL_MS = 5 * 365 * 24 * 3_600_000;

export type ConsentStatus = "asked" | "given" | "withdrawn";

/** A job's consent as the back office shows it: the status, and who did what when. */
export interface GalleryConsentState {
  status: ConsentStatus;
  photos: string[];
  showName: boolean;
  askedAt: string | null;
  askedBy: string | null;
  givenAt: string | null;
  /** "link": the customer, through the mailed link; "staff": recorded by `givenBy`. */
  givenVia: "link" | "staff" | null;
  givenBy: string | null;
  withdrawnAt: string | null;
  withdrawnVia: "link" | "staff" | null;
  withdrawnBy: string | null;
}

export const statusOf = (row: Pick<ConsentRow, "givenAt" | "withdrawnAt">): ConsentStatus =>
  row.withdrawnAt ? "withdrawn" : row.givenAt ? "given" : "asked";

const via = (value: string | null) => (value === "link" || value === "staff" ? value : null);

export function toConsentState(row: ConsentRow): GalleryConsentState {
  return {
    status: statusOf(row),
    photos: row.photos,
    showName: row.showName,
    askedAt: row.askedAt?.toISOString() ?? null,
    askedBy: row.askedBy,
    givenAt: row.givenAt?.toISOString() ?? null,
    givenVia: via(row.givenVia),
    givenBy: row.givenBy,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnVia: via(row.withdrawnVia),
    withdrawnBy: row.withdrawnBy,
  };
}

/** The staff member as the record names them (the audit log keeps the account too). */
const staffName = (req: Pick<Request, "user">) => (req.user ? `${req.user.name || req.user.email} (${req.user.email})` : "staff");

export const consentMessages = {
  notCompleted: "Only a completed job's photos can go to the gallery",
  noPhotos: "This job has no photos to show",
  photoNotOnJob: "Choose photos of this job",
  noEmail: "This customer has no e-mail address: record their consent instead",
  optedOut: "This customer asked for no e-mail from us: record their consent instead, if they gave it another way",
  alreadyGiven: "The customer's consent is already recorded",
  notGiven: "There is no consent to withdraw",
};

async function jobFor(tx: Db, id: string): Promise<{ job: JobRow; contact: ContactRow }> {
  const [found] = await tx
    .select({ job: customerServices, contact: contacts })
    .from(customerServices)
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(eq(customerServices.id, id))
    .for("update", { of: customerServices });
  if (!found) throw notFound("Service not found");
  return found;
}

/** The photos a consent covers: the ones chosen (all the job's when none are), all of them the job's. */
function chosenPhotos(job: JobRow, photos: string[] | undefined): string[] {
  if (job.status !== "completed") throw conflict(consentMessages.notCompleted);
  if (job.photos.length === 0) throw conflict(consentMessages.noPhotos);
  const chosen = photos?.length ? [...new Set(photos)] : job.photos;
  if (chosen.some((id) => !job.photos.includes(id))) throw badRequest(consentMessages.photoNotOnJob, { photos: consentMessages.photoNotOnJob });
  // In the job's own order.
  return job.photos.filter((id) => chosen.includes(id));
}

async function currentRow(tx: Pick<Db, "select">, jobId: string): Promise<ConsentRow | undefined> {
  const [row] = await tx.select().from(galleryConsents).where(eq(galleryConsents.customerServiceId, jobId));
  return row;
}

export async function consentFor(db: Db, jobId: string): Promise<GalleryConsentState | null> {
  const row = await currentRow(db, jobId);
  return row ? toConsentState(row) : null;
}

/** The customer's link: the consent's id and its current nonce, signed. */
export function consentUrl(ctx: AppContext, row: Pick<ConsentRow, "id" | "tokenNonce">): string {
  const token = signToken(ctx.config.sessionSecret, "gallery", `${row.id}.${row.tokenNonce}`, new Date(ctx.clock.now().getTime() + CONSENT_LINK_TTL_MS));
  return `${ctx.config.publicUrl}/api/gallery/consent?token=${encodeURIComponent(token)}`;
}

const newNonce = () => randomBytes(18).toString("base64url");

/**
 * Mails the customer a link to agree (queued in the same transaction as the request). Refused
 * while a consent is given, when the customer has no address or opted out of our mail. A new
 * request replaces an earlier one: the earlier link stops working.
 */
export async function askConsent(ctx: AppContext, req: Request, jobId: string, input: { photos?: string[] }): Promise<GalleryConsentState> {
  const now = ctx.clock.now();
  const settings = await getBusinessSettings(ctx.db);
  const row = await ctx.db.transaction(async (tx) => {
    const { job, contact } = await jobFor(tx, jobId);
    const photos = chosenPhotos(job, input.photos);
    const before = await currentRow(tx, jobId);
    if (before && statusOf(before) === "given") throw conflict(consentMessages.alreadyGiven);
    if (!contact.email) throw conflict(consentMessages.noEmail);
    if (await isOptedOut(tx, contact.email)) throw conflict(consentMessages.optedOut);
    const values = {
      photos,
      showName: false,
      askedAt: now,
      askedBy: staffName(req),
      givenAt: null,
      givenVia: null,
      givenBy: null,
      withdrawnAt: null,
      withdrawnVia: null,
      withdrawnBy: null,
      tokenNonce: newNonce(),
      updatedAt: now,
    };
    const [saved] = before
      ? await tx.update(galleryConsents).set(values).where(eq(galleryConsents.id, before.id)).returning()
      : await tx.insert(galleryConsents).values({ ...values, customerServiceId: jobId, createdAt: now }).returning();
    const unsubscribe = unsubscribeUrl(ctx, contact.email);
    const mail = templatedMail(
      galleryConsent,
      { firstName: contact.firstName.trim().split(/\s+/)[0] ?? "", job: job.title, photoCount: photos.length, consentUrl: consentUrl(ctx, saved!), unsubscribeUrl: unsubscribe },
      settings,
    );
    const mailId = await queueMail(tx, { ...mail, to: contact.email, headers: unsubscribeHeaders(unsubscribe), createdAt: now });
    await tx.update(galleryConsents).set({ mailId }).where(eq(galleryConsents.id, saved!.id));
    await audit(tx, req, { action: "gallery.consent.ask", targetType: "customer_service", targetId: jobId, details: { photos: photos.length, mailId, summary: `Gallery consent asked by e-mail for ${job.title}` } }, now);
    return saved!;
  });
  ctx.wake.mail();
  return toConsentState(row);
}

/** Staff record a consent the customer gave them (by phone, on paper): who recorded it and when. */
export async function recordConsent(
  ctx: AppContext,
  req: Request,
  jobId: string,
  input: { photos?: string[]; showName: boolean },
): Promise<GalleryConsentState> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { job } = await jobFor(tx, jobId);
    const photos = chosenPhotos(job, input.photos);
    const before = await currentRow(tx, jobId);
    const values = {
      photos,
      showName: input.showName,
      givenAt: now,
      givenVia: "staff",
      givenBy: staffName(req),
      withdrawnAt: null,
      withdrawnVia: null,
      withdrawnBy: null,
      updatedAt: now,
    };
    // A link already mailed keeps working, so the customer can still withdraw through it.
    const [saved] = before
      ? await tx.update(galleryConsents).set(values).where(eq(galleryConsents.id, before.id)).returning()
      : await tx.insert(galleryConsents).values({ ...values, customerServiceId: jobId, createdAt: now }).returning();
    await audit(
      tx,
      req,
      { action: "gallery.consent.record", targetType: "customer_service", targetId: jobId, details: {
          photos: photos.length,
          showName: input.showName,
          summary: `Gallery consent recorded for ${job.title} (${photos.length} photos, name ${input.showName ? "shown" : "not shown"})`,
        },
      },
      now,
    );
    return saved!;
  });
  pagesChanged(ctx.db, "gallery");
  return toConsentState(row);
}

/** Staff withdraw a consent (the customer asked them to): the photos come down and the mailed link stops working. */
export async function withdrawConsentByStaff(ctx: AppContext, req: Request, jobId: string): Promise<GalleryConsentState> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { job } = await jobFor(tx, jobId);
    const before = await currentRow(tx, jobId);
    if (!before || statusOf(before) === "withdrawn") throw conflict(consentMessages.notGiven);
    const [saved] = await tx
      .update(galleryConsents)
      .set({ withdrawnAt: now, withdrawnVia: "staff", withdrawnBy: staffName(req), tokenNonce: null, updatedAt: now })
      .where(eq(galleryConsents.id, before.id))
      .returning();
    await audit(tx, req, { action: "gallery.consent.withdraw", targetType: "customer_service", targetId: jobId, details: { was: statusOf(before), summary: `Gallery consent withdrawn for ${job.title}: photos taken down` } }, now);
    return saved!;
  });
  pagesChanged(ctx.db, "gallery");
  return toConsentState(row);
}

// ---------------------------------------------------------------- the customer's link

export interface LinkedConsent {
  consent: ConsentRow;
  job: JobRow;
  contact: ContactRow;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The consent a link names while it is signed by us, unexpired, and not replaced or revoked; else null. */
export async function consentOfLink(ctx: AppContext, db: Pick<Db, "select">, token: unknown): Promise<LinkedConsent | null> {
  const check = verifyToken(secretsOf(ctx.config), "gallery", token, ctx.clock.now());
  if (!check.ok) return null;
  const [id, nonce] = check.subject.split(".");
  if (!id || !nonce || !uuidPattern.test(id)) return null;
  const [found] = await db
    .select({ consent: galleryConsents, job: customerServices, contact: contacts })
    .from(galleryConsents)
    .innerJoin(customerServices, eq(customerServices.id, galleryConsents.customerServiceId))
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(eq(galleryConsents.id, id));
  if (!found || !found.consent.tokenNonce || found.consent.tokenNonce !== nonce) return null;
  return found;
}

export type CustomerDecision = "give" | "give-with-name" | "withdraw";

/**
 * The customer's answer through their link. Giving while given, or withdrawing what is not given,
 * changes nothing. Returns the consent after the answer, or null for a link that is not valid.
 */
export async function answerByLink(ctx: AppContext, token: unknown, decision: CustomerDecision): Promise<LinkedConsent | null> {
  const now = ctx.clock.now();
  let changed = false;
  const result = await ctx.db.transaction(async (tx) => {
    const linked = await consentOfLink(ctx, tx, token);
    if (!linked) return null;
    await tx.select({ id: galleryConsents.id }).from(galleryConsents).where(eq(galleryConsents.id, linked.consent.id)).for("update");
    const status = statusOf(linked.consent);
    let values: Partial<typeof galleryConsents.$inferInsert> | null = null;
    if (decision === "withdraw" && status === "given") values = { withdrawnAt: now, withdrawnVia: "link", withdrawnBy: "customer" };
    if (decision !== "withdraw" && status !== "given") {
      values = { givenAt: now, givenVia: "link", givenBy: "customer", showName: decision === "give-with-name", withdrawnAt: null, withdrawnVia: null, withdrawnBy: null };
    }
    if (!values) return linked;
    const [saved] = await tx
      .update(galleryConsents)
      .set({ ...values, updatedAt: now })
      .where(eq(galleryConsents.id, linked.consent.id))
      .returning();
    // The customer's own answer, in the office's log beside the staff's actions (no staff user).
    await audit(
      tx,
      {},
      {
        action: decision === "withdraw" ? "gallery.consent.withdraw" : "gallery.consent.give",
        targetType: "customer_service",
        targetId: linked.job.id,
        details: {
          by: "customer",
          showName: saved!.showName,
          summary:
            decision === "withdraw"
              ? `Gallery consent withdrawn by the customer for ${linked.job.title}: photos taken down`
              : `Gallery consent given by the customer for ${linked.job.title} (name ${saved!.showName ? "shown" : "not shown"})`,
        },
      },
      now,
    );
    changed = true;
    return { ...linked, consent: saved! };
  });
  if (changed) pagesChanged(ctx.db, "gallery");
  return result;
}
