import { useState } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ScriptButton } from "~/components/forms/script-button";
import { buttonClasses } from "~/components/ui/button";
import { ExternalRatingSummary, NoReviewsYet, ReviewsBrowser, ReviewsStats, ReviewsSummary } from "~/features/reviews/reviews-list";
import { parseFilter, parsePage, reviewsMeta } from "~/features/reviews/reviews-logic";
import { ReviewDialog } from "~/features/reviews/lazy-review-dialog";
import { pageMeta } from "~/lib/page-meta";
import * as messages from "@common/messages";
import { approvedTestimonialsForPage } from "~/data/testimonials.server";
import type { Route } from "./+types/reviews";

export const meta = pageMeta(({ data, location }) => ({
  title: "Customer Reviews | Mansfield Heating & Plumbing",
  description:
    "Read what Chittenden County homeowners say about our heat pump, boiler, plumbing and maintenance work, and share your own experience.",
  breadcrumbs: [{ name: "Reviews", url: "/reviews" }],
  keywords: ["heating contractor reviews", "plumber reviews Vermont", "Jericho VT HVAC reviews"],
  // The approved reviews on the page shown (at most 9), as `review` entries of the LocalBusiness.
  reviews: reviewsMeta((data as Route.ComponentProps["loaderData"] | undefined)?.reviews, new URLSearchParams(location.search)),
}));

export async function loader({ context }: Route.LoaderArgs) {
  return { reviews: await approvedTestimonialsForPage(context.app, "/reviews") };
}

/** Filter and page changes are handled in the page; the list itself does not change with them. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [writing, setWriting] = useState(false);
  // Approved customer reviews only; with none, the owner's external rating (or nothing) heads the page.
  const reviews = loaderData.reviews ?? [];
  const any = reviews.length > 0;
  const filter = parseFilter(params.get("service"));
  const page = parsePage(params.get("page"));

  return (
    <main id="main">
      <Breadcrumbs items={[{ name: "Reviews", url: "/reviews" }]} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl md:text-5xl">Customer Reviews</h1>
          {any ? <ReviewsSummary reviews={reviews} /> : <ExternalRatingSummary />}
          <p className="mt-3 max-w-2xl text-brand-50">
            Homeowners and businesses across Chittenden County share how their heating, plumbing and maintenance
            projects went.
          </p>
          <ScriptButton href="/reviews/new" className={buttonClasses("accent", "lg", "mt-6")} onPress={() => setWriting(true)}>
            {messages.publicPages2.writeReview}
          </ScriptButton>
        </div>
      </section>

      {any && (
        <section aria-label="Review statistics" className="mx-auto max-w-7xl px-4 pt-10">
          <ReviewsStats reviews={reviews} />
        </section>
      )}

      <section aria-labelledby="reviews-list-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="reviews-list-heading" className="mb-4 text-2xl font-bold text-slate-900">
          What Our Customers Say
        </h2>
        {any ? <ReviewsBrowser reviews={reviews} filter={filter} page={page} /> : <NoReviewsYet />}
      </section>

      <section aria-labelledby="reviews-cta-heading" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center">
          <h2 id="reviews-cta-heading" className="text-2xl font-bold md:text-3xl">
            Ready to Join Our Satisfied Customers?
          </h2>
          <p className="mt-3 text-brand-50">
            Tell us about your home and we&apos;ll recommend the right heating, cooling or plumbing solution.
          </p>
          <Link to="/contact" className={buttonClasses("accent", "lg", "mt-6")}>
            Contact Us Today
          </Link>
        </div>
      </section>
      <ReviewDialog open={writing} onOpenChange={setWriting} />
    </main>
  );
}
