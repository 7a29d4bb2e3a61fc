/** The admin's API tokens: the list, making one (its secret comes back once) and revoking. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { ApiTokenCreate } from "@common/schemas/api-tokens";
import type { ApiTokenJson } from "~/lib/server-types";

export type ApiToken = ApiTokenJson;

const m = staffMessages.apiTokens;
const tokensKey = apiKey("/api/admin/api-tokens");

export const useApiTokens = () => useApiRead<ApiToken[]>(tokensKey, { staleTime: 0 });

export function useCreateApiToken(onCreated: (token: string) => void) {
  return useApiWrite({
    request: (body: ApiTokenCreate) => apiJson<{ token: string; apiToken: ApiToken }>("POST", "/api/admin/api-tokens", body),
    invalidate: [tokensKey],
    failure: { fallback: m.createFailed, serverFirst: true },
    success: m.created,
    onSuccess: (result) => onCreated(result.token),
  });
}

export function useRevokeApiToken(onDone: () => void) {
  return useApiWrite({
    request: (id: string) => apiRequest("DELETE", `/api/admin/api-tokens/${id}`),
    invalidate: [tokensKey],
    failure: m.revokeFailed,
    success: m.revoked,
    onSuccess: onDone,
  });
}
