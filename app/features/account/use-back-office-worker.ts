import { useEffect } from "react";
import { backOfficeWorker } from "./push-device";

/**
 * Registers the back office's service worker on every back-office page, so the back office can be
 * installed from any of them and push messages find a worker. Public pages never call this.
 */
export function useBackOfficeWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // A browser that refuses (private mode, a policy) simply has no installable app.
    backOfficeWorker().catch(() => undefined);
  }, []);
}
