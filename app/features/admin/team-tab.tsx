/**
 * Team tab (issue 6): staff accounts, invite an admin or editor by e-mail, change a role,
 * deactivate / reactivate. The server refuses to leave no active admin and says so (409).
 */
import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { z } from "~/shared/zod";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Select } from "~/components/ui/form-controls";
import { useAuth } from "~/features/auth/auth-provider";
import { apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
import { keys, useAdminMutation, type StaffUser } from "./api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { fieldErrors } from "./form-errors";
import { RefusableEmailField, useServerRefusal } from "./refusable-email-field";
import { formatDate, formatDateTime } from "./list-logic";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "./states";

const m = messages.dashboard;
const roles = ["admin", "editor"] as const;

const inviteSchema = z.object({
  email: z.string().trim().min(1, m.notificationEmailRequired).pipe(z.email(m.notificationEmailInvalid)),
  role: z.enum(roles),
});

/** The staff accounts list; `headingLevel` 1 when it is the page's own subject (/admin/team). */
export function TeamTab({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { user } = useAuth();
  const [inviting, setInviting] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<StaffUser | null>(null);
  const query = useQuery({ queryKey: keys.users, staleTime: 0 });
  const rows = (query.data as StaffUser[] | undefined) ?? [];

  const update = useAdminMutation({
    request: ({ id, ...changes }: { id: string; role?: string; isActive?: boolean }) =>
      apiJson<StaffUser>("PATCH", `/api/admin/users/${id}`, changes),
    invalidate: [keys.users],
    errorMessage: m.updateUserFailed,
    useServerMessage: true,
    onSuccess: () => setToDeactivate(null),
  });

  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Heading id="team-heading" className={headingLevel === 1 ? "text-3xl font-bold text-slate-900" : "text-xl font-bold text-slate-900"}>
            {messages.dashboard.tabs.team}
          </Heading>
          <p className="text-sm text-slate-700">Admins manage everything; editors manage the blog.</p>
        </div>
        <Button onClick={() => setInviting(true)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" /> Invite
        </Button>
      </div>

      {query.isPending ? (
        <ListSkeleton rows={3} label="Loading team" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{m.teamEmpty}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Email</th>
                <th scope="col" className="px-3 py-2 font-semibold">Role</th>
                <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                <th scope="col" className="px-3 py-2 font-semibold">Last sign-in</th>
                <th scope="col" className="px-3 py-2 font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((u) => (
                <tr key={u.id} data-testid="team-row">
                  <td className="px-3 py-3">
                    <span className="break-all font-medium text-slate-900">{u.email}</span>
                    {u.id === user?.id && <span className="ml-2 text-slate-600">(you)</span>}
                    <div className="text-xs text-slate-600">Since {formatDate(u.createdAt)}</div>
                  </td>
                  <td className="px-3 py-3">
                    <Select
                      aria-label={`Role for ${u.email}`}
                      className="h-9 w-28 py-1 text-sm"
                      value={u.role}
                      onChange={(e) => update.mutate({ id: u.id, role: e.target.value })}
                    >
                      {roles.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="px-3 py-3">
                    {u.isActive ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="slate">Deactivated</StatusBadge>}
                  </td>
                  <td className="px-3 py-3 text-slate-700">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : "Never"}</td>
                  <td className="px-3 py-3">
                    {u.isActive ? (
                      <Button variant="outline" size="sm" onClick={() => setToDeactivate(u)}>
                        Deactivate
                      </Button>
                    ) : (
                      <Button variant="outline" size="sm" onClick={() => update.mutate({ id: u.id, isActive: true })}>
                        Reactivate
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={!!toDeactivate}
        onOpenChange={(open) => !open && setToDeactivate(null)}
        title={m.deactivateUserTitle}
        description={m.deactivateUserText}
        confirmLabel="Deactivate"
        pending={update.isPending}
        onConfirm={() => toDeactivate && update.mutate({ id: toDeactivate.id, isActive: false })}
      />
    </section>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>("editor");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refusal = useServerRefusal();
  function close() {
    setEmail("");
    setRole("editor");
    setErrors({});
    refusal.clear();
    onOpenChange(false);
  }
  const invite = useAdminMutation({
    request: (body: { email: string; role: string }) => apiJson("POST", "/api/admin/users/invitations", body),
    invalidate: [keys.users],
    errorMessage: m.inviteFailed,
    useServerMessage: true,
    success: () => m.inviteSent,
    onSuccess: close,
  });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    refusal.clear();
    invite.mutate(parsed.data, { onError: refusal.refuse });
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogTitle>Invite a team member</DialogTitle>
        <DialogDescription>They get a single-use link by e-mail to set their password.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <RefusableEmailField
            id="invite-email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            refusal={refusal}
            autoComplete="off"
          />
          <Field id="invite-role" label="Role">
            {(p) => (
              <Select {...p} value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="editor">Editor (blog only)</option>
                <option value="admin">Admin (everything)</option>
              </Select>
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              {m.confirmCancel}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
