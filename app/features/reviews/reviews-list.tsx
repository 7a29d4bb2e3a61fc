/**
 * The /reviews display: header figures, stats cards, service filter with counts, a grid of 9
 * cards per page with Read More / Show Less, pagination and the empty state. Filter and page
 * live in the URL (GET forms), so every view is shareable and works before JavaScript loads.
 */
import { ChevronLeft, ChevronRight, MapPin, Star } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { REVIEW_FILTERS, SERVICE_TYPE_LABELS, type ReviewFilter, type ReviewItem } from "~/content/reviews";
import { RatingSource } from "~/components/layout/rating-source";
import { useSiteFacts } from "~/lib/use-business-contact";
import { cn } from "~/lib/utils";
import * as messages from "@common/messages";
import { filterCounts, filterReviews, needsTruncation, paginate, reviewStats, truncateReview } from "./reviews-logic";

const LIST_ID = "reviews-list";

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <div className={cn("flex gap-0.5", className)} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("h-4 w-4", n <= rating ? "fill-amber-400 text-amber-500" : "fill-slate-200 text-slate-300")}
        />
      ))}
    </div>
  );
}

export function ReviewsSummary({ reviews }: { reviews: readonly ReviewItem[] }) {
  const stats = reviewStats(reviews);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-lg text-brand-50" data-testid="reviews-summary">
        <Stars rating={Math.round(Number(stats.average))} />
        <span>
          <strong className="text-white">{stats.average}</strong> average from{" "}
          <strong className="text-white">{stats.count}</strong> verified {stats.count === 1 ? "review" : "reviews"}
      </span>
    </div>
  );
}

/**
 * The header while no customer review is approved: the owner's external rating with its source
 * (never called "verified", never a count of reviews on this site), or nothing when cleared.
 */
export function ExternalRatingSummary() {
  const { externalRating: r } = useSiteFacts();
  if (!r) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-lg text-brand-50" data-testid="reviews-summary">
      <Stars rating={Math.round(r.value)} />
      <span>
        <strong className="text-white">{r.value.toFixed(1)}</strong> average from <strong className="text-white">{r.count}</strong>{" "}
        {r.count === 1 ? "review" : "reviews"} on <RatingSource name={r.sourceName} url={r.sourceUrl} className="font-semibold text-white underline" />
      </span>
    </div>
  );
}

/** The list's place while no customer review is approved. */
export function NoReviewsYet() {
  return (
    <Card className="p-10 text-center" data-testid="no-reviews">
      <h3 className="text-xl font-bold text-slate-900">No reviews on this site yet</h3>
      <p className="mt-2 text-slate-600">Reviews appear here once customers write them and our team has checked them.</p>
    </Card>
  );
}

