/** Team: staff accounts, invitations, two-factor resets and the admins' two-factor rule. */
import { apiJson } from "~/lib/api";
import { apiKey, useApiRead } from "~/lib/api-hooks";
import { messages } from "~/shared/messages";
import { useStaffWrite } from "./staff-write";
import type { Invitation, StaffUser } from "./types";

const m = messages.dashboard;
const a = messages.auth;

export const teamKeys = {
  users: apiKey("/api/admin/users"),
  invitations: apiKey("/api/admin/users/invitations"),
  security: apiKey("/api/admin/security"),
};

export const useStaff = () => useApiRead<StaffUser[]>(teamKeys.users, { staleTime: 0 });
export const useInvitations = () => useApiRead<Invitation[]>(teamKeys.invitations, { staleTime: 0 });
export const useSecuritySettings = () => useApiRead<{ requireAdminTwoFactor: boolean }>(teamKeys.security, { staleTime: 0 });

export function useUpdateStaff(onDone: () => void) {
  return useStaffWrite({
    request: ({ id, ...changes }: { id: string; role?: string; isActive?: boolean }) =>
      apiJson<StaffUser>("PATCH", `/api/admin/users/${id}`, changes),
    // Deactivating or demoting someone revokes the invitations they sent.
    invalidate: [teamKeys.users, teamKeys.invitations],
    errorMessage: m.updateUserFailed,
    useServerMessage: true,
    onSuccess: onDone,
  });
}

export function useResetTwoFactor(onDone: () => void) {
  return useStaffWrite({
    request: (id: string) => apiJson<{ message: string }>("DELETE", `/api/admin/users/${id}/two-factor`),
    invalidate: [teamKeys.users],
    errorMessage: m.updateUserFailed,
    useServerMessage: true,
    success: (result) => result.message,
    onSuccess: onDone,
  });
}

export function useInvite(onDone: () => void) {
  return useStaffWrite({
    request: (body: { email: string; role: string }) => apiJson("POST", "/api/admin/users/invitations", body),
    invalidate: [teamKeys.users, teamKeys.invitations],
    errorMessage: m.inviteFailed,
    useServerMessage: true,
    success: () => m.inviteSent,
    onSuccess: onDone,
  });
}

export function useRevokeInvitation(onDone: () => void) {
  return useStaffWrite({
    request: (id: string) => apiJson("DELETE", `/api/admin/users/invitations/${id}`),
    invalidate: [teamKeys.invitations],
    errorMessage: m.revokeInvitationFailed,
    useServerMessage: true,
    success: () => m.invitationRevoked,
    onSuccess: onDone,
  });
}

export function useSetAdminTwoFactor() {
  return useStaffWrite({
    request: (requireAdminTwoFactor: boolean) => apiJson("PUT", "/api/admin/security", { requireAdminTwoFactor }),
    invalidate: [teamKeys.security, teamKeys.users],
    errorMessage: a.securityActionFailed,
    useServerMessage: true,
    success: (_result, on) => (on ? a.requireTwoFactorOn : a.requireTwoFactorOff),
  });
}
