/** Review moderation: every submitted review, approve / reject, delete. */
import { apiJson, apiRequest } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { Jsonified } from "@common/json";
import type { toAdminTestimonial } from "~/lib/server-types";

/** A submitted review as staff see it (the spec's table and API call them testimonials). */
export type AdminTestimonial = Jsonified<ReturnType<typeof toAdminTestimonial>>;

const m = staffMessages.dashboard;

export const testimonialKeys = {
  all: apiKey("/api/admin/testimonials"),
  published: apiKey("/api/testimonials"),
};
const refresh = [testimonialKeys.all, testimonialKeys.published];

export const useAdminTestimonials = () => useApiRead<AdminTestimonial[]>(testimonialKeys.all, { staleTime: 0 });

export function useApproveTestimonial(onDone: () => void) {
  return useApiWrite({
    request: ({ id, isApproved }: { id: string; isApproved: boolean }) =>
      apiJson<AdminTestimonial>("PATCH", `/api/testimonials/${id}`, { isApproved }),
    invalidate: refresh,
    failure: m.updateTestimonialFailed,
    success: (_r, v) => (v.isApproved ? m.testimonialApproved : m.testimonialRejected),
    onSuccess: onDone,
  });
}

export function useDeleteTestimonial(onDone: () => void) {
  return useApiWrite({
    request: (t: AdminTestimonial) => apiRequest("DELETE", `/api/testimonials/${t.id}`),
    invalidate: refresh,
    failure: m.deleteTestimonialFailed,
    success: m.testimonialDeleted,
    onSuccess: onDone,
  });
}
