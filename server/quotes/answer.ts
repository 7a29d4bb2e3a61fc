/**
 * The homeowner's answer, in one transaction: the signature record (quote_answers, whose key
 * allows one answer per quote), the status, the office's mail and webhook, the lead moved on,
 * and, for an acceptance, the job (a customer_services row) with the chosen lines. Anything
 * refused changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { chosenLines, cleanChoice, totalsFor, type QuoteDocument } from "@common/billing/quote-document";
import { formatCents, formatQuantity } from "@common/billing/money";
import type { Choice } from "@common/billing/totals";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { contacts, customerServices, leads, quoteAnswers, quotes, quoteVersions } from "../db/schema";
import { alertRecipients } from "../leads/alerts";
import { queueMail } from "../mail/outbox";
import { quoteAnswered, templatedOwnSubject } from "../mail/templates";
import { queueWebhookEvent } from "../webhooks/events";
import { convertLeadToContact } from "../contacts/convert";
import { contactStateDefault } from "../contacts/contacts";
import { findLink, stateOf } from "./public";
import { advanceLead, LEAD_STATUS_ON, sha256Of } from "./send";

export const ANSWER_MESSAGES = {
  badLink: "This quote link is not valid. It may have been replaced by a newer one or withdrawn. Please call us for a new link.",
  accepted: "This quote has already been accepted. Thank you: we will be in touch to schedule the work.",
  declined: "This quote has already been declined. If you have changed your mind, please call us.",
  expired: "This quote has expired. Please call us for an updated quote.",
  changed: "This quote changed since you opened it. Please look over the new version below before you accept it.",
  nameRequired: "Type your full name to accept the quote",
  nameTooLong: "At most 100 characters",
  reasonTooLong: "At most 1000 characters",
} as const;

export type AnswerRefusal = keyof typeof ANSWER_MESSAGES;

export interface AnswerInput {
  decision: "accepted" | "declined";
  /** The version the page showed (its hidden field). */
  version: number;
  option: string | null;
  optionalLines: string[];
  signedName: string;
  reason: string;
  ip: string | null;
  userAgent: string | null;
}

export type AnswerResult = { ok: true; jobId: string | null } | { ok: false; refusal: AnswerRefusal; field?: "name" | "reason" };

class Refused extends Error {
  constructor(readonly refusal: AnswerRefusal) {
    super(refusal);
  }
}

/** The hash of exactly what was answered: the version's document hash, the version, the choice and its total. */
export const answerHash = (versionSha256: string, version: number, choice: Choice, totalCents: number | null) =>
  sha256Of({ document: versionSha256, version, choice: { option: choice.option, optionalLines: [...choice.optionalLines].sort() }, totalCents });

/** The contact the job belongs to: the quote's, the lead's, the lead converted, or one made from the quote. */
async function contactFor(tx: Db, quote: typeof quotes.$inferSelect, now: Date): Promise<string> {
  if (quote.contactId) {
    const [found] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, quote.contactId));
    if (found) return found.id;
  }
  if (quote.leadId) {
    const [converted] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.leadId, quote.leadId));
    if (converted) return converted.id;
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, quote.leadId));
    if (lead) return (await convertLeadToContact(tx, lead.id, {}, null, now)).id;
  }
  const [first, ...rest] = quote.customerName.trim().split(/\s+/);
  const [made] = await tx
    .insert(contacts)
    .values({
      firstName: first || quote.customerName,
      lastName: rest.join(" "),
      email: quote.customerEmail || null,
      phone: quote.customerPhone,
      address: quote.customerAddress,
      source: "quote",
      status: "active",
      state: await contactStateDefault(tx),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contacts.id });
  return made!.id;
}

/** The job's description: each chosen line with its quantity and amount, and the totals. */
function jobDescription(doc: QuoteDocument, choice: Choice): string {
  const totals = totalsFor(doc, choice);
  const amounts = new Map(totals.lines.map((l) => [l.id, l.amount]));
  const lines = chosenLines(doc, choice).map((l) => `- ${l.description}: ${formatQuantity(l.quantity)} ${l.unit} × ${formatCents(l.unitCents)} = ${formatCents(amounts.get(l.id) ?? 0)}`);
  const option = doc.options.find((o) => o.key === choice.option);
  return [
    `Quote ${doc.number} (version ${doc.version})${option ? `, option: ${option.label}` : ""}`,
    ...lines,
    `Subtotal ${formatCents(totals.subtotal)}${totals.discount ? `, discount ${formatCents(totals.discount)}` : ""}, tax ${formatCents(totals.tax)}, total ${formatCents(totals.total)}`,
  ].join("\n");
}

/** Hours of the chosen lines counted in hours, rounded to whole hours as the table keeps them. */
const laborHoursOf = (doc: QuoteDocument, choice: Choice) => {
  const hundredths = chosenLines(doc, choice)
    .filter((l) => /^(h|hr|hrs|hour|hours)$/i.test(l.unit.trim()))
    .reduce((sum, l) => sum + l.quantity, 0);
  return hundredths ? Math.round(hundredths / 100) : null;
};