/** `townsNote`: the owner's line under the towns figure ("Across ..."). */
export function ReviewsStats({ reviews, townsNote }: { reviews: readonly ReviewItem[]; townsNote: string }) {
  const stats = reviewStats(reviews);
  const cards = [
    { value: stats.average, label: "Average Rating", description: "Out of 5 stars" },
    { value: String(stats.count), label: "Verified Reviews", description: "From real customers" },
    { value: `${stats.fiveStarShare}%`, label: "5-Star Reviews", description: "Share of all ratings" },
    { value: String(stats.towns), label: "Towns Represented", description: townsNote },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Review statistics">
      {cards.map((c) => (
        <li key={c.label}>
          <Card className="h-full p-5 text-center">
            <p className="text-3xl font-extrabold text-brand-700">{c.value}</p>
            <p className="mt-1 font-semibold text-slate-900">{c.label}</p>
            {c.description && <p className="mt-1 text-sm text-slate-600">{c.description}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ReviewCard({ review, expanded, onToggle }: { review: ReviewItem; expanded: boolean; onToggle: () => void }) {
  const long = needsTruncation(review.content);
  const contentId = `review-${review.id}-content`;
  return (
    <li>
      {/* overflow-wrap: anywhere, so a long unbroken word (a URL) wraps instead of widening the grid. */}
      <Card className="flex h-full min-w-0 flex-col p-6 wrap-anywhere" data-testid="review-card">
        <div className="flex items-center justify-between gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
            {SERVICE_TYPE_LABELS[review.serviceType] ?? review.serviceType}
          </span>
          <Stars rating={review.rating} />
        </div>
        <blockquote id={contentId} className="mt-4 flex-1 text-slate-700">
          <p>&ldquo;{expanded || !long ? review.content : truncateReview(review.content)}&rdquo;</p>
        </blockquote>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={onToggle}
            className="mt-2 self-start rounded text-sm font-semibold text-brand-700 hover:underline"
          >
            {expanded ? messages.review.showLess : messages.review.readMore}
          </button>
        )}
        <footer className="mt-4 border-t border-slate-100 pt-4">
          <p className="font-semibold text-slate-900">{review.customerName}</p>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {review.customerLocation}
          </p>
        </footer>
      </Card>
    </li>
  );
}

export function ReviewsBrowser({ reviews, filter, page }: { reviews: readonly ReviewItem[]; filter: ReviewFilter; page: number }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const counts = filterCounts(reviews);
  const slice = paginate(filterReviews(reviews, filter), page);
  // Filter and page changes keep the scroll position; a new page brings the list's top into view.
  const shownPage = useRef(slice.page);
  useEffect(() => {
    if (shownPage.current === slice.page) return;
    shownPage.current = slice.page;
    document.getElementById(LIST_ID)?.scrollIntoView({ block: "start" });
  }, [slice.page]);
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div>
      <Form method="get" action="/reviews" preventScrollReset aria-label="Filter reviews by service" className="flex flex-wrap gap-2">
        {REVIEW_FILTERS.map((f) => {
          const active = f.value === filter;
          return (
            <button
              key={f.value}
              type="submit"
              name={f.value === "all" ? undefined : "service"}
              value={f.value === "all" ? undefined : f.value}
              aria-pressed={active}
              className={buttonClasses(active ? "default" : "outline", "sm")}
            >
              {f.label} ({counts[f.value]})
            </button>
          );
        })}
      </Form>

      <p className="sr-only" aria-live="polite">
        {`Showing page ${slice.page} of ${slice.totalPages}`}
      </p>

      {slice.items.length === 0 ? (
        <Card className="mt-8 p-10 text-center">
          <h3 className="text-xl font-bold text-slate-900">{messages.review.emptyTitle}</h3>
          <p className="mt-2 text-slate-600">There are no reviews for this service yet.</p>
          <Form method="get" action="/reviews" className="mt-4">
            <Button type="submit">{messages.review.showAll}</Button>
          </Form>
        </Card>
      ) : (
        <ul id={LIST_ID} className="mt-8 grid scroll-mt-24 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Customer reviews">
          {slice.items.map((r) => (
            <ReviewCard key={r.id} review={r} expanded={expanded.has(r.id)} onToggle={() => toggle(r.id)} />
          ))}
        </ul>
      )}

      {slice.items.length > 0 && (
        <Form method="get" action="/reviews" preventScrollReset aria-label="Reviews pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
          {filter !== "all" && <input type="hidden" name="service" value={filter} />}
          <Button type="submit" variant="outline" size="sm" name="page" value={String(slice.page - 1)} disabled={!slice.hasPrevious}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </Button>
          {Array.from({ length: slice.totalPages }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              type="submit"
              size="sm"
              variant={n === slice.page ? "default" : "outline"}
              name="page"
              value={String(n)}
              aria-current={n === slice.page ? "page" : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Button>
          ))}
          <Button type="submit" variant="outline" size="sm" name="page" value={String(slice.page + 1)} disabled={!slice.hasNext}>
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </Form>
      )}
    </div>
  );
}
