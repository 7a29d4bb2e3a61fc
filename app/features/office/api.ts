/** The owner's office: business settings, the overview and the audit log. */
import { apiJson } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import type { BusinessSettings } from "@common/business-settings";
import type { Jsonified } from "@common/json";
import type { AuditJson, Overview } from "~/lib/server-types";

export type { Overview };
export type AuditEntry = Jsonified<AuditJson>;

export const officeKeys = {
  settings: apiKey("/api/admin/settings"),
  overview: (days: number) => apiKey("/api/admin/overview", { days }),
  audit: apiKey("/api/admin/audit", { limit: 100 }),
};

export const useBusinessSettings = () => useApiRead<BusinessSettings>(officeKeys.settings, { staleTime: 0 });
export const useOverview = (days: number) => useApiRead<Overview>(officeKeys.overview(days), { staleTime: 60_000 });
export const useAuditLog = () => useApiRead<AuditEntry[]>(officeKeys.audit, { staleTime: 0 });

export function useSaveSettings(onError: (error: Error) => void) {
  return useApiWrite({
    request: (settings: BusinessSettings) => apiJson<BusinessSettings>("PUT", "/api/admin/settings", settings),
    invalidate: [officeKeys.settings, officeKeys.audit],
    failure: { fallback: "Settings could not be saved", serverFirst: true },
    success: "Settings saved",
    onError,
  });
}
