/** The review widget: count, average to one decimal and five-star share; links to /reviews and opens the review form. */
import { useState } from "react";
import { Link } from "react-router";
import { ScriptButton } from "~/components/forms/script-button";
import { buttonClasses } from "~/components/ui/button";
import { ReviewDialog } from "~/features/reviews";
import { cn } from "~/lib/utils";
import { Stars } from "./stars";
import { widgetStats } from "./stats";

export function ReviewWidget({ testimonials, className }: { testimonials: ReadonlyArray<{ rating: number }>; className?: string }) {
  const [reviewOpen, setReviewOpen] = useState(false);
  const stats = widgetStats(testimonials);
  return (
    <aside aria-labelledby="review-widget-heading" className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)} data-testid="review-widget">
      <h2 id="review-widget-heading" className="text-lg font-bold text-slate-900">
        Customer Ratings
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span className="text-4xl font-extrabold text-slate-900" data-testid="widget-average">
          {stats.average}
        </span>
        <Stars rating={Number(stats.average)} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-slate-600">Reviews</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="widget-count">
            {stats.count}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Five-star</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="widget-five-star">
            {stats.fiveStarShare}%
          </dd>
        </div>
      </dl>
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
