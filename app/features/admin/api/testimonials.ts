/** Review moderation: every submitted review, approve / reject, delete. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead } from "~/lib/api-hooks";
import { messages } from "~/shared/messages";
import { useStaffWrite } from "./staff-write";
import type { AdminTestimonial } from "./types";

const m = messages.dashboard;

export const testimonialKeys = {
  all: apiKey("/api/admin/testimonials"),
  published: apiKey("/api/testimonials"),
};
const refresh = [testimonialKeys.all, testimonialKeys.published];

export const useAdminTestimonials = () => useApiRead<AdminTestimonial[]>(testimonialKeys.all, { staleTime: 0 });

export function useApproveTestimonial(onDone: () => void) {
  return useStaffWrite({
    request: ({ id, isApproved }: { id: string; isApproved: boolean }) =>
      apiJson<AdminTestimonial>("PATCH", `/api/testimonials/${id}`, { isApproved }),
    invalidate: refresh,
    errorMessage: m.updateTestimonialFailed,
    success: (_r, v) => (v.isApproved ? m.testimonialApproved : m.testimonialRejected),
    onSuccess: onDone,
  });
}

export function useDeleteTestimonial(onDone: () => void) {
  return useStaffWrite({
    request: (t: AdminTestimonial) => apiRequest("DELETE", `/api/testimonials/${t.id}`),
    invalidate: refresh,
    errorMessage: m.deleteTestimonialFailed,
    success: () => m.testimonialDeleted,
    onSuccess: onDone,
  });
}
