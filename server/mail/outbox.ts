/**
 * Queue a message in the outbox. Call it with the transaction of the change that causes the
 * message, so both are stored together; the mail worker delivers it later with retries.
 */
import { messages } from "~/shared/messages";
import { isEmailAddress } from "~/shared/schemas/email";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { HttpError } from "../http/errors";

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

/** The recipient or Reply-To is not an address the site accepts (an old row, say): a 400, nothing queued. */
export class InvalidMailAddressError extends HttpError {
  constructor() {
    super(400, messages.api.mailAddressInvalid);
  }
}

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  for (const [name, value] of [
    ["to", mail.to],
    ["subject", mail.subject],
    ["replyTo", mail.replyTo ?? ""],
  ] as const) {
    if (headerUnsafe.test(value)) throw new UnsafeHeaderError(`Mail header ${name} contains a line break`);
  }
  if (!isEmailAddress(mail.to) || (mail.replyTo && !isEmailAddress(mail.replyTo))) throw new InvalidMailAddressError();
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
