/**
 * Review rules, shared by the review dialog and POST /api/testimonials.
 * Name and location are trimmed with white space collapsed; the review text keeps its line breaks.
 */
import { z } from "@common/zod";
import { reviewServiceValues } from "../lead-options";
import * as messages from "../messages";
import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_LOCATION_MAX, REVIEW_NAME_MAX } from "./review-values";

// The form values and limits have no zod in them, so pages can show the form without loading zod.
export * from "./review-values";

const r = messages.review;


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

export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;
