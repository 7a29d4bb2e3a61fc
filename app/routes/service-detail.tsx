import { data } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { BackToServices, MarketingService, ServiceOverview } from "~/components/layout/service-views";
import { Alert } from "~/components/ui/card";
import { builtInServiceText, isMarketingSlug, marketingLayouts, type ServiceSummary } from "~/content/services";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import * as messages from "@common/messages";
import { sanitizeServiceHtml } from "~/data/services.server";
import { getActiveServiceBySlug } from "~/data/services.server";
import type { Route } from "./+types/service-detail";

type Detail =
  | { kind: "marketing"; slug: string; service: ServiceSummary }
  | { kind: "overview"; slug: string; service: ServiceSummary; html: string | null }
  | { kind: "not-found"; slug: string };

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  let service: ServiceSummary | null = null;
  try {
    service = await getActiveServiceBySlug(context.app.db, slug);
  } catch (error) {
    context.app.logger.warn({ err: error, slug }, "service lookup failed; using built-in content");
  }
  if (isMarketingSlug(slug)) {
    const layout = marketingLayouts[slug];
    const summary = service ? { ...service, content: null } : { slug, title: layout.eyebrow, description: layout.description, imageUrl: layout.imageUrl };
    return { kind: "marketing", slug, service: summary } satisfies Detail;
  }
  // Only the sanitised HTML leaves the server, never the raw content.
  if (service) return { kind: "overview", slug, service: { ...service, content: null }, html: sanitizeServiceHtml(service.content) } satisfies Detail;
  const builtIn = builtInServiceText[slug];
  if (builtIn) return { kind: "overview", slug, service: builtIn, html: sanitizeServiceHtml(builtIn.content) } satisfies Detail;
  return data({ kind: "not-found", slug } satisfies Detail, { status: 404 });
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
  const title = detail.kind === "marketing" ? marketingLayouts[slug as keyof typeof marketingLayouts].title : service.title;
  const path = `/services/${slug}`;
  return {
    title: `${service.title} in Chittenden County, VT`,
    description: service.description,
    path,
    keywords: [service.title, `${service.title} Vermont`, "Chittenden County", "Jericho VT"],
    ogImage: undefined,
    breadcrumbs: [
      { name: "Services", url: "/services" },
      { name: service.title, url: path },
    ],
    structuredData: (origin) =>
      serviceSchema(origin, { name: title, description: service.description, url: path, image: service.imageUrl ?? undefined }),
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
    { name: detail.service.title, url: `/services/${detail.slug}` },
  ];
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      {detail.kind === "marketing" ? (
        <MarketingService slug={detail.slug} layout={marketingLayouts[detail.slug as keyof typeof marketingLayouts]} />
      ) : (
        <ServiceOverview service={detail.service} html={detail.html} />
      )}
    </main>
  );
}
