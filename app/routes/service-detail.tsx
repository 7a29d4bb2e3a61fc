import { data, redirect } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { BackToServices, MarketingService, ServiceOverview, type ServicePageData } from "~/components/layout/service-views";
import { Alert } from "~/components/ui/card";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import * as messages from "@common/messages";
import { movedEntrySlug, readEntry } from "~/data/content.server";
import { serviceHtml } from "~/data/services.server";
import type { Route } from "./+types/service-detail";

interface DetailMeta {
  title: string;
  description: string;
  keywords: string[];
}

type Detail =
  | { kind: "marketing" | "overview"; slug: string; service: ServicePageData; html: string | null; meta: DetailMeta }
  | { kind: "not-found"; slug: string };

const keywordList = (keywords: string) =>
  keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  const entry = await readEntry(context.app, "service", slug);
  if (!entry || !entry.active) {
    // An address the owner renamed answers 301 to the service's new one, as a post's does.
    const moved = entry ? undefined : await movedEntrySlug(context.app, "service", slug);
    if (moved) throw redirect(`/services/${moved}`, 301);
    return data({ kind: "not-found", slug } satisfies Detail, { status: 404 });
  }
  const { body, keywords, seo, ...service } = entry;
  // Benefits or process steps make the full layout; without them the page text is the overview.
  const marketing = service.benefits.length > 0 || service.process.length > 0;
  const meta: DetailMeta = { title: seo.title || service.name, description: seo.description || service.summary, keywords: keywordList(keywords) };
  // Only the sanitised HTML leaves the server, never the raw text.
  return { kind: marketing ? "marketing" : "overview", slug, service, html: marketing ? null : serviceHtml(body), meta } satisfies Detail;
}

export const meta = pageMeta(({ data: loaderData }) => {
  const detail = loaderData as Detail | undefined;
  if (!detail || detail.kind === "not-found") {
    return {
      title: "Service Not Found",
      description: messages.services.notFound,
      breadcrumbs: [{ name: "Services", url: "/services" }],
      noindex: true,
    };
  }
  const { service, slug } = detail;
  const path = `/services/${slug}`;
  return {
    title: detail.meta.title,
    description: detail.meta.description,
    path,
    keywords: detail.meta.keywords,
    ogImage: undefined,
    breadcrumbs: [
      { name: "Services", url: "/services" },
      { name: service.name, url: path },
    ],
    structuredData: (origin) =>
      serviceSchema(origin, {
        name: detail.kind === "marketing" ? service.heading || service.name : service.name,
        description: service.summary,
        url: path,
        image: service.photo.src || undefined,
        price: service.fromPrice !== null ? (service.fromPrice / 100).toFixed(2) : undefined,
      }),
  };
});

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const detail = loaderData as Detail;
  if (detail.kind === "not-found") {
    return (
      <main id="main">
        <Breadcrumbs items={[{ name: "Services", url: "/services" }, { name: "Service Not Found", url: `/services/${detail.slug}` }]} />
        <div className="mx-auto max-w-3xl px-4 pb-20 pt-6">
          <BackToServices />
          <h1 className="text-3xl font-bold text-slate-900">Service Not Found</h1>
          <Alert variant="destructive" className="mt-6">
            {messages.services.notFound}
          </Alert>
        </div>
      </main>
    );
  }
  const crumbs = [
    { name: "Services", url: "/services" },
    { name: detail.service.name, url: `/services/${detail.slug}` },
  ];
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      {detail.kind === "marketing" ? <MarketingService service={detail.service} /> : <ServiceOverview service={detail.service} html={detail.html} />}
    </main>
  );
}
