/** Team: staff accounts, invitations, two-factor resets and the admins' two-factor rule. */
import { apiJson } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { Jsonified } from "@common/json";
import type { InvitationRow, listAssignableStaff, StaffUserRow } from "~/lib/server-types";

export type StaffUser = Jsonified<StaffUserRow>;
type AssignableStaff = Awaited<ReturnType<typeof listAssignableStaff>>[number];
export type Invitation = Jsonified<InvitationRow>;

const m = staffMessages.dashboard;
const a = staffMessages.auth;

export const teamKeys = {
  users: apiKey("/api/admin/users"),
  invitations: apiKey("/api/admin/users/invitations"),
  assignable: apiKey("/api/admin/users/assignable"),
  security: apiKey("/api/admin/security"),
};

export const useStaff = () => useApiRead<StaffUser[]>(teamKeys.users, { staleTime: 0 });
/** The people a lead may be assigned to (active staff who can open leads), by name. */
export const useAssignableStaff = () => useApiRead<AssignableStaff[]>(teamKeys.assignable, { staleTime: 0 });
export const useInvitations = () => useApiRead<Invitation[]>(teamKeys.invitations, { staleTime: 0 });
export const useSecuritySettings = () => useApiRead<{ requireAdminTwoFactor: boolean }>(teamKeys.security, { staleTime: 0 });

export function useUpdateStaff(onDone: () => void) {
  return useApiWrite({
    request: ({ id, ...changes }: { id: string; role?: string; isActive?: boolean; name?: string }) =>
      apiJson<StaffUser>("PATCH", `/api/admin/users/${id}`, changes),
    // Deactivating or demoting someone revokes the invitations they sent.
    invalidate: [teamKeys.users, teamKeys.invitations, teamKeys.assignable],
    failure: { fallback: m.updateUserFailed, serverFirst: true },
    onSuccess: onDone,
  });
}

export function useResetTwoFactor(onDone: () => void) {
  return useApiWrite({
    request: (id: string) => apiJson<{ message: string }>("DELETE", `/api/admin/users/${id}/two-factor`),
    invalidate: [teamKeys.users],
    failure: { fallback: m.updateUserFailed, serverFirst: true },
    success: (result) => result.message,
    onSuccess: onDone,
  });
}

export function useInvite(onDone: () => void) {
  return useApiWrite({
    request: (body: { email: string; role: string; name?: string }) => apiJson("POST", "/api/admin/users/invitations", body),
    invalidate: [teamKeys.users, teamKeys.invitations],
    failure: { fallback: m.inviteFailed, serverFirst: true },
    success: m.inviteSent,
    onSuccess: onDone,
  });
}

export function useRevokeInvitation(onDone: () => void) {
  return useApiWrite({
    request: (id: string) => apiJson("DELETE", `/api/admin/users/invitations/${id}`),
    invalidate: [teamKeys.invitations],
    failure: { fallback: m.revokeInvitationFailed, serverFirst: true },
    success: m.invitationRevoked,
    onSuccess: onDone,
  });
}

export function useSetAdminTwoFactor() {
  return useApiWrite({
    request: (requireAdminTwoFactor: boolean) => apiJson("PUT", "/api/admin/security", { requireAdminTwoFactor }),
    invalidate: [teamKeys.security, teamKeys.users],
    failure: { fallback: a.securityActionFailed, serverFirst: true },
    success: (_result, on) => (on ? a.requireTwoFactorOn : a.requireTwoFactorOff),
  });
}
