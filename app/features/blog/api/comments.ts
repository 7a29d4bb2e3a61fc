/** Comment moderation: comments waiting for approval and the newest published ones; approve, or mark as spam (which also takes a published comment down). */
import { apiRequest } from "~/lib/api";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import { failureToast } from "./failure-toast";
import { blogKeys } from "./keys";
import type { UnapprovedComment } from "./types";

export const useUnapprovedComments = () => useApiRead<UnapprovedComment[]>(blogKeys.unapproved, { staleTime: 0 });
export const useApprovedComments = () => useApiRead<UnapprovedComment[]>(blogKeys.approved, { staleTime: 0 });

export type CommentAction = "approve" | "spam";

const m = staffMessages.blog;

export function useModerateComment() {
  return useApiWrite({
    request: ({ id, action }: { id: string; action: CommentAction }) =>
      action === "approve" ? apiRequest("POST", `/api/admin/comments/${id}/approve`) : apiRequest("DELETE", `/api/admin/comments/${id}`),
    invalidate: [blogKeys.unapproved, blogKeys.approved],
    success: (_r, { action }) => (action === "approve" ? m.commentApproved : m.commentSpam),
    onError: failureToast(m.commentActionFailed),
  });
}
