/**
 * /quote: the quote request form on a page of its own, and the action every quote form posts to
 * (the quote dialog's, on every page). Without JavaScript the page answers the browser's post
 * with the outcome. `?service=` preselects one of the nine options.
 */
import { useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { QuoteRequestForm } from "~/features/leads/quote-request-form";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import * as messages from "@common/messages";
import { leadFormAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/quote";

const n = messages.nativeForms;
const crumbs = [{ name: "Quote", url: "/quote" }];

export const meta = pageMeta(({ matches }) => ({
  title: `Ask for a Free Quote | ${siteNameFrom(matches)}`,
  description:
    "Ask for a free quote on heat pumps, boilers, hybrid water heaters, air conditioning or a maintenance plan. We reply within 24 hours.",
  path: "/quote",
  breadcrumbs: crumbs,
  // A form, not content: the service pages are what search should show.
  noindex: true,
}));

export const headers = formHeaders;

/** The quote form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context }, "quote");
}

export const clientAction = formClientAction("quote");

export default function QuotePage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <div className="mx-auto max-w-2xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{n.quoteHeading}</h1>
        <p className="mt-3 text-slate-700">{n.quoteIntro}</p>
        <Card className="mt-8 p-6 sm:p-8">
          <QuoteRequestForm
            idPrefix="quote-page"
            action="/quote"
            answer={resultFor(actionData, "quote")}
            defaultServiceType={params.get("service") ?? undefined}
          />
        </Card>
      </div>
    </main>
  );
}
