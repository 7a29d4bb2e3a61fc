/**
 * A contact opened from the CRM table: details, communications, follow-ups, and two actions —
 * send an e-mail (template or typed) and log a call / note with an optional follow-up date.
 */
import { useQuery } from "@tanstack/react-query";
import { ArrowDownLeft, ArrowUpRight, CalendarClock, Check } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { ApiError, apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { communicationTypes } from "~/shared/schemas/crm";
import {
  fetchJson,
  keys,
  showError,
  showSuccess,
  useAdminMutation,
  type Communication,
  type Contact,
  type EmailTemplate,
  type FollowUp,
} from "./api";
import { activeTemplates, formatDate, formatDateTime } from "./list-logic";
import { EmptyState, StatusBadge } from "./states";
import { mailtoHref } from "~/shared/schemas/email";
import { ServiceHistory } from "~/features/customers/service-history";

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
  const contactKey = ["/api/crm/contacts", contactId] as const;
  const contact = useQuery({ queryKey: contactKey, queryFn: fetchJson<Contact>([`/api/crm/contacts/${contactId}`]), staleTime: 0 });
  const comms = useQuery({
    queryKey: keys.communications(contactId),
    queryFn: fetchJson<Communication[]>(keys.communications(contactId)),
    staleTime: 0,
  });
  const followUps = useQuery({
    queryKey: keys.contactFollowUps(contactId),
    queryFn: fetchJson<FollowUp[]>(keys.contactFollowUps(contactId)),
    staleTime: 0,
  });

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
    const missing = contact.error instanceof ApiError && contact.error.status === 404;
    return (
      <>
        <DialogTitle>Contact</DialogTitle>
        <Alert variant="destructive" className="mt-4">
          {missing ? "This contact no longer exists." : m.loadFailed}
        </Alert>
      </>
    );
  }
  const c = contact.data;
  const name = `${c.firstName} ${c.lastName}`;
  const address =
    c.address || c.city || c.zipCode
      ? [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")
      : "";

  return (
    <div className="space-y-6">
      <div>
        <DialogTitle>{name}</DialogTitle>
        <DialogDescription>
          <span className="capitalize">{c.customerType}</span> customer · source {c.leadSource} · added {formatDate(c.createdAt)}
        </DialogDescription>
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label="Status">
          <span className="capitalize">{c.status}</span>
        </Detail>
        <Detail label="Email">{c.email ? <a className="text-brand-700 hover:underline" href={mailtoHref(c.email)}>{c.email}</a> : "—"}</Detail>
        <Detail label="Phone">{c.phone ? <a className="text-brand-700 hover:underline" href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}>{c.phone}</a> : "—"}</Detail>
        <Detail label="Address">{address || "—"}</Detail>
        <Detail label="Preferred contact">
          {c.preferredContactMethod}, {c.preferredContactTime}
        </Detail>
        <Detail label="Notes" wide>
          <span className="whitespace-pre-line">{c.notes || "—"}</span>
        </Detail>
      </dl>

      <section aria-labelledby="follow-ups-heading">
        <h3 id="follow-ups-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Follow-ups
        </h3>
        {followUps.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : followUps.isError ? (
          <Alert variant="destructive">{m.loadFailed}</Alert>
        ) : followUps.data.length === 0 ? (
          <EmptyState>{m.followUpsEmpty}</EmptyState>
        ) : (
          <ul className="space-y-2">
            {followUps.data.map((f) => (
              <FollowUpItem key={f.id} followUp={f} contactId={contactId} />
            ))}
          </ul>
        )}
      </section>

      <ServiceHistory contactId={contactId} />
      <section aria-labelledby="communications-heading">
        <h3 id="communications-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Communications
        </h3>
        {comms.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : comms.isError ? (
          <Alert variant="destructive">{m.loadFailed}</Alert>
        ) : comms.data.length === 0 ? (
          <EmptyState>{m.communicationsEmpty}</EmptyState>
        ) : (
          <ul className="space-y-3" data-testid="communications">
            {comms.data.map((x) => (
              <li key={x.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2 text-slate-700">
                  {x.direction === "outbound" ? (
                    <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <ArrowDownLeft className="h-4 w-4" aria-hidden="true" />
                  )}
                  <StatusBadge tone="slate">{x.type.replace("_", " ")}</StatusBadge>
                  <span>{x.direction}</span>
                  <span className="text-slate-600">{formatDateTime(x.createdAt)}</span>
                </div>
                {x.subject && <p className="mt-1 font-semibold text-slate-900">{x.subject}</p>}
                <p className="mt-1 line-clamp-4 whitespace-pre-line text-slate-800 wrap-anywhere">{x.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SendEmailForm contact={c} />
      <LogCommunicationForm contactId={c.id} />
    </div>
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

function FollowUpItem({ followUp, contactId }: { followUp: FollowUp; contactId: string }) {
  const done = useAdminMutation({
    request: () => apiJson("PATCH", `/api/crm/communications/${followUp.id}`, { followUpRequired: false }),
    invalidate: [keys.contactFollowUps(contactId), keys.followUps, keys.crmStats],
    errorMessage: m.logCommunicationFailed,
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex items-start gap-2">
        <CalendarClock className="mt-0.5 h-4 w-4 text-slate-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">
            {formatDateTime(followUp.followUpDate)} {followUp.isDue && <StatusBadge tone="red">Due</StatusBadge>}
          </p>
          <p className="text-slate-700 wrap-anywhere">{followUp.subject || followUp.content}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => done.mutate(undefined)} disabled={done.isPending}>
        <Check className="h-4 w-4" aria-hidden="true" /> Mark done
      </Button>
    </li>
  );
}

function SendEmailForm({ contact }: { contact: Contact }) {
  const templates = useQuery({ queryKey: keys.templates, staleTime: 5 * 60_000 });
  const list = activeTemplates(templates.data as EmailTemplate[] | undefined);
  const [templateId, setTemplateId] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useAdminMutation({
    request: (payload: Record<string, string>) => apiJson("POST", "/api/crm/send-email", payload),
    invalidate: [keys.communications(contact.id), keys.crmStats],
    errorMessage: m.sendEmailFailed,
    onSuccess: () => {
      showSuccess(m.emailQueued);
      setTemplateId("");
      setSubject("");
      setBody("");
      setErrors({});
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!templateId && (!subject.trim() || !body.trim())) {
      setErrors({
        ...(!subject.trim() ? { subject: m.subjectBodyRequired } : {}),
        ...(!body.trim() ? { body: m.subjectBodyRequired } : {}),
      });
      return;
    }
    setErrors({});
    send.mutate(templateId ? { contactId: contact.id, templateId } : { contactId: contact.id, subject, body });
  }

  if (!contact.email) {
    return (
      <section aria-labelledby="send-email-heading">
        <h3 id="send-email-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Send email
        </h3>
        <p className="text-sm text-slate-700">{m.contactNoEmail}.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="send-email-heading">
      <h3 id="send-email-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Send email
      </h3>
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
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending..." : `Send to ${contact.email}`}
        </Button>
      </form>
    </section>
  );
}

function LogCommunicationForm({ contactId }: { contactId: string }) {
  const [type, setType] = useState<string>("call");
  const [direction, setDirection] = useState("outbound");
  const [content, setContent] = useState("");
  const [followUpDate, setFollowUpDate] = useState("");
  const [error, setError] = useState<string | undefined>();
  const save = useAdminMutation({
    request: (payload: object) => apiJson("POST", "/api/crm/communications", payload),
    invalidate: [keys.communications(contactId), keys.contactFollowUps(contactId), keys.followUps, keys.crmStats],
    errorMessage: m.logCommunicationFailed,
    onSuccess: () => {
      setContent("");
      setFollowUpDate("");
      showSuccess("Communication saved");
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!content.trim()) return setError(messages.validation.required);
    setError(undefined);
    const date = followUpDate ? new Date(followUpDate) : null;
    if (date && Number.isNaN(date.getTime())) return showError("Follow-up date must be a date and time");
    save.mutate({
      contactId,
      type,
      direction,
      content,
      followUpRequired: !!date,
      ...(date ? { followUpDate: date.toISOString() } : {}),
    });
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
        <Field id="log-content" label="What happened" error={error} className="sm:col-span-2">
          {(p) => <Textarea {...p} value={content} onChange={(e) => setContent(e.target.value)} />}
        </Field>
        <Field id="log-follow-up" label="Follow up on (optional)">
          {(p) => <Input {...p} type="datetime-local" value={followUpDate} onChange={(e) => setFollowUpDate(e.target.value)} />}
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="outline" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}

