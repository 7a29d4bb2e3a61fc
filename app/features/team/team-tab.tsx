/**
 * Team tab: staff accounts, invite an admin, editor or technician by e-mail, change a role,
 * deactivate / reactivate. The server refuses to leave no active admin and says so (409).
 * Pending invitations are listed and can be revoked; the switch requiring two-factor sign-in for
 * every admin lives here, and an admin can reset someone's two-factor sign-in (a lost phone).
 */
import { ROLE_DESCRIPTIONS, STAFF_ROLES } from "@common/roles";
import { Switch } from "~/components/ui/switch";
import { UserPlus } from "~/components/icons";
import { useState } from "react";
import { z } from "@common/zod";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { useAuth } from "~/features/auth";
import * as staffMessages from "@common/staff-messages";
import { useInvitations, useInvite, useResetTwoFactor, useRevokeInvitation, useSecuritySettings, useSetAdminTwoFactor, useStaff, useUpdateStaff } from "./api";
import type { StaffUser } from "./api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { fieldErrors, schemaFieldErrors } from "@common/field-errors";
import { accountSchema, staffNameField } from "@common/schemas/auth";
import { RefusableEmailField, useServerRefusal } from "~/components/back-office/refusable-email-field";
import { formatDate, formatDateTime } from "@common/dates";
import { EmptyState, ListSkeleton, LoadError, StatusBadge } from "~/components/back-office/states";
import { STAFF_NAME_MAX } from "@common/staff-names";

const m = staffMessages.dashboard;
const a = staffMessages.auth;

/** A staff account as the Team list shows it (with whether two-factor sign-in is on). */
type TeamMember = StaffUser & { twoFactor?: boolean };

interface PendingInvitation {
  id: string;
  email: string;
  name: string | null;
  role: string;
  invitedBy: string | null;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
}


const inviteSchema = z.object({
  email: z.string().trim().min(1, m.notificationEmailRequired).pipe(z.email(m.notificationEmailInvalid)),
  name: staffNameField.optional(),
  role: z.enum(STAFF_ROLES),
});

