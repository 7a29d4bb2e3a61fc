/** Home page reviews: the first 6 approved ones, or a share-your-experience prompt when none. */
import { MapPin, MessageSquareQuote } from "~/components/icons";
import { useState } from "react";
import { Link } from "react-router";
import { ScriptButton } from "~/components/forms/script-button";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ReviewDialog } from "./lazy-review-dialog";
import { Stars } from "./stars";
import { HOME_REVIEW_LIMIT } from "./widget-stats";
import type { PublicTestimonial } from "~/lib/server-types";

/** `shareText`: the owner's words asking for a first review (hidden when empty). */
export function HomeReviews({ reviews, shareText }: { reviews: PublicTestimonial[]; shareText: string }) {
  const [reviewOpen, setReviewOpen] = useState(false);
  const shown = reviews.slice(0, HOME_REVIEW_LIMIT);
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <h2 id="testimonials-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          What Our Customers Say
        </h2>
        {shown.length === 0 ? (
          <Card className="mt-8 flex flex-col items-center gap-4 p-10 text-center" data-testid="share-experience">
            <MessageSquareQuote className="h-10 w-10 text-brand-700" aria-hidden="true" />
            <h3 className="text-xl font-semibold text-slate-900">Share your experience</h3>
            {shareText && <p className="max-w-xl text-slate-700">{shareText}</p>}
            <ScriptButton href="/reviews/new" className={buttonClasses()} onPress={() => setReviewOpen(true)}>
              Share Your Experience
            </ScriptButton>
          </Card>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-testimonials">
            {shown.map((t) => (
              <li key={t.id}>
                {/* overflow-wrap: anywhere, so a long unbroken word (a URL) wraps instead of widening the grid. */}
                <Card className="flex h-full min-w-0 flex-col p-6 wrap-anywhere">
                  <Stars rating={t.rating} />
                  <blockquote className="mt-3 flex-1 text-slate-700">“{t.content}”</blockquote>
                  <p className="mt-4 font-semibold text-slate-900">{t.customerName}</p>
                  <p className="flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                    {t.location}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-8">
          <Link to="/reviews" className="font-semibold text-brand-700 hover:underline">
            Read all customer reviews
          </Link>
        </p>
      </div>
      <ReviewDialog open={reviewOpen} onOpenChange={setReviewOpen} />
    </section>
  );
}
