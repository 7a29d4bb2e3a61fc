/**
 * The reviews page's built-in fallback set of six, shown
 * when the fetch returns no approved testimonials, and the service filter it offers.
 */
import type { PublicTestimonial } from "../../server/testimonials/queries";

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
/** The reviews page's average when there is nothing to average. */
export const DEFAULT_REVIEWS_AVERAGE = 5.0;

export const FALLBACK_REVIEWS: ReviewItem[] = [
  {
    id: "builtin-1",
    customerName: "Karen Whitcomb",
    customerLocation: "Essex Junction, VT",
    rating: 5,
    serviceType: "heating",
    content:
      "We replaced a 30-year-old oil furnace with two cold-climate heat pumps and a small backup boiler. The crew walked us through every option, finished in two days and left the basement cleaner than they found it. Through the January cold snap the house stayed at 68 degrees and our first winter fuel bill dropped by more than half.",
    createdAt: "2025-02-11T15:00:00.000Z",
  },
  {
    id: "builtin-2",
    customerName: "Tom Belanger",
    customerLocation: "Jericho, VT",
    rating: 5,
    serviceType: "maintenance",
    content:
      "Two tune-ups a year and they remind us before each one. The technician found a cracked condensate line before it ever leaked. Worth every penny for the peace of mind.",
    createdAt: "2025-01-22T15:00:00.000Z",
  },
  {
    id: "builtin-3",
    customerName: "Priya Raman",
    customerLocation: "South Burlington, VT",
    rating: 5,
    serviceType: "plumbing",
    content:
      "They re-piped our 1960s ranch with PEX and moved the water heater to make room for a laundry closet. The quote was clear, the schedule held, and they patched the drywall openings neatly. Water pressure upstairs is finally what it should be, and the inspector signed off on the first visit.",
    createdAt: "2024-11-08T15:00:00.000Z",
  },
  {
    id: "builtin-4",
    customerName: "Dave & Linda Morrissey",
    customerLocation: "Williston, VT",
    rating: 5,
    serviceType: "renovation",
    content:
      "During our kitchen and bath remodel they coordinated with our builder, added radiant floor heat in the bathroom and hooked the new fixtures up without a single delay. Great communication from start to finish.",
    createdAt: "2024-10-02T15:00:00.000Z",
  },
  {
    id: "builtin-5",
    customerName: "Marcus Hill",
    customerLocation: "Burlington, VT",
    rating: 5,
    serviceType: "heating",
    content:
      "Our new high-efficiency boiler runs quietly and the indirect tank gives us more hot water than we can use. They handled the Efficiency Vermont rebate paperwork for us.",
    createdAt: "2024-09-17T15:00:00.000Z",
  },
  {
    id: "builtin-6",
    customerName: "Sarah Lavoie",
    customerLocation: "Colchester, VT",
    rating: 5,
    serviceType: "maintenance",
    content:
      "We signed up for the maintenance plan after our heat pump install. The spring and fall visits are on time, the filters get changed, and the 15% member discount paid for itself when we needed a new expansion tank. Friendly, careful people who explain what they are doing and never try to upsell.",
    createdAt: "2024-08-29T15:00:00.000Z",
  },
];
