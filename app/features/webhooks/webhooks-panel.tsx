/**
 * The webhooks page: add an endpoint (URL, description, events), and for each one its signing
 * secret (shown on request, to copy, or replaced by a new one), its state (active, failing, paused), a test ping, pause / resume, delete, and
 * the log of recent deliveries with "Send again".
 */
import { useState } from "react";
import { Plus, RotateCw, Trash2 } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, Input } from "~/components/ui/form-controls";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import { formatDateTime } from "@common/dates";
import { fieldErrors } from "@common/field-errors";
import { WEBHOOK_EVENTS, webhookEndpointSchema, type WebhookEvent } from "@common/schemas/webhooks";
import * as staffMessages from "@common/staff-messages";
import { useAddEndpoint, useDeleteEndpoint, useDeliveries, usePing, useRevealSecret, useRotateSecret, useSendAgain, useSetPaused, useWebhookEndpoints, type WebhookEndpoint } from "./api";

const m = staffMessages.webhooks;

export function WebhooksPanel() {
  const query = useWebhookEndpoints();
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteEndpoint(() => setToDelete(null));
  const rows = query.data ?? [];
  return (
    <section aria-labelledby="webhooks-heading" className="space-y-6">
      <div>
        <h1 id="webhooks-heading" className="text-2xl font-bold text-slate-900">
          {m.title}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{m.intro}</p>
      </div>
      <AddEndpointForm />
      {query.isPending ? (
        <ListSkeleton rows={2} label="Loading webhook endpoints" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{m.empty}</EmptyState>
      ) : (
        rows.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} onDelete={() => setToDelete(endpoint)} />)
      )}
      <ConfirmDialog
        subject={toDelete}
        onClose={() => setToDelete(null)}
        title={m.removeTitle}
        description={m.removeText}
        confirmLabel={m.remove}
        pending={remove.isPending}
        onConfirm={(endpoint) => remove.mutate(endpoint.id)}
      />
    </section>
  );
}

function AddEndpointForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  const add = useAddEndpoint(() => setFormKey((k) => k + 1));
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { url: String(form.get("url") ?? ""), description: String(form.get("description") ?? ""), events: form.getAll("events") as WebhookEvent[] };
    const parsed = webhookEndpointSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    add.mutate(parsed.data, { onError: (error) => error instanceof ApiError && setErrors(error.fieldErrors) });
  }
  return (
    <form key={formKey} onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label={m.add}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="webhook-url" label={m.urlLabel} error={errors.url} required>
          {(p) => <Input {...p} name="url" type="url" inputMode="url" placeholder="https://" />}
        </Field>
        <Field id="webhook-description" label={m.descriptionLabel} error={errors.description}>
          {(p) => <Input {...p} name="description" maxLength={200} />}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-900">{m.eventsLabel}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="events" value={event} defaultChecked className="h-4 w-4" />
              <code>{event}</code>
            </label>
          ))}
        </div>
        {errors.events ? <p className="mt-1 text-sm text-red-700">{errors.events}</p> : null}
      </fieldset>
      <Button type="submit" busy={add.isPending}>
        <Plus className="h-4 w-4" aria-hidden="true" /> {m.add}
      </Button>
    </form>
  );
}

function EndpointCard({ endpoint, onDelete }: { endpoint: WebhookEndpoint; onDelete: () => void }) {
  const ping = usePing(endpoint.id);
  const setPaused = useSetPaused();
  const [copied, setCopied] = useState(false);
  // Fetched on request only, and kept on this page while it is open.
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const showSecret = (value: string) => {
    setSecret(value);
    setCopied(false);
  };
  const reveal = useRevealSecret(endpoint.id, showSecret);
  const rotate = useRotateSecret(endpoint.id, (value) => {
    setConfirmRotate(false);
    showSecret(value);
  });
  const state = endpoint.pausedAt ? (
    <StatusBadge tone="red">
      {m.paused} {formatDateTime(endpoint.pausedAt)}
    </StatusBadge>
  ) : endpoint.failingSince ? (
    <StatusBadge tone="amber">
      {m.failing} since {formatDateTime(endpoint.failingSince)}
    </StatusBadge>
  ) : (
    <StatusBadge tone="green">{m.active}</StatusBadge>
  );
  const secretId = `webhook-secret-${endpoint.id}`;
  return (
    <article className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-all font-semibold text-slate-900">{endpoint.url}</h2>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="text-sm text-slate-600">{endpoint.events.join(", ")}</p>
        </div>
        {state}
      </div>
      {secret === null ? (
        <Button variant="outline" size="sm" busy={reveal.isPending} onClick={() => reveal.mutate()}>
          {m.showSecret}
        </Button>
      ) : (
        <div>
          <label htmlFor={secretId} className="mb-1 block text-sm font-medium text-slate-900">
            {m.secretLabel}
          </label>
          <div className="flex gap-2">
            <Input id={secretId} readOnly value={secret} className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
            <Button
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
              aria-label={`${m.copy} ${m.secretLabel.toLowerCase()}`}
            >
              {copied ? m.copied : m.copy}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        subject={confirmRotate}
        onClose={() => setConfirmRotate(false)}
        title={m.rotateTitle}
        description={m.rotateText}
        confirmLabel={m.rotateSecret}
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setConfirmRotate(true)}>
          {m.rotateSecret}
        </Button>
        <Button variant="outline" size="sm" busy={ping.isPending} onClick={() => ping.mutate()}>
          {m.ping}
        </Button>
        <Button variant="outline" size="sm" busy={setPaused.isPending} onClick={() => setPaused.mutate({ id: endpoint.id, paused: !endpoint.pausedAt })}>
          {endpoint.pausedAt ? m.resume : m.pause}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete}>
          <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" /> {m.remove}
        </Button>
      </div>
      <DeliveryLog endpointId={endpoint.id} />
    </article>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const query = useDeliveries(endpointId);
  const again = useSendAgain(endpointId);
  const rows = query.data ?? [];
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{m.log}</summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{m.logEmpty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">Event</th>
                <th className="py-1 pr-3 font-medium">State</th>
                <th className="py-1 pr-3 font-medium">Answer</th>
                <th className="py-1 pr-3 font-medium">Last try</th>
                <th className="py-1 pr-3 font-medium">Next try</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">{m.sendAgain}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((d) => (
                <tr key={d.id} data-testid="webhook-delivery">
                  <td className="py-1 pr-3">
                    <code>{d.eventType}</code>
                  </td>
                  <td className="py-1 pr-3">
                    {d.status} · {d.attempts} {d.attempts === 1 ? "try" : "tries"}
                  </td>
                  <td className="max-w-xs break-words py-1 pr-3" title={d.lastResponse ?? undefined}>
                    {d.lastStatus ?? "—"}
                    {d.lastDurationMs !== null ? ` in ${d.lastDurationMs} ms` : ""}
                    {d.lastError ? ` · ${d.lastError}` : ""}
                  </td>
                  <td className="py-1 pr-3">{d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : "—"}</td>
                  <td className="py-1 pr-3">{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : "—"}</td>
                  <td className="py-1">
                    <Button variant="outline" size="sm" busy={again.isPending} onClick={() => again.mutate(d.id)} aria-label={`${m.sendAgain}: ${d.eventType}`}>
                      <RotateCw className="h-4 w-4" aria-hidden="true" /> {m.sendAgain}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