export async function answerQuote(ctx: AppContext, token: string, input: AnswerInput): Promise<AnswerResult> {
  if (input.decision === "accepted") {
    const name = input.signedName.trim();
    if (!name) return { ok: false, refusal: "nameRequired", field: "name" };
    if (name.length > 100) return { ok: false, refusal: "nameTooLong", field: "name" };
  }
  if (input.reason.trim().length > 1000) return { ok: false, refusal: "reasonTooLong", field: "reason" };
  const now = ctx.clock.now();
  let office: { quoteId: string; number: string; customer: string; decision: "accepted" | "declined" } | undefined;
  try {
    const jobId = await ctx.db.transaction(async (tx) => {
      const link = await findLink(tx, token);
      if (!link) throw new Refused("badLink");
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, link.quoteId)).for("update");
      if (!quote?.sentVersion) throw new Refused("badLink");
      const state = stateOf(quote, now);
      if (state !== "open") throw new Refused(state);
      if (input.version !== quote.sentVersion) throw new Refused("changed");
      const [version] = await tx
        .select()
        .from(quoteVersions)
        .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.version, quote.sentVersion)));
      if (!version) throw new Refused("badLink");
      const doc = version.document as unknown as QuoteDocument;
      const accepted = input.decision === "accepted";
      const choice = cleanChoice(doc, input.option, input.optionalLines);
      const total = accepted ? totalsFor(doc, choice).total : null;
      await tx.insert(quoteAnswers).values({
        quoteId: quote.id,
        decision: input.decision,
        version: version.version,
        signedName: accepted ? input.signedName.trim() : null,
        reason: accepted ? null : input.reason.trim() || null,
        choice: accepted ? { option: choice.option, optionalLines: [...choice.optionalLines] } : null,
        totalCents: total,
        sha256: answerHash(version.sha256, version.version, choice, total),
        ipAddress: input.ip,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        answeredAt: now,
      });
      let job: string | null = null;
      let contactId = quote.contactId;
      if (accepted) {
        contactId = await contactFor(tx, quote, now);
        const option = doc.options.find((o) => o.key === choice.option);
        const [made] = await tx
          .insert(customerServices)
          .values({
            contactId,
            serviceType: doc.title.slice(0, 100),
            serviceCategory: "installation",
            title: `${doc.number}: ${doc.title}${option ? ` (${option.label})` : ""}`.slice(0, 150),
            description: jobDescription(doc, choice),
            // The table keeps whole dollars; the exact cents are in the description and the answer.
            cost: Math.round(total! / 100),
            laborHours: laborHoursOf(doc, choice),
            status: "scheduled",
            internalNotes: `Accepted online by ${input.signedName.trim()} on ${now.toISOString()}`,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: customerServices.id });
        job = made!.id;
        // The job remembers its quote (through the answer), so its invoice starts from the accepted lines.
        await tx.update(quoteAnswers).set({ jobId: job }).where(eq(quoteAnswers.quoteId, quote.id));
      }
      await tx.update(quotes).set({ status: input.decision, answeredAt: now, contactId, updatedAt: now }).where(eq(quotes.id, quote.id));
      const optionLabel = doc.options.find((o) => o.key === choice.option)?.label ?? null;
      const officeUrl = `${ctx.config.publicUrl}/admin/contacts/${contactId ?? ""}`;
      const mail = templatedOwnSubject(quoteAnswered, {
        decision: input.decision,
        number: doc.number,
        title: doc.title,
        customer: quote.customerName,
        total: total === null ? null : formatCents(total),
        option: accepted ? optionLabel : null,
        signedName: accepted ? input.signedName.trim() : null,
        reason: accepted ? null : input.reason.trim() || null,
        officeUrl: contactId ? officeUrl : `${ctx.config.publicUrl}/admin`,
      });
      const recipients = await alertRecipients(tx);
      if (recipients.length) await queueMail(tx, recipients.map((to) => ({ ...mail, to, createdAt: now })));
      await queueWebhookEvent(
        tx,
        accepted ? "quote.accepted" : "quote.declined",
        { id: quote.id, number: quote.number, version: version.version, choice: accepted ? choice : null, total, jobId: job, contactId, answeredAt: now.toISOString() },
        now,
      );
      await advanceLead(tx, quote.leadId, LEAD_STATUS_ON[input.decision], now);
      office = { quoteId: quote.id, number: quote.number, customer: quote.customerName, decision: input.decision };
      return job;
    });
    ctx.wake.mail();
    ctx.wake.webhooks();
    if (office) ctx.push.quoteAnswered(office);
    return { ok: true, jobId };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    // Two answers racing: the key on quote_answers refuses the second; tell it what the first was.
    if (isUniqueViolation(error)) {
      const link = await findLink(ctx.db, token);
      const [row] = link ? await ctx.db.select({ decision: quoteAnswers.decision }).from(quoteAnswers).where(eq(quoteAnswers.quoteId, link.quoteId)) : [];
      return { ok: false, refusal: row?.decision === "declined" ? "declined" : "accepted" };
    }
    throw error;
  }
}
