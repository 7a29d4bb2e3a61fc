import { readEntries, readPage } from "~/data/content.server";
import { AreasOverview, areasCrumbs } from "~/features/areas/areas-overview";
import { fillFacts } from "~/features/areas/facts";
import { pageMeta, siteFactsFrom } from "~/lib/page-meta";
import type { Route } from "./+types/areas-we-serve";

export const meta = pageMeta((args) => {
  const page = (args.data as Route.ComponentProps["loaderData"] | undefined)?.page;
  const radius = siteFactsFrom(args.matches)?.radius;
  return {
    title: page?.seo.title || page?.heading || "Areas We Serve",
    description: (page?.seo.description && fillFacts(page.seo.description, { radius })) || page?.intro.replace(/\{\w+\}/g, "").trim() || "",
    breadcrumbs: areasCrumbs(page?.heading ?? ""),
    keywords: page?.keywords ?? [],
  };
});

/** The page's text and each town's card, from the content: the page's JavaScript carries neither. */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, areas] = await Promise.all([readPage(context.app, "areas"), readEntries(context.app, "area")]);
  return {
    page,
    areas: areas.map(({ slug, name, city, type, homeBase, responseTime, quickResponse, description, highlights }) => ({
      slug,
      name,
      city,
      type,
      homeBase,
      responseTime,
      quickResponse,
      description,
      highlights,
    })),
  };
}

export default function AreasWeServePage({ loaderData }: Route.ComponentProps) {
  return <AreasOverview page={loaderData.page} areas={loaderData.areas} />;
}
