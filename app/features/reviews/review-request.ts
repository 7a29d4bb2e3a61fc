/**
 * A review-request link (/reviews/new?request=…) opened in the browser: the form asks the
 * server who the link is for, pre-fills their name and town, and sends the token with the
 * review so the office sees which request led to it. Done in the browser, never in the page's
 * render, so a shared cached page can never carry one customer's name to another.
 */
import { useEffect, useRef, useState } from "react";

export interface ReviewRequestPrefill {
  customerName: string;
  customerLocation: string;
}

export function useReviewRequest(onPrefill: (prefill: ReviewRequestPrefill) => void): { token?: string; message?: string } {
  const [state, setState] = useState<{ token?: string; message?: string }>({});
  const prefill = useRef(onPrefill);
  useEffect(() => {
    prefill.current = onPrefill;
  });
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("request");
    if (!token) return;
    const controller = new AbortController();
    fetch(`/api/review-requests/lookup?token=${encodeURIComponent(token)}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as Partial<ReviewRequestPrefill> & { message?: string };
        if (res.ok && typeof body.customerName === "string") {
          prefill.current({ customerName: body.customerName, customerLocation: body.customerLocation ?? "" });
          setState({ token });
        } else if (typeof body.message === "string") setState({ message: body.message });
      })
      .catch(() => {
        // Offline or aborted: the form still works as a plain review.
      });
    return () => controller.abort();
  }, []);
  return state;
}
