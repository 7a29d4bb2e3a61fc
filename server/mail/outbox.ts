/**
 * Queue a message in the outbox. Call it with the transaction of the change that causes the
 * message, so both are stored together; the mail worker delivers it later with retries.
 */
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface OutgoingMail {
  /** What the message is for: password_reset, lead_alert, crm_email, invitation, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

const headerUnsafe = /[\r\n]/;

export class UnsafeHeaderError extends Error {}

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  for (const [name, value] of [
    ["to", mail.to],
    ["subject", mail.subject],
    ["replyTo", mail.replyTo ?? ""],
  ] as const) {
    if (headerUnsafe.test(value)) throw new UnsafeHeaderError(`Mail header ${name} contains a line break`);
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
