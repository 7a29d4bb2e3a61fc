/**
 * The reviews page's state as pure functions: the filter and page
 * come from the URL (?service=&page=), changing the filter resets to page 1, 9 per page, content
 * cut at 200 characters, header average to one decimal.
 */
import {
  FILTER_MEMBERS,
  REVIEW_FILTERS,
  REVIEW_TRUNCATE_AT,
  REVIEWS_PER_PAGE,
  type ReviewFilter,
  type ReviewItem,
} from "~/content/reviews";
import type { ReviewMeta } from "~/lib/structured-data";

export function parseFilter(value: string | null | undefined): ReviewFilter {
  return REVIEW_FILTERS.some((f) => f.value === value) ? (value as ReviewFilter) : "all";
}

export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function matchesFilter(review: Pick<ReviewItem, "serviceType">, filter: ReviewFilter): boolean {
  return filter === "all" || FILTER_MEMBERS[filter].includes(review.serviceType);
}

export function filterReviews<T extends Pick<ReviewItem, "serviceType">>(reviews: readonly T[], filter: ReviewFilter): T[] {
  return reviews.filter((r) => matchesFilter(r, filter));
}

/** Count per filter value, e.g. { all: 12, heating: 5, ... }. */
export function filterCounts(reviews: readonly Pick<ReviewItem, "serviceType">[]): Record<ReviewFilter, number> {
  const counts = {} as Record<ReviewFilter, number>;
  for (const f of REVIEW_FILTERS) counts[f.value] = filterReviews(reviews, f.value).length;
  return counts;
}

export interface PageSlice<T> {
  items: T[];
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** One page of 9; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], requestedPage: number, perPage = REVIEWS_PER_PAGE): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    totalPages,
    hasPrevious: page > 1,
    hasNext: page < totalPages,
  };
}

export function needsTruncation(content: string, limit = REVIEW_TRUNCATE_AT): boolean {
  return content.length > limit;
}

/** The first 200 characters plus an ellipsis when the text is longer. */
export function truncateReview(content: string, limit = REVIEW_TRUNCATE_AT): string {
  return needsTruncation(content, limit) ? `${content.slice(0, limit).trimEnd()}...` : content;
}

export interface ReviewStats {
  count: number;
  /** One decimal, e.g. "4.8" (the page shows these figures only when there are reviews). */
  average: string;
  /** Whole percent of five-star reviews. */
  fiveStarShare: number;
  towns: number;
}

export function reviewStats(reviews: readonly Pick<ReviewItem, "rating" | "customerLocation">[]): ReviewStats {
  const count = reviews.length;
  const avg = count ? reviews.reduce((s, r) => s + r.rating, 0) / count : 0;
  const fiveStar = count ? reviews.filter((r) => r.rating === 5).length / count : 0;
  const towns = new Set(reviews.map((r) => r.customerLocation.split(",")[0]!.trim().toLowerCase())).size;
  return { count, average: avg.toFixed(1), fiveStarShare: Math.round(fiveStar * 100), towns };
}

/** The query string for a filter and page (page 1 and "all" are left out). */
export function reviewsHref(filter: ReviewFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("service", filter);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `/reviews?${qs}` : "/reviews";
}

/**
 * Structured data for the reviews a visitor sees on /reviews?service=&page=: the approved
 * reviews of that filter and page (at most 9).
 */
export function reviewsMeta(approved: readonly ReviewItem[] | null | undefined, params: URLSearchParams): ReviewMeta[] {
  if (!approved?.length) return [];
  const slice = paginate(filterReviews(approved, parseFilter(params.get("service"))), parsePage(params.get("page")));
  return slice.items.map((r) => ({
    author: r.customerName,
    rating: r.rating,
    reviewBody: r.content,
    datePublished: r.createdAt.slice(0, 10),
  }));
}
