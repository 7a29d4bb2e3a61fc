import { Outlet } from "react-router";
import { PageViewTracker } from "~/components/layout/page-view-tracker";
import { QuoteDialog } from "~/features/quote/quote-dialog";
import { SiteFooter } from "~/shell/site/site-footer";
import { SiteHeader } from "~/shell/site/site-header";
import { getBusinessSettings } from "~/data/settings.server";
import { footerFacts, siteFacts, structuredFacts } from "~/lib/business-facts.server";
import { getRatingSummary } from "~/data/testimonials.server";
import { readPage } from "~/data/content.server";
import type { Route } from "./+types/site-layout";

/**
 * The review summary and the owner's business facts feed every page's LocalBusiness and the
 * footer (a settings change drops the cached pages, so they are read again); the header's and
 * footer's links are the owner's "Header and footer" content.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [rating, settings, navigation] = await Promise.all([
    getRatingSummary(context.app.db),
    getBusinessSettings(context.app.db),
    readPage(context.app, "navigation"),
  ]);
  // The footer's copyright year: the server's, so the page and its hydration agree.
  return {
    rating,
    footer: footerFacts(settings),
    facts: structuredFacts(settings),
    site: siteFacts(settings),
    year: new Date().getUTCFullYear(),
    navigation,
  };
}

export function shouldRevalidate() {
  return false;
}

export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <QuoteDialog />
      <PageViewTracker />
    </>
  );
}
