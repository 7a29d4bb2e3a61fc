/**
 * The one way to queue mail: `queueMail`. Call it with the transaction of the change that causes
 * the message, so both are stored together; the mail worker delivers it later with retries. A
 * mail is queued with its parts, or as a template's props that the worker renders.
 */
import * as staffMessages from "@common/staff-messages";
import { isEmailAddress } from "@common/schemas/email";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { HttpError } from "../http/errors";
import type { TemplatedMail } from "./templates/types";

interface Envelope {
  /** What the message is for: password_reset, lead_alert, crm_email, invitation, ... */
  kind: string;
  to: string;
  subject: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on customer mail. */
  headers?: Record<string, string>;
  /** When the change that caused it happened (a lead's mail carries the lead's); now() by default. */
  createdAt?: Date;
}

/** A mail with its parts, or a templated one (`props`) that the worker renders at delivery. */
export type OutgoingMail = Envelope & ({ text: string; html?: string } | Pick<TemplatedMail, "props">);

/** A line break in a header would let a value start headers of its own. */
export const headerUnsafe = /[\r\n]/;

export class UnsafeHeaderError extends Error {}

/** The recipient or Reply-To is not an address the site accepts (an old row, say): a 400, nothing queued. */
export class InvalidMailAddressError extends HttpError {
  constructor() {
    super(400, staffMessages.api.mailAddressInvalid);
  }
}

function checkEnvelope(mail: Envelope) {
  for (const [name, value] of [
    ["to", mail.to],
    ["subject", mail.subject],
    ["replyTo", mail.replyTo ?? ""],
  ] as const) {
    if (headerUnsafe.test(value)) throw new UnsafeHeaderError(`Mail header ${name} contains a line break`);
  }
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (headerUnsafe.test(name) || headerUnsafe.test(value) || !/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) {
      throw new UnsafeHeaderError(`Mail header ${name} is not a safe header`);
    }
  }
  if (!isEmailAddress(mail.to) || (mail.replyTo && !isEmailAddress(mail.replyTo))) throw new InvalidMailAddressError();
}

/**
 * Queues one mail (its id back) or many in one insert (their ids, in order). Every envelope is
 * checked first: one unsafe header or refused address queues none of them. Mails queued together
 * go out in the order given.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string>;
export async function queueMail(db: Db, mails: OutgoingMail[]): Promise<string[]>;
export async function queueMail(db: Db, mails: OutgoingMail | OutgoingMail[]): Promise<string | string[]> {
  const list = Array.isArray(mails) ? mails : [mails];
  list.forEach(checkEnvelope);
  // A mail's fields are the outbox's columns by name.
  const rows = list.length ? await db.insert(mailOutbox).values(list).returning({ id: mailOutbox.id }) : [];
  return Array.isArray(mails) ? rows.map((r) => r.id) : rows[0]!.id;
}

/** "filed": written to a file on a production site without SMTP_URL, so never delivered. */
export type MailState = "queued" | "retrying" | "sent" | "failed" | "filed";

/** A mail's state as the Mail log and the lead and contact timelines tell it. */
export const stateOf = (row: { status: string; attempts: number }): MailState =>
  row.status === "sent" || row.status === "failed" || row.status === "filed" ? row.status : row.attempts > 0 ? "retrying" : "queued";

/** The state in words, for the timelines ("E-mail sent: …"). */
export const stateWords: Record<MailState, string> = {
  queued: "queued",
  retrying: "retrying",
  sent: "sent",
  failed: "failed",
  filed: "not delivered (written to a file)",
};
