/**
 * A contact opened from the CRM table or a converted lead: its particulars (editable), its
 * timeline, follow-ups, service history and communications, and two actions — send an e-mail
 * (template or typed) and log a call / note with an optional follow-up date. Each part lives in
 * ./contact/.
 */
import { Pencil } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogTitle, Dialog, DialogContent } from "~/components/ui/dialog";
import { Alert, Skeleton } from "~/components/ui/card";
import { errorStatus } from "~/lib/api-errors";
import * as staffMessages from "@common/staff-messages";
import { useContact, useContactTimeline } from "./api";
import { CommunicationsSection } from "./communications-section";
import { ContactForm } from "./contact-form";
import { ContactSummary } from "./contact-summary";
import { FollowUpsSection } from "./follow-ups-section";
import { LogCommunicationForm } from "./log-communication-form";
import { SendEmailForm } from "./send-email-form";
import { formatDate } from "@common/dates";
import { TimelineList } from "~/components/back-office/timeline-list";
import { ServiceHistory } from "./service-history";

const m = staffMessages.dashboard;

export function ContactDetailsDialog({ contactId, onClose }: { contactId: string | null; onClose: () => void }) {
  return (
    <Dialog open={!!contactId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="max-w-3xl">
        {contactId ? <ContactDetails contactId={contactId} /> : <DialogTitle>Contact</DialogTitle>}
      </DialogContent>
    </Dialog>
  );
}

function ContactDetails({ contactId }: { contactId: string }) {
  const contact = useContact(contactId);
  const [editing, setEditing] = useState(false);

  if (contact.isPending) {
    return (
      <div role="status" className="space-y-3">
        <DialogTitle>Loading contact…</DialogTitle>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (contact.isError) {
    return (
      <>
        <DialogTitle>Contact</DialogTitle>
        <Alert variant="destructive" className="mt-4">
          {errorStatus(contact.error) === 404 ? "This contact no longer exists." : m.loadFailed}
        </Alert>
      </>
    );
  }
  const c = contact.data;
  return (
    <div className="space-y-6">
      <div>
        <DialogTitle>
          {c.firstName} {c.lastName}
        </DialogTitle>
        <DialogDescription>
          <span className="capitalize">{c.customerType}</span> customer · source {c.leadSource} · added {formatDate(c.createdAt, "short")}
        </DialogDescription>
      </div>
      {editing ? (
        <section aria-labelledby="edit-contact-heading">
          <h3 id="edit-contact-heading" className="mb-2 text-lg font-semibold text-slate-900">
            Edit contact
          </h3>
          <ContactForm contact={c} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
        </section>
      ) : (
        <div className="space-y-3">
          <ContactSummary contact={c} />
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit details
          </Button>
        </div>
      )}
      <ContactTimeline contactId={contactId} />
      <FollowUpsSection contactId={contactId} />
      <ServiceHistory contactId={contactId} />
      <CommunicationsSection contactId={contactId} />
      <SendEmailForm contact={c} />
      <LogCommunicationForm contactId={c.id} />
    </div>
  );
}

export function ContactTimeline({ contactId }: { contactId: string }) {
  const timeline = useContactTimeline(contactId);
  return (
    <section aria-labelledby="contact-timeline-heading">
      <h3 id="contact-timeline-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Timeline
      </h3>
      <TimelineList query={timeline} testId="contact-timeline" />
    </section>
  );
}
