/** The setup checks' calls: the report, running the live tests, dismissing a red check, the banner. */
import { apiJson } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import type { BackOfficeBanners, SetupCheck, SetupReport } from "~/lib/server-types";

export type { BackOfficeBanners, SetupCheck, SetupReport };

export const setupKeys = {
  report: apiKey("/api/admin/setup"),
  banner: apiKey("/api/setup/banner"),
};

export const useSetupReport = () => useApiRead<SetupReport>(setupKeys.report, { staleTime: 0 });
/** `initial`: the banner the page was served with, if it was (no second fetch, no jump when it comes). */
export const useSetupBanner = (initial?: SetupCheck[] | null) =>
  useApiRead<SetupCheck[]>(setupKeys.banner, { staleTime: 60_000, initialData: initial ?? undefined });

export function useRunLiveTests() {
  return useApiWrite({
    request: () => apiJson<SetupReport>("POST", "/api/admin/setup/run"),
    invalidate: [setupKeys.report, setupKeys.banner],
    failure: { fallback: "The live tests could not be run", serverFirst: true },
  });
}

export function useDismissCheck() {
  return useApiWrite({
    request: (id: string) => apiJson<SetupReport>("POST", "/api/admin/setup/dismiss", { id }),
    invalidate: [setupKeys.report, setupKeys.banner],
    failure: { fallback: "The warning could not be dismissed", serverFirst: true },
    success: "Dismissed until it changes",
  });
}
