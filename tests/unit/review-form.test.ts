/** The review rules, shared by the dialog and POST /api/testimonials. */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { schemaFieldErrors } from "@common/field-errors";

/** What a form shows per field: the shared helper, top-level keys. */
const schemaErrors = (schema: z.ZodType, values: unknown) => schemaFieldErrors(schema, values, { topLevel: true });
import * as messages from "@common/messages";
import { emptyReviewForm, reviewSubmissionSchema } from "@common/schemas/reviews";

const r = messages.review;
const valid = { customerName: "Ann Lee", customerLocation: "Jericho", rating: 4, content: "Ten chars!", serviceType: "boiler" };

describe("review rules", () => {
  it("gives every message for the empty form, rating 0 meaning no star", () => {
    expect(schemaErrors(reviewSubmissionSchema, emptyReviewForm)).toEqual({
      customerName: r.nameMin,
      customerLocation: r.locationRequired,
      rating: r.ratingRequired,
      content: r.contentMin,
      serviceType: r.serviceRequired,
    });
  });

  it("accepts ratings 1 to 5 only, whole numbers", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(schemaErrors(reviewSubmissionSchema, { ...valid, rating })).toEqual({});
    for (const rating of [6, 2.5, -1]) expect(schemaErrors(reviewSubmissionSchema, { ...valid, rating }).rating).toBeTruthy();
  });

  it("counts the review's length after trimming, minimum 10", () => {
    expect(schemaErrors(reviewSubmissionSchema, { ...valid, content: "  short    " }).content).toBe(r.contentMin);
    expect(schemaErrors(reviewSubmissionSchema, { ...valid, content: "0123456789" })).toEqual({});
  });

  it("keeps line breaks in the review and collapses them in name and location", () => {
    const parsed = reviewSubmissionSchema.parse({ ...valid, customerName: " Ann\n Lee ", content: "Line one\nLine two" });
    expect(parsed.customerName).toBe("Ann Lee");
    expect(parsed.content).toBe("Line one\nLine two");
  });
});
