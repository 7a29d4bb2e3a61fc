/**
 * /reviews/new: the review form on a page of its own, and the action every review form posts to.
 * "Write a Review" links here until the page's script runs (and without JavaScript); with it
 * the review dialog opens instead.
 */
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { ReviewForm } from "~/features/reviews/review-form";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import { readPage } from "~/data/content.server";
import * as messages from "@common/messages";
import { reviewAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/reviews-new";

const n = messages.nativeForms;
const crumbs = [
  { name: "Reviews", url: "/reviews" },
  { name: "Review Our Work", url: "/reviews/new" },
];

export const meta = pageMeta(({ data, matches }) => ({
  title: `Review Our Work | ${siteNameFrom(matches)}`,
  description: (data as { description?: string } | undefined)?.description ?? "",
  path: "/reviews/new",
  breadcrumbs: crumbs,
  // A form, not content: /reviews is the page search should show.
  noindex: true,
}));

/** Only the page's description: the reviews page's words are the owner's. */
export async function loader({ context }: Route.LoaderArgs) {
  return { description: (await readPage(context.app, "reviews")).formDescription };
}

export const headers = formHeaders;

/** The review form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return reviewAction({ request, context });
}

export const clientAction = formClientAction("review");

export default function NewReviewPage({ actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <div className="mx-auto max-w-2xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{n.reviewHeading}</h1>
        <p className="mt-3 text-slate-700">{n.reviewIntro}</p>
        <Card id="review-form" className="mt-8 scroll-mt-24 p-6 sm:p-8">
          <ReviewForm action="/reviews/new#review-form" answer={resultFor(actionData, "review")} />
        </Card>
      </div>
    </main>
  );
}
