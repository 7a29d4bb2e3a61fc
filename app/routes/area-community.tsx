/**
 * /services/areas/{city}: the area page of each community of common/areas.ts without a
 * dedicated route (Burlington and South Burlington have their own, which take precedence).
 * An unknown city answers the 404 page with HTTP 404.
 */
import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { COMMUNITY_PAGE_AREAS } from "@common/areas.server";
import { builtInServices } from "~/content/services";
import { communityCrumbs, CommunityPage, communityTitle } from "~/features/areas/community-page";
import { notFoundMeta, pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/area-community";

export function loader({ params }: Route.LoaderArgs) {
  const area = COMMUNITY_PAGE_AREAS.find((a) => a.slug === params.city);
  if (!area) return data({ area: null, services: [] }, { status: 404 });
  // Only this town's text and the service cards' three fields: the page's JavaScript carries neither.
  const services = builtInServices.map(({ slug, title, description }) => ({ slug, title, description }));
  return { area, services };
}

export const meta = pageMeta((args) => {
  const area = (args.data as Route.ComponentProps["loaderData"] | undefined)?.area;
  if (!area) return notFoundMeta();
  return {
    title: communityTitle(area),
    description: area.seoDescription,
    path: `/services/areas/${area.slug}`,
    breadcrumbs: communityCrumbs(area),
    keywords: [`heat pump ${area.city} VT`, `heating contractor ${area.city}`, `plumber ${area.city} Vermont`],
  };
});

export default function AreaCommunityRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.area ? <CommunityPage area={loaderData.area} services={loaderData.services} /> : <NotFoundPage />;
}
