/**
 * Outgoing mail for admins: the Mail log (each message's recipient, subject, template and
 * state — queued, sent, retrying, or failed with the mail server's error — with "Send again"
 * for failed ones) and a preview of every e-mail template with sample values.
 */
import { RotateCw } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { Select } from "~/components/ui/form-controls";
import * as staffMessages from "@common/staff-messages";
import { useRetryMail } from "~/features/alerts";
import { useMailLog, useMailPreview, useMailTemplates, useReviewRequests } from "./api";
import { formatDate, formatDateTime } from "@common/dates";

const t = staffMessages.followThrough;
const kindLabel = (kind: string) => t.mailKinds[kind] ?? kind;

const stateTone: Record<string, string> = {
  queued: "bg-blue-100 text-blue-900",
  retrying: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  filed: "bg-red-100 text-red-900",
};

export function MailCenter() {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">{t.mailHeading}</h1>
      <MailLog />
      <ReviewRequests />
      <TemplatePreviews />
    </div>
  );
}

function MailLog() {
  const [state, setState] = useState("");
  const query = useMailLog(state);
  const retry = useRetryMail();
  return (
    <section aria-labelledby="mail-log-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="mail-log-heading" className="text-xl font-bold text-slate-900">
          {t.mailLogHeading}
        </h2>
        <div>
          <label htmlFor="mail-log-state" className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <Select id="mail-log-state" value={state} onChange={(e) => setState(e.target.value)} className="mt-1 w-48">
            <option value="">All messages</option>
            <option value="pending">Queued or retrying</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
            <option value="filed">Not delivered (written to a file)</option>
          </Select>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <Alert variant="destructive">{staffMessages.dashboard.loadFailed}</Alert>
      ) : query.data.length === 0 ? (
        <p className="text-slate-700">{t.mailLogEmpty}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          {/* Positioned, so the table's screen-reader-only text scrolls with it instead of widening the page. */}
          <table className="w-full text-left text-sm" data-testid="mail-log">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th className="p-2">To</th>
                <th className="p-2">Subject</th>
                <th className="p-2">Template</th>
                <th className="p-2">State</th>
                <th className="p-2">Queued</th>
                <th className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {query.data.map((m) => (
                <tr key={m.id}>
                  <td className="p-2 wrap-anywhere">{m.to}</td>
                  <td className="p-2 wrap-anywhere">{m.subject}</td>
                  <td className="p-2">{kindLabel(m.kind)}</td>
                  <td className="p-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTone[m.state]}`}>{t.mailStates[m.state] ?? m.state}</span>
                    {m.lastError && m.state !== "sent" && <p className="mt-1 text-xs text-red-800 wrap-anywhere">{m.lastError}</p>}
                  </td>
                  <td className="p-2 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
                  <td className="p-2">
                    {(m.state === "failed" || m.state === "filed") && (
                      <Button variant="outline" size="sm" onClick={() => retry.mutate(m.id)} busy={retry.isPending} aria-label={`${staffMessages.dashboard.failedMailRetry}: ${kindLabel(m.kind)} to ${m.to}`}>
                        <RotateCw className="h-4 w-4" aria-hidden="true" /> {staffMessages.dashboard.failedMailRetry}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Which review requests went out and which led to a review, so the office sees what they bring. */
function ReviewRequests() {
  const query = useReviewRequests();
  return (
    <section aria-labelledby="review-requests-heading" className="space-y-3">
      <h2 id="review-requests-heading" className="text-xl font-bold text-slate-900">
        {t.reviewRequestsHeading}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : query.isError ? (
        <Alert variant="destructive">{staffMessages.dashboard.loadFailed}</Alert>
      ) : query.data.requests.length === 0 ? (
        <p className="text-slate-700">{t.reviewRequestsEmpty}</p>
      ) : (
        <>
          <p className="text-slate-800" data-testid="review-request-summary">
            {query.data.sent} sent · {query.data.reviewed} led to a review
          </p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {query.data.requests.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold text-slate-900">{r.customer}</span> · {r.job}
                </span>
                <span className="text-slate-700">
                  {r.review
                    ? `${t.reviewReceived}: ${r.review.rating}/5, ${r.review.isApproved ? "published" : "awaiting approval"}`
                    : r.sentAt
                      ? r.mailed
                        ? `${t.reviewRequestSent} ${formatDate(r.sentAt, "short")}`
                        : t.reviewRequestNotMailed
                      : `${t.reviewRequested} ${formatDate(r.sendAfter, "short")}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TemplatePreviews() {
  const list = useMailTemplates();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="templates-heading" className="space-y-3">
      <h2 id="templates-heading" className="text-xl font-bold text-slate-900">
        {t.templatesHeading}
      </h2>
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <Alert variant="destructive">{staffMessages.dashboard.loadFailed}</Alert>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {list.data.map((tpl) => (
            <li key={tpl.name} className="p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-semibold text-slate-900">{kindLabel(tpl.kind)}</p>
                  <p className="text-sm text-slate-700">{tpl.description}</p>
                </div>
                <Button variant="outline" size="sm" aria-expanded={open === tpl.name} onClick={() => setOpen(open === tpl.name ? null : tpl.name)}>
                  {t.previewLabel} <span className="sr-only">{kindLabel(tpl.kind)}</span>
                </Button>
              </div>
              {open === tpl.name && <Preview name={tpl.name} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Preview({ name }: { name: string }) {
  const query = useMailPreview(name);
  if (query.isPending) return <Skeleton className="mt-3 h-40 w-full" />;
  if (query.isError) return <Alert variant="destructive">{staffMessages.dashboard.loadFailed}</Alert>;
  const p = query.data;
  return (
    <div className="mt-3 grid gap-3 lg:grid-cols-2" data-testid="template-preview">
      <div>
        <p className="text-sm font-medium text-slate-700">Subject</p>
        <p className="font-semibold text-slate-900">{p.subject}</p>
        <p className="mt-2 text-sm font-medium text-slate-700">Plain text</p>
        <pre className="max-h-96 overflow-auto rounded-md bg-slate-50 p-2 text-xs whitespace-pre-wrap">{p.text}</pre>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700">HTML</p>
        {/* Sandboxed: the mail's markup can run nothing and reach nothing of this page. */}
        <iframe title={`HTML preview: ${p.subject}`} sandbox="" srcDoc={p.html} className="h-96 w-full rounded-md border border-slate-200 bg-white" />
      </div>
    </div>
  );
}
