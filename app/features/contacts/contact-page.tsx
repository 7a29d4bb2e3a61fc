/**
 * One contact on a page of its own (/admin/contacts/:id): the buttons to reach them first, then
 * sections a phone can jump between — details, history (timeline, follow-ups, communications),
 * jobs (service history) and mail and calls — instead of the dashboard's one long dialog. The
 * sections are the dialog's own parts.
 */
import { useState } from "react";
import { Pencil } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { ReachButtons } from "~/components/back-office/reach-buttons";
import { formatDate } from "@common/dates";
import { useContact, type Contact } from "./api";
import { CommunicationsSection } from "./communications-section";
import { ContactTimeline } from "./contact-details";
import { ContactForm } from "./contact-form";
import { contactAddress, ContactSummary } from "./contact-summary";
import { FollowUpsSection } from "./follow-ups-section";
import { LogCommunicationForm } from "./log-communication-form";
import { SendEmailForm } from "./send-email-form";
import { ServiceHistory } from "./service-history";

const sections = [
  { id: "details", label: "Details" },
  { id: "history", label: "History" },
  { id: "jobs", label: "Jobs" },
  { id: "mail", label: "Mail & calls" },
] as const;

function Section({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {label}
      </h2>
      {children}
    </section>
  );
}

export function ContactPage({ initialContact }: { initialContact: Contact }) {
  const query = useContact(initialContact.id, initialContact);
  const c = query.data ?? initialContact;
  const [editing, setEditing] = useState(false);
  const place = contactAddress(c);

  return (
    <article aria-labelledby="contact-heading" className="space-y-6">
      <header>
        <h1 id="contact-heading" className="text-2xl font-bold text-slate-900 wrap-anywhere sm:text-3xl">
          {c.firstName} {c.lastName}
        </h1>
        <p className="mt-1 text-slate-700">
          <span className="capitalize">{c.customerType}</span> customer · {c.status} · source {c.leadSource} · added {formatDate(c.createdAt, "short")}
        </p>
      </header>
      <ReachButtons phone={c.phone} email={c.email} place={place || null} subject={`${c.firstName}, about your service`} />
      <nav aria-label="Sections" className="flex flex-wrap gap-2 text-sm">
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`} className="rounded-full border border-slate-300 bg-white px-3 py-1.5 font-semibold text-brand-800 hover:bg-slate-100">
            {s.label}
          </a>
        ))}
      </nav>

      <Section id="details" label="Details">
        {editing ? (
          <ContactForm contact={c} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <ContactSummary contact={c} />
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit details
            </Button>
          </>
        )}
      </Section>
      <Section id="history" label="History">
        <ContactTimeline contactId={c.id} />
        <FollowUpsSection contactId={c.id} />
        <CommunicationsSection contactId={c.id} />
      </Section>
      <Section id="jobs" label="Jobs">
        <ServiceHistory contactId={c.id} />
      </Section>
      <Section id="mail" label="Mail & calls">
        <SendEmailForm contact={c} />
        <LogCommunicationForm contactId={c.id} />
      </Section>
    </article>
  );
}
