/**
 * First-party page-view analytics for the pages a visit reaches without loading a document:
 * each client-side navigation POSTs {path, referrer} to /api/analytics/pageview. The page the
 * browser loaded as a document (the first of every visit, and any page opened by a full load)
 * was already counted by the server that sent it (server/analytics/page-view-counter.ts), so
 * it is not sent again. No cookies are sent and nothing goes to another host.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    const path = `${pathname}${search}`;
    const url = `${window.location.origin}${path}`;
    const referrer = previousUrl.current;
    previousUrl.current = url;
    // The document's own page (the server counted it), or the same page again.
    if (referrer === null || referrer === url) return;
    fetch("/api/analytics/pageview", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, referrer }),
      credentials: "omit",
      keepalive: true,
    }).catch(() => {
      /* analytics must never disturb the visitor */
    });
  }, [pathname, search]);
  return null;
}
