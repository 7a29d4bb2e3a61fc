/** The manager's posts: every post (drafts and scheduled too), publish / unpublish, delete. A change refreshes every blog read. */
import { useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "~/lib/api";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import { failureToast } from "./failure-toast";
import { blogKeys, invalidatePosts } from "./keys";
import type { StaffPost } from "./types";

const m = staffMessages.blog;

export const useAllPosts = () => useApiRead<StaffPost[]>(blogKeys.allPosts, { staleTime: 0 });

export function useTogglePublished() {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (p: StaffPost) =>
      apiJson("PATCH", `/api/blog/${p.id}`, p.isPublished ? { isPublished: false, status: "draft" } : { isPublished: true, status: "published" }),
    success: (_r, p) => (p.isPublished ? m.postUnpublished : m.postPublished),
    onSuccess: () => invalidatePosts(queryClient),
    onError: failureToast(m.updatePostFailed),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (p: StaffPost) => apiRequest("DELETE", `/api/blog/${p.id}`),
    success: m.postDeleted,
    onSuccess: () => invalidatePosts(queryClient),
    onError: failureToast(m.deletePostFailed),
  });
}
