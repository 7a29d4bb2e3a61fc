/**
 * A contact opened from the CRM table or a converted lead: its particulars, follow-ups and
 * communications, and two actions — send an e-mail (template or typed) and log a call / note
 * with an optional follow-up date. Each part lives in ./contact/.
 */
import { DialogDescription, DialogTitle, Dialog, DialogContent } from "~/components/ui/dialog";
import { Alert, Skeleton } from "~/components/ui/card";
import { errorStatus } from "~/lib/api-errors";
import { messages } from "~/shared/messages";
import { useContact } from "./api/crm";
import { CommunicationsSection } from "./contact/communications-section";
import { ContactSummary } from "./contact/contact-summary";
import { FollowUpsSection } from "./contact/follow-ups-section";
import { LogCommunicationForm } from "./contact/log-communication-form";
import { SendEmailForm } from "./contact/send-email-form";
import { formatDate } from "./list-logic";
import { ServiceHistory } from "~/features/customers";

const m = messages.dashboard;

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
          <span className="capitalize">{c.customerType}</span> customer · source {c.leadSource} · added {formatDate(c.createdAt)}
        </DialogDescription>
      </div>
      <ContactSummary contact={c} />
      <FollowUpsSection contactId={contactId} />
      <ServiceHistory contactId={contactId} />
      <CommunicationsSection contactId={contactId} />
      <SendEmailForm contact={c} />
      <LogCommunicationForm contactId={c.id} />
    </div>
  );
}
