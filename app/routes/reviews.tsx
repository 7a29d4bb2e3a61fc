import { useState } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { ScriptButton } from "~/components/forms/script-button";
import { buttonClasses } from "~/components/ui/button";
import { ExternalRatingSummary, NoReviewsYet, ReviewsBrowser, ReviewsStats, ReviewsSummary } from "~/features/reviews/reviews-list";
import { parseFilter, parsePage, reviewsMeta } from "~/features/reviews/reviews-logic";
import { ReviewDialog } from "~/features/reviews/lazy-review-dialog";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import * as messages from "@common/messages";
import { approvedTestimonialsForPage } from "~/data/testimonials.server";
import { readPage } from "~/data/content.server";
import { keywordList } from "@common/content/text";
import type { Route } from "./+types/reviews";

export const meta = pageMeta(({ data, location, matches }) => {
  const loaded = data as Route.ComponentProps["loaderData"] | undefined;
  const c = loaded?.content;
  return {
    title: c?.seo.title || `Customer Reviews | ${siteNameFrom(matches)}`,
    description: c?.seo.description || c?.intro || "",
    breadcrumbs: [{ name: "Reviews", url: "/reviews" }],
    keywords: keywordList(c?.seo.keywords),
    // The approved reviews on the page shown (at most 9), as `review` entries of the LocalBusiness.
    reviews: reviewsMeta(loaded?.reviews, new URLSearchParams(location.search)),
  };
});

export async function loader({ context }: Route.LoaderArgs) {
  const [reviews, content] = await Promise.all([approvedTestimonialsForPage(context.app, "/reviews"), readPage(context.app, "reviews")]);
  return { reviews, content };
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
  const { intro, closing } = loaderData.content;
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
          {intro && <p className="mt-3 max-w-2xl text-brand-50">{intro}</p>}
          <ScriptButton href="/reviews/new" className={buttonClasses("accent", "lg", "mt-6")} onPress={() => setWriting(true)}>
            {messages.publicPages2.writeReview}
          </ScriptButton>
        </div>
      </section>

      {any && (
        <section aria-label="Review statistics" className="mx-auto max-w-7xl px-4 pt-10">
          <ReviewsStats reviews={reviews} townsNote={loaderData.content.townsNote} />
        </section>
      )}

      <section aria-labelledby="reviews-list-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="reviews-list-heading" className="mb-4 text-2xl font-bold text-slate-900">
          What Our Customers Say
        </h2>
        {any ? <ReviewsBrowser reviews={reviews} filter={filter} page={page} /> : <NoReviewsYet />}
      </section>

      <section {...(closing.title ? { "aria-labelledby": "reviews-cta-heading" } : { "aria-label": "Contact us" })} className="dark-surface bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center">
          {closing.title && (
            <h2 id="reviews-cta-heading" className="text-2xl font-bold md:text-3xl">
              {closing.title}
            </h2>
          )}
          {closing.text && <p className="mt-3 text-brand-50">{closing.text}</p>}
          <Link to="/contact" className={buttonClasses("accent", "lg", "mt-6")}>
            Contact Us Today
          </Link>
        </div>
      </section>
      <ReviewDialog open={writing} onOpenChange={setWriting} />
    </main>
  );
}
