/**
 * /quotes/:token: the homeowner's quote, reached by the mailed link. Read, choose, accept or
 * decline; without JavaScript every step is a real form post. Never cached, never indexed.
 */
import { NotFoundPage } from "~/components/not-found-page";
import { QuoteView } from "~/features/quote-view";
import { loadQuotePage, quotePageAction } from "~/data/quotes.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/quote-page";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadQuotePage({ request, context, token: params.token });
}

export function action({ request, params, context }: Route.ActionArgs) {
  return quotePageAction({ request, context, token: params.token });
}

/** The link is a secret: never stored by a browser or a cache (the loader's and action's own headers). */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": actionHeaders.get("X-Robots-Tag") ?? loaderHeaders.get("X-Robots-Tag") ?? "noindex" };
}

export const meta = pageMeta((args) => {
  const loaded = args.data as Route.ComponentProps["loaderData"] | undefined;
  const found = loaded?.found ? loaded : undefined;
  return {
    title: found ? `Quote ${found.document.number} | ${found.document.business.name}` : "Quote not found",
    description: found ? found.document.title : "This quote link is not valid.",
    noindex: true,
    breadcrumbs: null,
  };
});

export default function QuotePage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.found) {
    return <NotFoundPage />;
  }
  return (
    <main id="main">
      <QuoteView
        document={loaderData.document}
        version={loaderData.version}
        state={loaderData.state}
        changed={loaderData.changed}
        choice={actionData?.choice ?? loaderData.choice}
        answer={loaderData.answer}
        pdfHref={`/quotes/${params.token}/pdf`}
        message={actionData?.message}
        field={actionData?.field}
        signedName={actionData?.signedName}
        reason={actionData?.reason}
      />
    </main>
  );
}
