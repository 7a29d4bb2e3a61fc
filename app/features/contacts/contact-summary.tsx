/** A contact's particulars as a definition list: status, e-mail, phone, address, preference, notes. */
import { mailtoHref } from "@common/schemas/email-address";
import type { Contact } from "./api";

export function contactAddress(c: Pick<Contact, "address" | "city" | "state" | "zipCode">): string {
  if (!c.address && !c.city && !c.zipCode) return "";
  return [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

export function ContactSummary({ contact: c }: { contact: Contact }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <Detail label="Status">
        <span className="capitalize">{c.status}</span>
      </Detail>
      <Detail label="Email">{c.email ? <a className="text-brand-700 hover:underline" href={mailtoHref(c.email)}>{c.email}</a> : "—"}</Detail>
      <Detail label="Phone">{c.phone ? <a className="text-brand-700 hover:underline" href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}>{c.phone}</a> : "—"}</Detail>
      <Detail label="Address">{contactAddress(c) || "—"}</Detail>
      <Detail label="Preferred contact">
        {c.preferredContactMethod}, {c.preferredContactTime}
      </Detail>
      <Detail label="Notes" wide>
        <span className="whitespace-pre-line">{c.notes || "—"}</span>
      </Detail>
    </dl>
  );
}

function Detail({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
