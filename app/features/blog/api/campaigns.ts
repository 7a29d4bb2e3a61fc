/**
 * AI campaigns: the list, the scheduler's status (polled every 30 s — the only polling read in
 * the product), save, run now and content ideas. Run and Ideas are paid AI calls that can take a
 * minute: like every write they are never retried on their own.
 */
import { useQueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import { SCHEDULER_POLL_MS, type CreateCampaignInput } from "@common/schemas/blog";
import { blogKeys, invalidatePosts } from "./keys";
import type { Campaign, ContentIdea, SchedulerStatus } from "./types";

export const useCampaigns = () => useApiRead<Campaign[]>(blogKeys.campaigns, { staleTime: 0 });
export const useSchedulerStatus = () => useApiRead<SchedulerStatus>(blogKeys.scheduler, { refetchInterval: SCHEDULER_POLL_MS });

export function useSaveCampaign(campaign: Campaign | null, handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useApiWrite({
    request: (body: CreateCampaignInput) =>
      campaign ? apiJson<Campaign>("PATCH", `/api/blog/campaigns/${campaign.id}`, body) : apiJson<Campaign>("POST", "/api/blog/campaigns", body),
    invalidate: [blogKeys.campaigns],
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
}

export function useRunCampaign(handlers: {
  onMutate: (c: Campaign) => void;
  onSuccess: () => void;
  onError: (error: Error, c: Campaign) => void;
  onSettled: () => void;
}) {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (c: Campaign) => apiJson("POST", `/api/blog/campaigns/${c.id}/execute`),
    onMutate: handlers.onMutate,
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
    onSettled: () => {
      handlers.onSettled();
      void invalidatePosts(queryClient);
    },
  });
}

export function useCampaignIdeas(handlers: {
  onMutate: () => void;
  onSuccess: (ideas: ContentIdea[], c: Campaign) => void;
  onError: (error: Error, c: Campaign) => void;
}) {
  return useApiWrite({
    request: (c: Campaign) => apiJson<{ ideas: ContentIdea[] }>("POST", `/api/blog/campaigns/${c.id}/ideas`),
    onMutate: handlers.onMutate,
    onSuccess: (r, c) => handlers.onSuccess(r.ideas, c),
    onError: handlers.onError,
  });
}
