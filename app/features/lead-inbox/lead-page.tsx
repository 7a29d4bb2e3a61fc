/**
 * One lead on a page of its own (/admin/leads/:id), made for a phone between jobs: who, what,
 * where and when, the message, one tap to call, text, e-mail or get directions, then the status,
 * the conversion into a contact and the workflow the dashboard's dialog shows too.
 */
import { Link, useNavigate } from "react-router";
import { UserPlus } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { ReachButtons } from "~/components/back-office/reach-buttons";
import { Card } from "~/components/ui/card";
import { Field, Select } from "~/components/ui/form-controls";
import { StatusBadge } from "~/components/back-office/states";
import { formatDateTime, isoDate } from "@common/dates";
import { Fragment, type ReactNode } from "react";
import { isLeadField, leadViews, staffLabel, staffValue } from "@common/lead-fields";
import { formName, requestName, serviceName } from "@common/lead-forms";
import { mailtoHref, phoneHref } from "@common/reach-links";
import { LeadStatusOptions } from "./lead-status-options";
import { useConvertLead, useLead, useUpdateLeadStatus, type AdminLead } from "./api";
import { LeadWorkflow } from "./lead-workflow";
import type { TimelineEvent } from "~/lib/server-types";

export function LeadPage({ initialLead, initialTimeline }: { initialLead: AdminLead; initialTimeline: TimelineEvent[] }) {
  const navigate = useNavigate();
  const query = useLead(initialLead.id, initialLead);
  const lead = query.data ?? initialLead;
  const status = useUpdateLeadStatus();
  const convert = useConvertLead();
  const name = `${lead.firstName} ${lead.lastName}`;
  const from = formName(lead.form);
  const request = requestName(lead.form);
  // The rows of the field list (common/lead-fields.ts) that are links here, and the page's own rows.
  const linked = {
    phone: (
      <a href={phoneHref(lead.phone)} className="text-brand-700 underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
        {lead.phone}
      </a>
    ),
    email: (
      <a href={mailtoHref(lead.email)} className="text-brand-700 underline max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
        {lead.email}
      </a>
    ),
  };
  const own: Record<"received" | "sentWith", [string, ReactNode]> = {
    received: ["Received", <time dateTime={isoDate(lead.createdAt)}>{formatDateTime(lead.createdAt)}</time>],
    sentWith: ["Sent with", `${from ?? "Not recorded"}${lead.pagePath ? ` on ${lead.pagePath}` : ""}`],
  };

  return (
    <article aria-labelledby="lead-heading" className="space-y-6">
      <header>
        <h1 id="lead-heading" className="text-2xl font-bold text-slate-900 wrap-anywhere sm:text-3xl">
          {name}
        </h1>
        <p className="mt-1 text-slate-700">
          <span className="capitalize">{request}</span>
          {lead.serviceType ? ` · ${serviceName(lead.serviceType)}` : ""} · <StatusBadge tone={lead.status === "Lead" ? "amber" : "slate"}>{lead.status}</StatusBadge>
          {lead.isSpam && (
            <>
              {" "}
              <StatusBadge tone="red">Held as spam</StatusBadge>
            </>
          )}
        </p>
      </header>

      <ReachButtons phone={lead.phone} email={lead.email} place={lead.location} subject={`Re: your ${request}`} />

      <Card className="p-4">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          {leadViews.page.map((key) => {
            const [label, value] = isLeadField(key) ? [staffLabel(key, "page"), linked[key as keyof typeof linked] ?? staffValue(key, lead[key], "Not given")] : own[key];
            return (
              <Fragment key={key}>
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className={key === "received" ? undefined : "wrap-anywhere"}>{value}</dd>
              </Fragment>
            );
          })}
        </dl>
      </Card>

      <section aria-labelledby="lead-message-heading">
        <h2 id="lead-message-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Message
        </h2>
        <p className="whitespace-pre-line rounded-md border border-slate-200 bg-white p-3 text-slate-800 wrap-anywhere">
          {lead.message || "No message."}
        </p>
      </section>

      <section aria-labelledby="lead-progress-heading" className="space-y-4">
        <h2 id="lead-progress-heading" className="text-lg font-semibold text-slate-900">
          Progress
        </h2>
        <Field id="lead-status" label="Status">
          {(p) => (
            <Select
              {...p}
              value={lead.status}
              onChange={(e) => status.mutate({ id: lead.id, status: e.target.value })}
            >
              <LeadStatusOptions current={lead.status} />
            </Select>
          )}
        </Field>
        {lead.contactId ? (
          <p>
            <StatusBadge tone="green">Converted</StatusBadge>{" "}
            <Link to={`/admin/contacts/${lead.contactId}`} className="font-semibold text-brand-700 underline">
              Open the contact
            </Link>
          </p>
        ) : (
          <Button variant="outline" busy={convert.isPending} onClick={() => convert.mutate(lead)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> Convert to Contact
          </Button>
        )}
        <LeadWorkflow lead={lead} initialTimeline={initialTimeline} headingLevel={2} onDeleted={() => void navigate("/admin", { replace: true })} />
      </section>
    </article>
  );
}
