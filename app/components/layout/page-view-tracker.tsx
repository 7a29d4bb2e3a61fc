/**
 * First-party page-view analytics: from the second page view of a visit on,
 * POST {path, referrer} to /api/analytics/pageview. A visit is this browser tab's session
 * (sessionStorage counter); no cookies are sent and nothing goes to another host.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const COUNT_KEY = "mhp:pageviews";
let memoryCount = 0;

function nextViewNumber(): number {
  try {
    const n = Number(window.sessionStorage.getItem(COUNT_KEY) ?? "0") + 1;
    window.sessionStorage.setItem(COUNT_KEY, String(n));
    return n;
  } catch {
    memoryCount += 1;
    return memoryCount;
  }
}

export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const previousUrl = useRef<string | null>(null);
  useEffect(() => {
    const path = `${pathname}${search}`;
    const referrer = previousUrl.current ?? (document.referrer || null);
    previousUrl.current = `${window.location.origin}${path}`;
    if (nextViewNumber() < 2) return;
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
