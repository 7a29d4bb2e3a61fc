/**
 * A contact's particulars as a form: a new contact entered by hand, or an existing one edited.
 * Checked with the server's schema before sending; the server's own refusals (a bad field, an
 * e-mail another contact has) come back beside the fields. An edit sends only what changed, so a
 * value stored before these rules existed does not block changing something else.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { schemaFieldErrors } from "@common/field-errors";
import {
  contactCreateSchema,
  contactStatuses,
  contactUpdateSchema,
  customerTypes,
  preferredContactMethods,
  preferredContactTimes,
} from "@common/schemas/crm";
import { useBusinessRegion } from "~/lib/use-business-region";
import { useCreateContact, useEditContact, type ContactInput } from "./api";
import type { Contact } from "./api";

const fields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "secondaryPhone",
  "address",
  "city",
  "state",
  "zipCode",
  "customerType",
  "status",
  "preferredContactMethod",
  "preferredContactTime",
  "notes",
] as const;
type FieldName = (typeof fields)[number];
type Values = Record<FieldName, string>;

const blank: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  secondaryPhone: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  customerType: "residential",
  status: "active",
  preferredContactMethod: "phone",
  preferredContactTime: "any",
  notes: "",
};

/** A new contact starts in the business's state (Settings); the server fills it in when left empty too. */
const valuesOf = (c: Contact | null, region: string): Values =>
  c ? (Object.fromEntries(fields.map((f) => [f, (c[f] as string | null) ?? ""])) as Values) : { ...blank, state: region };

const label = (v: string) => v[0]!.toUpperCase() + v.slice(1);

export function ContactForm({ contact, onDone, onCancel }: { contact: Contact | null; onDone: (contact?: Contact) => void; onCancel: () => void }) {
  const initial = valuesOf(contact, useBusinessRegion());
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateContact((c) => onDone(c), setErrors);
  const edit = useEditContact(contact?.id ?? "", () => onDone(), setErrors);
  const pending = create.isPending || edit.isPending;
  const prefix = contact ? `contact-${contact.id}` : "contact-new";

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body: ContactInput = contact ? Object.fromEntries(fields.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]])) : { ...values };
    if (contact && Object.keys(body).length === 0) return onCancel();
    const found = schemaFieldErrors(contact ? contactUpdateSchema : contactCreateSchema, body);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (contact) edit.mutate(body);
    else create.mutate(body);
  }

  const set = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const text = (name: FieldName, text: string, opts: { required?: boolean; type?: string; autoComplete?: string; className?: string } = {}) => (
    <Field id={`${prefix}-${name}`} label={text} error={errors[name]} required={opts.required} className={opts.className}>
      {(p) => <Input {...p} type={opts.type ?? "text"} autoComplete={opts.autoComplete ?? "off"} value={values[name]} onChange={set(name)} />}
    </Field>
  );
  const choice = (name: FieldName, text: string, options: readonly string[]) => (
    <Field id={`${prefix}-${name}`} label={text} error={errors[name]}>
      {(p) => (
        <Select {...p} value={values[name]} onChange={set(name)}>
          {!options.includes(values[name]) && <option value={values[name]}>{values[name]}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {label(o)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={contact ? "Edit contact" : "New contact"} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {text("firstName", "First name", { required: true })}
        {text("lastName", "Last name", { required: true })}
        {text("email", "Email", { type: "email" })}
        {text("phone", "Phone", { type: "tel" })}
        {text("secondaryPhone", "Second phone", { type: "tel" })}
        {text("address", "Street address")}
        {text("city", "Town")}
        <div className="grid grid-cols-2 gap-3">
          {text("state", "State")}
          {text("zipCode", "ZIP code", { type: "text" })}
        </div>
        {choice("preferredContactMethod", "Preferred contact", preferredContactMethods)}
        {choice("preferredContactTime", "Preferred time", preferredContactTimes)}
        {choice("customerType", "Customer type", customerTypes)}
        {choice("status", "Status", contactStatuses)}
      </div>
      <Field id={`${prefix}-notes`} label="Notes" error={errors.notes}>
        {(p) => <Textarea {...p} rows={3} value={values.notes} onChange={set("notes")} />}
      </Field>
      <p className="text-sm text-slate-600">An e-mail address or a phone number is needed to reach the customer.</p>
      <div className="flex gap-2">
        <Button type="submit" busy={pending}>
          {contact ? "Save contact" : "Add contact"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
