/** Send a contact an e-mail from a template or typed here; checked with the server's own schema. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { schemaFieldErrors } from "@common/field-errors";
import * as staffMessages from "@common/staff-messages";
import { sendEmailSchema } from "@common/schemas/crm";
import { useEmailTemplates, useSendEmail } from "./api";
import type { Contact } from "./api";
import { activeTemplates } from "./list-logic";

const m = staffMessages.dashboard;

export function SendEmailForm({ contact }: { contact: Contact }) {
  const templates = useEmailTemplates();
  const list = activeTemplates(templates.data);
  const [templateId, setTemplateId] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendEmail(contact.id, () => {
    setTemplateId("");
    setSubject("");
    setBody("");
    setErrors({});
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const payload = templateId ? { contactId: contact.id, templateId } : { contactId: contact.id, subject, body };
    const found = schemaFieldErrors(sendEmailSchema, payload);
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(payload);
  }

  return (
    <section aria-labelledby="send-email-heading">
      <h3 id="send-email-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Send email
      </h3>
      {!contact.email ? (
        <p className="text-sm text-slate-700">{m.contactNoEmail}.</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field id="email-template" label="Template">
            {(p) => (
              <Select {...p} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
                <option value="">Write my own message</option>
                {list.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {!templateId && (
            <>
              <Field id="email-subject" label="Subject" error={errors.subject}>
                {(p) => <Input {...p} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />}
              </Field>
              <Field id="email-body" label="Message" error={errors.body} hint="You can use {{firstName}}, {{lastName}} and {{fullName}}.">
                {(p) => <Textarea {...p} value={body} onChange={(e) => setBody(e.target.value)} />}
              </Field>
            </>
          )}
          {/* A long address wraps inside the button instead of widening the page. */}
          <Button type="submit" busy={send.isPending} className="h-auto! min-h-11 max-w-full py-2 whitespace-normal! wrap-anywhere">
            {send.isPending ? "Sending..." : `Send to ${contact.email}`}
          </Button>
        </form>
      )}
    </section>
  );
}
