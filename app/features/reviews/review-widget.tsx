/**
 * The review widget: with approved customer reviews, their count, average to one decimal and
 * five-star share; without, the owner's external rating with its source (Settings), or no figure
 * at all when the owner cleared it. Links to /reviews and opens the review form.
 */
import { useState } from "react";
import { Link } from "react-router";
import { ScriptButton } from "~/components/forms/script-button";
import { buttonClasses } from "~/components/ui/button";
import { ReviewDialog } from "./lazy-review-dialog";
import { RatingSource } from "~/components/layout/rating-source";
import { useSiteFacts } from "~/lib/use-business-contact";
import { cn } from "~/lib/utils";
import { Stars } from "./stars";
import { widgetStats } from "./widget-stats";

export function ReviewWidget({ reviews, className }: { reviews: ReadonlyArray<{ rating: number }>; className?: string }) {
  const [reviewOpen, setReviewOpen] = useState(false);
  const own = widgetStats(reviews);
  const { externalRating } = useSiteFacts();
  const external = own ? null : externalRating;
  const average = own?.average ?? external?.value.toFixed(1);
  return (
    <aside aria-labelledby="review-widget-heading" className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)} data-testid="review-widget">
      <h2 id="review-widget-heading" className="text-lg font-bold text-slate-900">
        Customer Ratings
      </h2>
      {average === undefined ? (
        <p className="mt-3 text-slate-700" data-testid="widget-empty">
          No reviews yet. Had work done by our team? Be the first to share your experience.
        </p>
      ) : (
        <>
          <div className="mt-3 flex items-center gap-3">
            <span className="text-4xl font-extrabold text-slate-900" data-testid="widget-average">
              {average}
            </span>
            <Stars rating={Number(average)} />
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-slate-600">Reviews</dt>
              <dd className="text-xl font-bold text-slate-900" data-testid="widget-count">
                {own?.count ?? external?.count}
              </dd>
            </div>
            {own ? (
              <div>
                <dt className="text-slate-600">Five-star</dt>
                <dd className="text-xl font-bold text-slate-900" data-testid="widget-five-star">
                  {own.fiveStarShare}%
                </dd>
              </div>
            ) : (
              <div>
                <dt className="text-slate-600">Source</dt>
                <dd className="text-base font-semibold text-slate-900">
                  <RatingSource name={external!.sourceName} url={external!.sourceUrl} />
                </dd>
              </div>
            )}
          </dl>
        </>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/reviews" className={buttonClasses("default", "sm")}>
          Read Reviews
        </Link>
        <ScriptButton href="/reviews/new" className={buttonClasses("outline", "sm")} onPress={() => setReviewOpen(true)}>
          Write a Review
        </ScriptButton>
      </div>
      <ReviewDialog open={reviewOpen} onOpenChange={setReviewOpen} />
    </aside>
  );
}
