import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction, PageHero } from "~/components/layout/marketing";
import { ServiceGrid } from "~/components/layout/service-views";
import { pageMeta } from "~/lib/page-meta";
import { readEntries, readPage } from "~/data/content.server";
import type { Route } from "./+types/services";

const crumbs = [{ name: "Services", url: "/services" }];

/** The page's words and the active services' cards, in the owner's order. */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, entries] = await Promise.all([readPage(context.app, "servicesPage"), readEntries(context.app, "service")]);
  const services = entries
    .filter((s) => s.active)
    .map((s) => ({ slug: s.slug, title: s.name, description: s.summary, imageUrl: s.photo.src || null }));
  const keywords = page.keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  return { page: { ...page, keywords }, services };
}

export const meta = pageMeta(({ data }) => {
  const page = (data as Route.ComponentProps["loaderData"] | undefined)?.page;
  return {
    title: page?.seo.title || page?.title || "Services",
    description: page?.seo.description || page?.intro || "",
    keywords: page?.keywords,
    breadcrumbs: crumbs,
  };
});

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, services } = loaderData;
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={page.eyebrow || undefined} title={page.title || "Services"} description={page.intro || undefined} />
      {services.length ? (
        <section aria-label="Service list" className="mx-auto max-w-7xl px-4 pb-16">
          <ServiceGrid services={services} />
        </section>
      ) : null}
      {page.closingTitle ? <CallToAction title={page.closingTitle} text={page.closingText} /> : null}
    </main>
  );
}
