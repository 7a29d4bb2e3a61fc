/**
 * Queue a message in the outbox. Call it with the transaction of the change that causes the
 * message, so both are stored together; the mail worker delivers it later with retries.
 * A templated mail is queued as its props (`enqueueTemplated`) and rendered by the worker.
 */
import { messages } from "@common/messages";
import { isEmailAddress } from "@common/schemas/email";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { HttpError } from "../http/errors";
import type { TemplatedMail } from "./templates/types";

export interface OutgoingMail {
  /** What the message is for: password_reset, lead_alert, crm_email, invitation, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on customer mail. */
  headers?: Record<string, string>;
}

/** A line break in a header would let a value start headers of its own. */
export const headerUnsafe = /[\r\n]/;

export class UnsafeHeaderError extends Error {}

/** The recipient or Reply-To is not an address the site accepts (an old row, say): a 400, nothing queued. */
export class InvalidMailAddressError extends HttpError {
  constructor() {
    super(400, messages.api.mailAddressInvalid);
  }
}

/** Where a templated mail goes: the recipient and the envelope headers, checked like any mail's. */
export type TemplatedOutgoingMail = TemplatedMail & Pick<OutgoingMail, "to" | "replyTo" | "headers">;

function checkEnvelope(mail: Pick<OutgoingMail, "to" | "subject" | "replyTo" | "headers">) {
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

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  checkEnvelope(mail);
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, headers: mail.headers })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export async function enqueueTemplated(db: Db, mail: TemplatedOutgoingMail): Promise<string> {
  checkEnvelope(mail);
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, to: mail.to, subject: mail.subject, props: mail.props, replyTo: mail.replyTo, headers: mail.headers })
    .returning({ id: mailOutbox.id });
  return row!.id;
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
