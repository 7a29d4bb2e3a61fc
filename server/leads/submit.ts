/**
 * Storing a lead from the public forms: the lead and its staff alerts in one transaction, so an
 * accepted lead always has its alerts queued (the mail worker delivers them, retrying while SMTP
 * is down). A repeated Idempotency-Key returns the first lead instead of storing a second.
 */
import { eq } from "drizzle-orm";
import type { LeadSubmission } from "../../app/shared/schemas/leads";
import type { Db } from "../db/client";
import { leads } from "../db/schema";
import { queueLeadAlerts } from "./alerts";
import { toSubmittedLead, type SubmittedLead } from "./queries";

export interface CreateLeadOptions {
  isSpam: boolean;
  idempotencyKey?: string;
  publicUrl: string;
}

export interface CreateLeadResult {
  lead: SubmittedLead;
  /** False when the Idempotency-Key named an earlier lead. */
  created: boolean;
  alerts: number;
}

export async function findLeadByIdempotencyKey(db: Db, key: string): Promise<SubmittedLead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
  return row && toSubmittedLead(row);
}

export async function createLead(db: Db, input: LeadSubmission, options: CreateLeadOptions): Promise<CreateLeadResult> {
  const result = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        serviceType: input.serviceType,
        message: input.message,
        location: input.location,
        pagePath: input.pagePath,
        // Set here, whatever the request said.
        status: "Lead",
        source: "website",
        isSpam: options.isSpam,
        idempotencyKey: options.idempotencyKey ?? null,
      })
      // A concurrent request with the same key waits for the first, then inserts nothing.
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    if (!lead) return undefined;
    const alerts = options.isSpam ? 0 : await queueLeadAlerts(tx, lead, options.publicUrl);
    return { lead: toSubmittedLead(lead), created: true, alerts };
  });
  if (result) return result;
  const existing = await findLeadByIdempotencyKey(db, options.idempotencyKey!);
  if (!existing) throw new Error("Idempotent lead insert conflicted but no lead holds the key");
  return { lead: existing, created: false, alerts: 0 };
}
