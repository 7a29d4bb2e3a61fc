/** Log a call, note or meeting with an optional follow-up date; checked with the server's schema. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { schemaFieldErrors } from "@common/field-errors";
import { communicationSchema, communicationTypes } from "@common/schemas/crm";
import { useLogCommunication } from "./api";

/** A datetime-local value as an ISO instant, or the text as typed (the schema then refuses it). */
const toInstant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

export function LogCommunicationForm({ contactId }: { contactId: string }) {
  const [type, setType] = useState<string>("call");
  const [direction, setDirection] = useState("outbound");
  const [content, setContent] = useState("");
  const [followUpDate, setFollowUpDate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useLogCommunication(contactId, () => {
    setContent("");
    setFollowUpDate("");
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const payload = {
      contactId,
      type,
      direction,
      content,
      followUpRequired: !!followUpDate,
      ...(followUpDate ? { followUpDate: toInstant(followUpDate) } : {}),
    };
    const found = schemaFieldErrors(communicationSchema, payload);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(payload);
  }

  return (
    <section aria-labelledby="log-heading">
      <h3 id="log-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Log a call or note
      </h3>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <Field id="log-type" label="Type">
          {(p) => (
            <Select {...p} value={type} onChange={(e) => setType(e.target.value)}>
              {communicationTypes
                .filter((t) => t !== "web_form")
                .map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
            </Select>
          )}
        </Field>
        <Field id="log-direction" label="Direction">
          {(p) => (
            <Select {...p} value={direction} onChange={(e) => setDirection(e.target.value)}>
              <option value="outbound">outbound</option>
              <option value="inbound">inbound</option>
            </Select>
          )}
        </Field>
        <Field id="log-content" label="What happened" error={errors.content} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={content} onChange={(e) => setContent(e.target.value)} />}
        </Field>
        <Field id="log-follow-up" label="Follow up on (optional)" error={errors.followUpDate}>
          {(p) => <Input {...p} type="datetime-local" value={followUpDate} onChange={(e) => setFollowUpDate(e.target.value)} />}
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="outline" busy={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
