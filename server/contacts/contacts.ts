/**
 * Contacts entered and edited by hand. An e-mail address names one customer: a second contact
 * with the same address (in any letter case) is refused with 409, as a second conversion of a
 * lead is, and the message says which contact has it. Each write is audited with the fields it
 * set, in the same transaction, so the log and the record never disagree.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Request } from "express";
import { contactMessages, type ContactCreateInput, type ContactUpdateInput } from "@common/schemas/crm";
import type { Db } from "../db/client";
import { contacts } from "../db/schema";
import { HttpError } from "../http/errors";
import { audit } from "../office/audit";
import { getBusinessSettings } from "../office/settings";
import { toContactJson, type ContactJson } from "./queries";
import { queueWebhookEvent } from "../webhooks/events";

/**
 * A new contact's state when none is given (by hand, from a lead, a quote or a file): the
 * business's own, from Settings; "" when none is kept.
 */
export const contactStateDefault = async (db: Pick<Db, "select">) => (await getBusinessSettings(db)).region;

/** Holders of an address wait for each other, so two saves of one address cannot both pass the check. */
async function refuseDuplicateEmail(tx: Db, email: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727101, hashtext(lower(${email})))`);
  const [other] = await tx
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(and(sql`lower(${contacts.email}) = lower(${email})`, exceptId ? ne(contacts.id, exceptId) : undefined))
    .limit(1);
  if (other) {
    const message = `${contactMessages.duplicateEmail} (${other.firstName} ${other.lastName})`;
    throw new HttpError(409, message, { email: message });
  }
}

export async function createContact(db: Db, req: Pick<Request, "user">, input: ContactCreateInput, now: Date): Promise<ContactJson> {
  return db.transaction(async (tx) => {
    if (input.email) await refuseDuplicateEmail(tx, input.email);
    const [row] = await tx
      .insert(contacts)
      .values({ ...input, state: input.state ?? (await contactStateDefault(tx)), source: "manual", createdAt: now, updatedAt: now })
      .returning();
    await audit(tx, req, { action: "contact.create", targetType: "contact", targetId: row!.id }, now);
    const contact = toContactJson(row!);
    await queueWebhookEvent(tx, "contact.created", contact, now);
    return contact;
  });
}

/** Sets the given fields; undefined when there is no such contact. The result must still be reachable. */
export async function editContact(
  db: Db,
  req: Pick<Request, "user">,
  id: string,
  changes: ContactUpdateInput,
  now: Date,
): Promise<ContactJson | undefined> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ContactUpdateInput;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!before) return undefined;
    const emailChanged = set.email && set.email.toLowerCase() !== before.email?.toLowerCase();
    if (emailChanged) await refuseDuplicateEmail(tx, set.email!, id);
    const email = set.email !== undefined ? set.email : before.email;
    const phone = set.phone !== undefined ? set.phone : before.phone;
    if (!email && !phone) throw new HttpError(400, contactMessages.reachable, { email: contactMessages.reachable });
    const [row] = await tx
      .update(contacts)
      .set({ ...set, updatedAt: now })
      .where(eq(contacts.id, id))
      .returning();
    // Which fields changed; the status with its old and new value (the timeline says it), the
    // rest by name only, so the log holds no copy of a customer's address or phone number.
    const fields = Object.keys(set).filter((key) => before[key as keyof typeof before] !== set[key as keyof ContactUpdateInput]);
    if (fields.length) {
      const details: Record<string, unknown> = { fields };
      if (fields.includes("status")) Object.assign(details, { from: before.status, to: set.status });
      await audit(tx, req, { action: "contact.update", targetType: "contact", targetId: id, details }, now);
    }
    return toContactJson(row!);
  });
}
