import { useQuery } from "@tanstack/react-query";
import type { PublicTestimonial } from "../../../server/testimonials/queries";

export type { PublicTestimonial };

export const TESTIMONIALS_KEY = ["/api/testimonials"] as const;

/** Approved testimonials (GET /api/testimonials), seeded with what the page loader rendered. */
export function useTestimonials(initialData?: PublicTestimonial[]) {
  return useQuery<PublicTestimonial[]>({ queryKey: TESTIMONIALS_KEY, initialData });
}
