/** The owner's office: business settings, the overview and the audit log. */
import { apiJson, throwIfNotOk } from "~/lib/api";
import * as staffMessages from "@common/staff-messages";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import type { BusinessSettings } from "@common/business-settings";
import type { Jsonified } from "@common/json";
import type { AuditJson, BrandJson, Overview } from "~/lib/server-types";

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

export type Brand = Jsonified<BrandJson>;
const brandKey = apiKey("/api/admin/brand");
export const useBrandSettings = () => useApiRead<Brand>(brandKey, { staleTime: 0 });

async function sendLogo(file: File): Promise<Brand> {
  const form = new FormData();
  form.append("file", file, file.name || "logo");
  // No Content-Type header: the browser writes the multipart boundary itself.
  const res = await fetch("/api/admin/brand/logo", { method: "POST", body: form, credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as Brand;
}

export function useUploadLogo(onError: (error: Error) => void) {
  return useApiWrite({
    request: sendLogo,
    invalidate: [brandKey, officeKeys.audit],
    failure: { fallback: staffMessages.brand.logoFailed, serverFirst: true },
    success: staffMessages.brand.logoSaved,
    onError,
  });
}

export function useRemoveLogo() {
  return useApiWrite({
    request: () => apiJson<Brand>("DELETE", "/api/admin/brand/logo"),
    invalidate: [brandKey, officeKeys.audit],
    failure: { fallback: staffMessages.brand.logoFailed, serverFirst: true },
    success: staffMessages.brand.logoRemoved,
  });
}

export function useSaveAccent(onError: (error: Error) => void) {
  return useApiWrite({
    request: (accent: string | null) => apiJson<Brand>("PUT", "/api/admin/brand/accent", { accent }),
    invalidate: [brandKey, officeKeys.audit],
    failure: { fallback: staffMessages.brand.accentFailed, serverFirst: true },
    success: staffMessages.brand.accentSaved,
    onError,
  });
}
