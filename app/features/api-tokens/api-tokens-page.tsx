/**
 * The admin's API tokens: a form to make one (name, scopes, optional expiry), the new token shown
 * once with Copy, and the list with scopes, last use and Revoke.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import { useToast } from "~/hooks/use-toast";
import { formatDateTime } from "@common/dates";
import { fieldErrors } from "@common/field-errors";
import { API_SCOPE_LABELS, API_SCOPES, apiTokenCreateSchema } from "@common/schemas/api-tokens";
import * as staffMessages from "@common/staff-messages";
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken } from "./api";

const m = staffMessages.apiTokens;
const EXPIRY_CHOICES = [
  { days: "", label: m.never },
  { days: "30", label: "30 days" },
  { days: "90", label: "90 days" },
  { days: "365", label: "1 year" },
];

export function ApiTokensPage() {
  const [shown, setShown] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);
  const query = useApiTokens();
  const revoke = useRevokeApiToken(() => setToRevoke(null));
  const rows = query.data ?? [];

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        {m.intro}{" "}
        <a href="/admin/api" className="font-semibold text-brand-700 hover:underline">
          {m.referenceLink}
        </a>
      </p>
      {shown ? <NewToken token={shown} onDone={() => setShown(null)} /> : <CreateTokenForm onCreated={setShown} />}
      {query.isPending ? (
        <ListSkeleton rows={2} label="Loading API tokens" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{m.empty}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="API tokens">
          {rows.map((t) => (
            <li key={t.id} data-testid="api-token-row" className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {t.name} <code className="ml-1 text-sm font-normal text-slate-600">{t.hint}</code>{" "}
                  {t.revokedAt ? <StatusBadge tone="red">Revoked</StatusBadge> : t.expiresAt && new Date(t.expiresAt) <= new Date() ? <StatusBadge tone="amber">Expired</StatusBadge> : null}
                </p>
                <p className="text-sm text-slate-700">{t.scopes.map((s) => API_SCOPE_LABELS[s as keyof typeof API_SCOPE_LABELS] ?? s).join(" · ")}</p>
                <p className="text-sm text-slate-600">
                  Made {formatDateTime(t.createdAt)}
                  {t.createdByName ? ` by ${t.createdByName}` : ""} · {t.lastUsedAt ? `last used ${formatDateTime(t.lastUsedAt)}` : "never used"}
                  {t.expiresAt ? ` · expires ${formatDateTime(t.expiresAt)}` : ""}
                  {t.revokedAt ? ` · revoked ${formatDateTime(t.revokedAt)}` : ""}
                </p>
              </div>
              {!t.revokedAt && (
                <Button variant="outline" size="sm" aria-label={`${m.revoke} ${t.name}`} onClick={() => setToRevoke(t)}>
                  {m.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        subject={toRevoke}
        onClose={() => setToRevoke(null)}
        title={m.revokeTitle}
        description={m.revokeText}
        confirmLabel={m.revoke}
        pending={revoke.isPending}
        onConfirm={(token) => revoke.mutate(token.id)}
      />
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateApiToken(onCreated);

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const days = String(form.get("expiresInDays") ?? "");
    const body = { name: String(form.get("name") ?? ""), scopes: form.getAll("scopes").map(String), expiresInDays: days ? Number(days) : null };
    const parsed = apiTokenCreateSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="New API token">
      <Field id="token-name" label={m.nameLabel} error={errors.name} required>
        {(props) => <Input {...props} name="name" defaultValue="" maxLength={80} autoComplete="off" />}
      </Field>
      <fieldset aria-describedby={errors.scopes ? "token-scopes-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-900">{m.scopesLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="scopes" value={scope} className="h-4 w-4" />
              {API_SCOPE_LABELS[scope]} <code className="text-xs text-slate-600">{scope}</code>
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p id="token-scopes-error" className="mt-1 text-sm text-red-700">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <Field id="token-expiry" label={m.expiryLabel} error={errors.expiresInDays}>
        {(props) => (
          <Select {...props} name="expiresInDays" defaultValue="">
            {EXPIRY_CHOICES.map((c) => (
              <option key={c.days} value={c.days}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" busy={create.isPending}>
        {m.create}
      </Button>
    </form>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { toast } = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: m.copied });
    } catch {
      // The token stays on screen to copy by hand.
    }
  }
  return (
    <section aria-labelledby="new-token-heading" className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4">
      <h2 id="new-token-heading" className="font-bold text-green-900">
        {m.created}
      </h2>
      <p className="text-sm text-green-900">{m.shownOnce}</p>
      <Input readOnly value={token} aria-label="New API token" data-testid="new-api-token" onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>{m.copy}</Button>
        <Button variant="outline" onClick={onDone}>
          {m.done}
        </Button>
      </div>
    </section>
  );
}
