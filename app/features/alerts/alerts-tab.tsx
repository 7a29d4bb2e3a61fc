/**
 * Email Alerts tab: the recipients of new-lead alerts, an add dialog (e-mail
 * required and well-formed, name optional), an active toggle and delete with confirmation; above
 * them, any e-mail the mail server would not take (a refused address, or a server away for the
 * whole retry window), with a button to send it again.
 */
import { MailWarning, Plus, RotateCw, Trash2 } from "~/components/icons";
import { Switch } from "~/components/ui/switch";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/form-controls";
import * as staffMessages from "@common/staff-messages";
import { notificationEmailSchema } from "@common/schemas/notifications";
import { useAddRecipient, useAlertRecipients, useDeleteRecipient, useFailedMail, useRetryMail, useToggleRecipient } from "./api";
import type { FailedMail, NotificationEmail } from "./api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { fieldErrors } from "@common/field-errors";
import { RefusableEmailField, useServerRefusal } from "~/components/back-office/refusable-email-field";
import { formatDate, formatDateTime } from "@common/dates";
import { EmptyState, ListSkeleton, LoadError } from "~/components/back-office/states";

const m = staffMessages.dashboard;

export function AlertsTab() {
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<NotificationEmail | null>(null);
  const query = useAlertRecipients();
  const rows = (query.data as NotificationEmail[] | undefined) ?? [];

  const toggle = useToggleRecipient();
  const remove = useDeleteRecipient(() => setToDelete(null));

  return (
    <section aria-labelledby="alerts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="alerts-heading" className="text-xl font-bold text-slate-900">
            Email Alerts
          </h2>
          <p className="text-sm text-slate-700">Active recipients get an e-mail for every new quote request.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Email
        </Button>
      </div>

      <FailedMailPanel />
      <a href="/admin/mail" className="inline-block font-semibold text-brand-700 hover:underline">Mail log and e-mail previews</a>

      {query.isPending ? (
        <ListSkeleton rows={3} label="Loading alert recipients" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{m.notificationsEmpty}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((n) => {
            const switchId = `alert-active-${n.id}`;
            return (
              <li key={n.id} data-testid="alert-row" className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="break-all font-semibold text-slate-900">{n.email}</p>
                  <p className="text-sm text-slate-600">
                    {n.name ? `${n.name} · ` : ""}
                    {n.type.replaceAll("_", " ")} · added {formatDate(n.createdAt, "short")}
                  </p>
                </div>
                <div className="flex items-center gap-4">
                  <div className="flex items-center gap-2">
                    <Switch
                      id={switchId}
                      checked={n.isActive}
                      busy={toggle.isPending && toggle.variables?.id === n.id}
                      onCheckedChange={(isActive) => toggle.mutate({ id: n.id, isActive })}
                      aria-label={`Alerts for ${n.email}`} />
                    <span className="w-14 text-sm text-slate-800" aria-hidden="true">
                      {n.isActive ? "Active" : "Inactive"}
                    </span>
                  </div>
                  <Button variant="outline" size="sm" aria-label={`Delete ${n.email}`} onClick={() => setToDelete(n)}>
                    <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" /> Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <AddAlertDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        subject={toDelete}
        onClose={() => setToDelete(null)}
        title={m.deleteNotificationTitle}
        description={m.deleteNotificationText}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={(recipient) => remove.mutate(recipient)}
      />
    </section>
  );
}

/** Shown only when something failed: staff must notice it, and nothing else needs the room. */
function FailedMailPanel() {
  const query = useFailedMail();
  const rows = (query.data as FailedMail[] | undefined) ?? [];
  const retry = useRetryMail();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="failed-mail-heading" className="rounded-lg border border-red-300 bg-red-50 p-4" data-testid="failed-mail">
      <h3 id="failed-mail-heading" className="flex items-center gap-2 font-bold text-red-900">
        <MailWarning className="h-5 w-5" aria-hidden="true" /> {m.failedMailTitle} ({rows.length})
      </h3>
      <p className="mt-1 text-sm text-red-900">{m.failedMailText}</p>
      <ul className="mt-3 divide-y divide-red-200">
        {rows.map((mail) => (
          <li key={mail.id} data-testid="failed-mail-row" className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="break-all font-semibold text-slate-900">
                {m.mailKinds[mail.kind] ?? mail.kind} to {mail.to}
              </p>
              <p className="break-words text-sm text-slate-800">{mail.subject}</p>
              <p className="break-words text-sm text-slate-700">
                Queued {formatDateTime(mail.createdAt)} · {mail.attempts} {mail.attempts === 1 ? "try" : "tries"}
                {mail.lastError ? ` · ${mail.lastError}` : ""}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`${m.failedMailRetry}: ${m.mailKinds[mail.kind] ?? mail.kind} to ${mail.to}`}
              busy={retry.isPending && retry.variables === mail.id}
              onClick={() => retry.mutate(mail.id)}
            >
              <RotateCw className="h-4 w-4" aria-hidden="true" /> {m.failedMailRetry}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddAlertDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refusal = useServerRefusal();

  function reset() {
    setEmail("");
    setName("");
    setErrors({});
    refusal.clear();
  }
  function close() {
    reset();
    onOpenChange(false);
  }

  const add = useAddRecipient(close);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { email, name, type: "lead_notification", isActive: true };
    const parsed = notificationEmailSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    refusal.clear();
    add.mutate(body, { onError: refusal.refuse });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
    >
      <DialogContent>
        <DialogTitle>Add Notification Email</DialogTitle>
        <DialogDescription>New recipients get new-lead alerts straight away.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <RefusableEmailField
            id="alert-email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              if (errors.email) setErrors((x) => ({ ...x, email: "" }));
            }}
            error={errors.email}
            refusal={refusal}
            autoComplete="email"
          />
          <Field id="alert-name" label="Name (optional)" error={errors.name}>
            {(p) => <Input {...p} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              {m.confirmCancel}
            </Button>
            <Button type="submit" busy={add.isPending}>
              {add.isPending ? "Adding..." : "Add Email"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

