/**
 * Convert to Contact: a contact made from a lead, linked by leadId, with the lead's
 * request recorded as its first (inbound) communication. A lead converts once: 409 after that.
 */
import { isUniqueViolation } from "../db/errors";
import { eq } from "drizzle-orm";
import type { ConvertLeadInput } from "@common/schemas/admin-leads";
import * as staffMessages from "@common/staff-messages";
import type { Db } from "../db/client";
import { communications, contacts, leads } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { toContactJson, type ContactJson } from "./queries";
import { contactStateDefault } from "./contacts";
import { queueWebhookEvent } from "../webhooks/events";

const orNull = (v: string | undefined) => (v === undefined || v === "" ? null : v);

export async function convertLeadToContact(
  db: Db,
  leadId: string,
  input: ConvertLeadInput,
  userId: string | null,
  now: Date,
): Promise<ContactJson> {
  try {
    return await db.transaction(async (tx) => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
      if (!lead) throw notFound("Lead not found");
      const [existing] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.leadId, leadId));
      if (existing) throw conflict(staffMessages.dashboard.leadAlreadyConverted);

      const [contact] = await tx
        .insert(contacts)
        .values({
          firstName: input.firstName ?? lead.firstName,
          lastName: input.lastName ?? lead.lastName,
          email: input.email !== undefined ? orNull(input.email) : lead.email,
          phone: input.phone !== undefined ? orNull(input.phone) : lead.phone,
          address: input.address !== undefined ? orNull(input.address) : lead.location,
          notes: input.notes !== undefined ? orNull(input.notes) : lead.message,
          source: input.leadSource ?? lead.source,
          status: "active",
          leadId: lead.id,
          state: await contactStateDefault(tx),
          createdAt: now,
          updatedAt: now,
        })
        .returning();

      if (lead.message || lead.serviceType) {
        await tx.insert(communications).values({
          contactId: contact!.id,
          leadId: lead.id,
          type: "web_form",
          direction: "inbound",
          subject: lead.serviceType ? `Quote request: ${lead.serviceType}` : "Quote request",
          content: lead.message || `Quote request for ${lead.serviceType}`,
          status: "completed",
          completedAt: lead.createdAt,
          userId,
          metadata: { pagePath: lead.pagePath, source: lead.source },
          createdAt: lead.createdAt,
          updatedAt: now,
        });
      }
      const json = toContactJson(contact!);
      await queueWebhookEvent(tx, "contact.created", json, now);
      return json;
    });
  } catch (error) {
    // Two conversions racing: the unique leadId makes the second one fail here.
    if (isUniqueViolation(error)) throw conflict(staffMessages.dashboard.leadAlreadyConverted);
    throw error;
  }
}
