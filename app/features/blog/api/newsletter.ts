/** The newsletter: a post's send state and its preview, the test and the send; the subscribers (admin). */
import { apiJson } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { NewsletterState, RenderedMail, SubscriberEntry } from "~/lib/server-types";

const m = staffMessages.newsletter;

const stateKey = (postId: string) => apiKey(`/api/newsletter/posts/${postId}`);

/** Refreshed every 3 s while rows of the send are still queued, so the counts move on their own. */
export const useNewsletterState = (postId: string) =>
  useApiRead<NewsletterState>(stateKey(postId), { refetchInterval: (q) => (q.state.data?.progress.queued ? 3000 : false) });

export const useNewsletterPreview = (postId: string) => useApiRead<RenderedMail>(apiKey(`/api/newsletter/posts/${postId}/preview`));

export const useSubscribers = () => useApiRead<SubscriberEntry[]>(apiKey("/api/newsletter/subscribers"), { staleTime: 0 });

export const useSendTest = (postId: string) =>
  useApiWrite({
    request: () => apiJson<{ to: string }>("POST", `/api/newsletter/posts/${postId}/test`),
    success: (r) => m.testSent(r.to),
    failure: { fallback: m.testFailed, serverFirst: true },
  });

export const useSendToSubscribers = (postId: string) =>
  useApiWrite({
    request: () => apiJson<{ recipients: number }>("POST", `/api/newsletter/posts/${postId}/send`),
    invalidate: [stateKey(postId)],
    success: (r) => m.sent(r.recipients),
    failure: { fallback: m.sendFailed, serverFirst: true },
  });