/** The staff accounts list; `headingLevel` 1 when it is the page's own subject (/admin/team). */
export function TeamTab({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { user } = useAuth();
  const [inviting, setInviting] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<StaffUser | null>(null);
  const [toReset, setToReset] = useState<TeamMember | null>(null);
  const [toRename, setToRename] = useState<TeamMember | null>(null);
  const query = useStaff();
  const rows: TeamMember[] = query.data ?? [];

  const update = useUpdateStaff(() => setToDeactivate(null));
  const resetTwoFactor = useResetTwoFactor(() => setToReset(null));

  return (
    <section aria-labelledby="team-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Heading id="team-heading" className={headingLevel === 1 ? "text-3xl font-bold text-slate-900" : "text-xl font-bold text-slate-900"}>
            {staffMessages.dashboard.tabs.team}
          </Heading>
          <p className="text-sm text-slate-700">{STAFF_ROLES.map((r) => `${r[0]!.toUpperCase()}${r.slice(1)}s: ${ROLE_DESCRIPTIONS[r].toLowerCase()}`).join(". ")}.</p>
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
        // Below 640 px each account is a card (its cells one under the other), never wider than the screen.
        <div className="relative rounded-lg sm:overflow-x-auto sm:border sm:border-slate-200 sm:bg-white">
          <table className="block w-full text-left text-sm sm:table sm:min-w-[640px]">
            <thead className="sr-only bg-slate-50 text-slate-700 sm:not-sr-only sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Name</th>
                <th scope="col" className="px-3 py-2 font-semibold">Role</th>
                <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                <th scope="col" className="px-3 py-2 font-semibold">Two-factor</th>
                <th scope="col" className="px-3 py-2 font-semibold">Last sign-in</th>
                <th scope="col" className="px-3 py-2 font-semibold">Actions</th>
              </tr>
            </thead>
            <tbody className="block space-y-2 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-200">
              {rows.map((u) => (
                <tr key={u.id} data-testid="team-row" className="block rounded-lg border border-slate-200 bg-white p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0">
                  <td className="block sm:table-cell sm:px-3 sm:py-3">
                    <span className="font-medium text-slate-900" data-testid="team-name">{u.name}</span>
                    {u.id === user?.id && <span className="ml-2 text-slate-600">(you)</span>}
                    <div className="break-all text-slate-700">{u.email}</div>
                    <div className="text-xs text-slate-600">Since {formatDate(u.createdAt, "short")}</div>
                  </td>
                  <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                    <Select
                      aria-label={`Role for ${u.email}`}
                      className="h-9! w-32! py-1! text-sm!"
                      value={u.role}
                      onChange={(e) => update.mutate({ id: u.id, role: e.target.value })}
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="mt-2 inline-block sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                    {u.isActive ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="slate">Deactivated</StatusBadge>}
                  </td>
                  <td className="ml-2 inline-block sm:ml-0 sm:table-cell sm:px-3 sm:py-3">
                    <span className="sm:hidden">Two-factor: </span>
                    {u.twoFactor ? <StatusBadge tone="green">On</StatusBadge> : <StatusBadge tone="slate">Off</StatusBadge>}
                  </td>
                  <td className="mt-1 block text-slate-700 sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                    <span className="sm:hidden">Last sign-in: </span>
                    {u.lastLoginAt ? formatDateTime(u.lastLoginAt) : "Never"}
                  </td>
                  <td className="mt-2 block sm:mt-0 sm:table-cell sm:px-3 sm:py-3">
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" aria-label={`Rename ${u.email}`} onClick={() => setToRename(u)}>
                        Rename
                      </Button>
                      {u.isActive ? (
                        <Button variant="outline" size="sm" onClick={() => setToDeactivate(u)}>
                          Deactivate
                        </Button>
                      ) : (
                        <Button variant="outline" size="sm" onClick={() => update.mutate({ id: u.id, isActive: true })}>
                          Reactivate
                        </Button>
                      )}
                      {u.twoFactor && u.id !== user?.id && (
                        <Button variant="outline" size="sm" aria-label={`Reset two-factor sign-in for ${u.email}`} onClick={() => setToReset(u)}>
                          Reset 2FA
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PendingInvitations />
      <AdminTwoFactorSwitch />

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <RenameDialog member={toRename} onClose={() => setToRename(null)} />
      <ConfirmDialog
        subject={toReset}
        onClose={() => setToReset(null)}
        title={m.resetTwoFactorTitle}
        description={`${toReset?.email ?? ""}: ${m.resetTwoFactorText}`}
        confirmLabel="Reset"
        pending={resetTwoFactor.isPending}
        onConfirm={(member) => resetTwoFactor.mutate(member.id)}
      />
      <ConfirmDialog
        subject={toDeactivate}
        onClose={() => setToDeactivate(null)}
        title={m.deactivateUserTitle}
        description={m.deactivateUserText}
        confirmLabel="Deactivate"
        pending={update.isPending}
        onConfirm={(member) => update.mutate({ id: member.id, isActive: false })}
      />
    </section>
  );
}

/** An admin corrects someone's name (they can change it themselves under Your account). */
function RenameDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const [error, setError] = useState<string>();
  const update = useUpdateStaff(onClose);
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get("name") ?? "");
    const found = schemaFieldErrors(accountSchema, { name });
    setError(found.name);
    if (!found.name && member) update.mutate({ id: member.id, name });
  }
  return (
    <Dialog open={!!member} onOpenChange={(open) => !open && (setError(undefined), onClose())}>
      <DialogContent>
        <DialogTitle>Rename a team member</DialogTitle>
        <DialogDescription>{member?.email}</DialogDescription>
        {member && (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <Field id="rename-name" label="Name" error={error}>
              {(p) => <Input {...p} name="name" defaultValue={member.name} autoComplete="off" maxLength={STAFF_NAME_MAX} />}
            </Field>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                {m.confirmCancel}
              </Button>
              <Button type="submit" busy={update.isPending}>
                Save name
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<string>("editor");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refusal = useServerRefusal();
  function close() {
    setEmail("");
    setName("");
    setRole("editor");
    setErrors({});
    refusal.clear();
    onOpenChange(false);
  }
  const invite = useInvite(close);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role, name: name.trim() ? name : undefined });
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
          <Field id="invite-name" label="Their name" hint="They can change it when they accept." error={errors.name}>
            {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" maxLength={STAFF_NAME_MAX} />}
          </Field>
          <Field id="invite-role" label="Role">
            {(p) => (
              <Select {...p} value={role} onChange={(e) => setRole(e.target.value)}>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r[0]!.toUpperCase() + r.slice(1)} ({ROLE_DESCRIPTIONS[r].toLowerCase()})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              {m.confirmCancel}
            </Button>
            <Button type="submit" busy={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Invitations sent and not yet accepted: who, which role, by whom, until when; each can be revoked. */
function PendingInvitations() {
  const query = useInvitations();
  const rows: PendingInvitation[] = query.data ?? [];
  const [toRevoke, setToRevoke] = useState<PendingInvitation | null>(null);
  const revoke = useRevokeInvitation(() => setToRevoke(null));
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-lg font-bold text-slate-900">
        {m.invitationsHeading}
      </h2>
      {query.isPending ? (
        <ListSkeleton rows={2} label="Loading invitations" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{m.invitationsEmpty}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((i) => (
            <li key={i.id} data-testid="invitation-row" className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 text-sm">
              <div>
                {i.name && <span className="font-medium text-slate-900">{i.name} </span>}
                <span className="break-all text-slate-900">{i.email}</span> <StatusBadge tone="blue">{i.role}</StatusBadge>
                <div className="text-xs text-slate-600">
                  Invited {formatDateTime(i.createdAt)}
                  {i.invitedByName ?? i.invitedBy ? ` by ${i.invitedByName ?? i.invitedBy}` : ""} · expires {formatDateTime(i.expiresAt)}
                </div>
              </div>
              <Button variant="outline" size="sm" aria-label={`Revoke the invitation for ${i.email}`} onClick={() => setToRevoke(i)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        subject={toRevoke}
        onClose={() => setToRevoke(null)}
        title={m.revokeInvitationTitle}
        description={m.revokeInvitationText}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={(invitation) => revoke.mutate(invitation.id)}
      />
    </section>
  );
}

/** The admin switch: every admin must use two-factor sign-in. */
function AdminTwoFactorSwitch() {
  const query = useSecuritySettings();
  const required = query.data?.requireAdminTwoFactor ?? false;
  const toggle = useSetAdminTwoFactor();
  return (
    <section aria-labelledby="security-heading" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="security-heading" className="text-lg font-bold text-slate-900">
        {a.securityCrumb}
      </h2>
      <div className="flex items-center gap-3">
        <Switch
          id="require-admin-two-factor"
          checked={required}
          busy={query.isPending || toggle.isPending}
          onCheckedChange={(on) => toggle.mutate(on)}
          aria-describedby="require-admin-two-factor-hint" />
        <label htmlFor="require-admin-two-factor" className="text-sm font-medium text-slate-900">
          {a.requireTwoFactorLabel}
        </label>
      </div>
      <p id="require-admin-two-factor-hint" className="text-sm text-slate-600">
        {a.requireTwoFactorHint}
      </p>
    </section>
  );
}
