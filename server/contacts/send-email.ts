/**
 * POST /api/crm/send-email: renders a template (or a typed subject and body) with the contact's
 * details, queues it in the mail outbox and records an outbound communication, in one transaction.
 */
import { eq } from "drizzle-orm";
import type { SendEmailInput } from "@common/schemas/crm";
import * as staffMessages from "@common/staff-messages";
import type { BusinessSettings } from "@common/business-settings";
import type { Db } from "../db/client";
import { getBusinessSettings } from "../office/settings";
import { communications, emailTemplates } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { queueMail } from "../mail/outbox";
import { mailText } from "../mail/templates";
import { getContact, toCommunicationJson, type ContactRow } from "./queries";
import { escapeHtml } from "../http/escape-html";

/** The contact's fields and the business's name and phone as the owner keeps them in Settings. */
export function contactVariables(contact: ContactRow, settings: Pick<BusinessSettings, "name" | "phone">): Record<string, string> {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    fullName: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email ?? "",
    phone: contact.phone ?? "",
    address: contact.address ?? "",
    city: contact.city ?? "",
    state: contact.state,
    zipCode: contact.zipCode ?? "",
    companyName: settings.name,
    companyPhone: settings.phone,
  };
}

/** Replaces `{{ name }}`; unknown variables become empty. `encode` escapes values for HTML. */
export function renderTemplate(template: string, vars: Record<string, string>, encode: (s: string) => string = (s) => s) {
  return template.replace(/\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g, (_m, name: string) =>
    encode(Object.prototype.hasOwnProperty.call(vars, name) ? vars[name]! : ""),
  );
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();


const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

export async function sendContactEmail(db: Db, input: SendEmailInput, userId: string | null, now: Date) {
  return db.transaction(async (tx) => {
    const contact = await getContact(tx, input.contactId);
    if (!contact) throw notFound("Contact not found");
    if (!contact.email) throw badRequest(staffMessages.dashboard.contactNoEmail, { contactId: staffMessages.dashboard.contactNoEmail });
    const vars = contactVariables(contact, await getBusinessSettings(tx));

    let subject: string;
    let text: string;
    let html: string;
    if (input.templateId) {
      const [template] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, input.templateId));
      if (!template) throw notFound("Template not found");
      if (!template.isActive) {
        throw badRequest(staffMessages.dashboard.templateInactive, { templateId: staffMessages.dashboard.templateInactive });
      }
      subject = oneLine(renderTemplate(template.subject, vars));
      html = renderTemplate(template.htmlContent, vars, escapeHtml);
      text = template.textContent ? renderTemplate(template.textContent, vars) : mailText(html);
    } else {
      subject = oneLine(renderTemplate(input.subject!, vars));
      text = renderTemplate(input.body!, vars);
      html = textToHtml(text);
    }

    const outboxId = await queueMail(tx, { kind: "crm_email", to: contact.email, subject, text, html });
    const [communication] = await tx
      .insert(communications)
      .values({
        contactId: contact.id,
        leadId: contact.leadId,
        type: "email",
        direction: "outbound",
        subject,
        content: text,
        status: "completed",
        completedAt: now,
        userId,
        metadata: { outboxId, templateId: input.templateId ?? null },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toCommunicationJson(communication!);
  });
}
