/**
 * The reviews page's filter, labels and paging figures. It shows approved customer reviews only:
 * there is no built-in set standing in for them (docs/decisions.md).
 */
import type { PublicTestimonial } from "~/lib/server-types";

export type ReviewItem = Pick<
  PublicTestimonial,
  "id" | "customerName" | "customerLocation" | "rating" | "content" | "serviceType" | "createdAt"
>;

/** The reviews page's filter values (all, heating, plumbing, maintenance, renovation), with their labels. */
export const REVIEW_FILTERS = [
  { value: "all", label: "All Reviews" },
  { value: "heating", label: "Heating" },
  { value: "plumbing", label: "Plumbing" },
  { value: "maintenance", label: "Maintenance" },
  { value: "renovation", label: "Renovation" },
] as const;

export type ReviewFilter = (typeof REVIEW_FILTERS)[number]["value"];

/**
 * Submitted reviews may name a more specific heating service (heat-pump, boiler); they are
 * counted and filtered under Heating. "other" appears under All only.
 */
export const FILTER_MEMBERS: Record<Exclude<ReviewFilter, "all">, readonly string[]> = {
  heating: ["heating", "heat-pump", "boiler"],
  plumbing: ["plumbing"],
  maintenance: ["maintenance"],
  renovation: ["renovation"],
};

/** Display label of a testimonial's service type (badge on each card). */
export const SERVICE_TYPE_LABELS: Record<string, string> = {
  heating: "Heating",
  "heat-pump": "Heat Pump",
  boiler: "Boiler Service",
  plumbing: "Plumbing",
  maintenance: "Maintenance",
  renovation: "Renovation",
  other: "Other",
};

export const REVIEWS_PER_PAGE = 9;
export const REVIEW_TRUNCATE_AT = 200;
