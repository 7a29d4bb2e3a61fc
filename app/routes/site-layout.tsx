import { Outlet } from "react-router";
import { PageViewTracker } from "~/components/layout/page-view-tracker";
import { SiteFooter } from "~/shell/site/site-footer";
import { SiteHeader } from "~/shell/site/site-header";
import { getRatingSummary } from "~/data/testimonials.server";
import type { Route } from "./+types/site-layout";

/** The review summary feeds every page's LocalBusiness aggregateRating. */
export async function loader({ context }: Route.LoaderArgs) {
  return { rating: await getRatingSummary(context.app.db) };
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
      <PageViewTracker />
    </>
  );
}
