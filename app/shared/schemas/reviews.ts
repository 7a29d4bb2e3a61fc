/**
 * Review rules (01-public-site.md §5), shared by the review dialog and POST /api/testimonials.
 * Name and location are trimmed with white space collapsed; the review text keeps its line breaks.
 */
import { z } from "~/shared/zod";
import { reviewServiceValues } from "../lead-options";
import { messages } from "../messages";

const r = messages.review;

export const REVIEW_NAME_MAX = 100;
export const REVIEW_LOCATION_MAX = 100;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;

const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

const text = (requiredMessage: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : messages.validation.textExpected,
  });

export const reviewSubmissionSchema = z.object({
  customerName: text(r.nameMin).overwrite(collapse).min(2, r.nameMin).max(REVIEW_NAME_MAX, r.nameMax),
  customerLocation: text(r.locationRequired)
    .overwrite(collapse)
    .min(2, r.locationRequired)
    .max(REVIEW_LOCATION_MAX, r.locationMax),
  rating: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? r.ratingRequired : r.ratingInvalid) })
    .int(r.ratingInvalid)
    .min(1, r.ratingRequired)
    .max(5, r.ratingInvalid),
  content: text(r.contentMin)
    .trim()
    .min(REVIEW_CONTENT_MIN, r.contentMin)
    .max(REVIEW_CONTENT_MAX, r.contentMax),
  serviceType: z.enum(reviewServiceValues, { error: r.serviceRequired }),
});

export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

export interface ReviewFormValues {
  customerName: string;
  customerLocation: string;
  rating: number;
  content: string;
  serviceType: string;
}

export const emptyReviewForm: ReviewFormValues = {
  customerName: "",
  customerLocation: "",
  rating: 0,
  content: "",
  serviceType: "",
};
