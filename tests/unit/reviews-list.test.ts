/** The reviews page's rules: filter, counts, 9 per page, 200-character cut, header figures. */
import { describe, expect, it } from "vitest";
import { REVIEW_FILTERS, REVIEWS_PER_PAGE, type ReviewItem } from "~/content/reviews";
import {
  filterCounts,
  filterReviews,
  needsTruncation,
  paginate,
  parseFilter,
  parsePage,
  reviewStats,
  reviewsHref,
  truncateReview,
} from "~/features/reviews/reviews-logic";

const review = (i: number, serviceType: string, rating = 5, location = "Jericho, VT"): ReviewItem => ({
  id: `r${i}`,
  customerName: `Customer ${i}`,
  customerLocation: location,
  rating,
  content: `Review number ${i} about our ${serviceType} work.`,
  serviceType,
  createdAt: new Date(2025, 0, i).toISOString(),
});

describe("filter", () => {
  it("offers all, heating, plumbing, maintenance and renovation, defaulting to all", () => {
    expect(REVIEW_FILTERS.map((f) => f.value)).toEqual(["all", "heating", "plumbing", "maintenance", "renovation"]);
    expect(parseFilter(null)).toBe("all");
    expect(parseFilter("bogus")).toBe("all");
    expect(parseFilter("renovation")).toBe("renovation");
  });

  it("counts each filter, with heat-pump and boiler reviews under heating", () => {
    const list = [review(1, "heating"), review(2, "heat-pump"), review(3, "boiler"), review(4, "plumbing"), review(5, "other")];
    expect(filterCounts(list)).toEqual({ all: 5, heating: 3, plumbing: 1, maintenance: 0, renovation: 0 });
    expect(filterReviews(list, "plumbing").map((r) => r.id)).toEqual(["r4"]);
    expect(filterReviews(list, "all")).toHaveLength(5);
  });
});

describe("pagination", () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

  it("shows 9 per page with Previous disabled on page 1 and Next on the last", () => {
    expect(REVIEWS_PER_PAGE).toBe(9);
    const first = paginate(twenty, 1);
    expect(first).toMatchObject({ page: 1, totalPages: 3, hasPrevious: false, hasNext: true });
    expect(first.items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const last = paginate(twenty, 3);
    expect(last).toMatchObject({ page: 3, hasPrevious: true, hasNext: false });
    expect(last.items).toEqual([19, 20]);
  });

  it("clamps out-of-range pages and parses the page parameter", () => {
    expect(paginate(twenty, 99).page).toBe(3);
    expect(paginate([], 1)).toMatchObject({ items: [], page: 1, totalPages: 1, hasPrevious: false, hasNext: false });
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("4")).toBe(4);
  });

  it("builds shareable URLs, leaving out the defaults", () => {
    expect(reviewsHref("all")).toBe("/reviews");
    expect(reviewsHref("heating")).toBe("/reviews?service=heating");
    expect(reviewsHref("all", 2)).toBe("/reviews?page=2");
    expect(reviewsHref("plumbing", 3)).toBe("/reviews?service=plumbing&page=3");
  });
});

describe("Read More cut", () => {
  it("keeps text of 200 characters and cuts longer text at 200", () => {
    const exact = "a".repeat(200);
    expect(needsTruncation(exact)).toBe(false);
    expect(truncateReview(exact)).toBe(exact);
    const long = "b".repeat(201);
    expect(needsTruncation(long)).toBe(true);
    expect(truncateReview(long)).toBe(`${"b".repeat(200)}...`);
  });
});

describe("header and stats figures", () => {
  it("averages to one decimal", () => {
    expect(reviewStats([review(1, "heating", 5), review(2, "heating", 4), review(3, "plumbing", 4)])).toEqual({
      count: 3,
      average: "4.3",
      fiveStarShare: 33,
      towns: 1,
    });
  });

  it("counts distinct towns", () => {
    const list = [review(1, "heating", 5, "Essex, VT"), review(2, "heating", 5, "essex, VT"), review(3, "heating", 5, "Milton, VT")];
    expect(reviewStats(list).towns).toBe(2);
  });
});
