import { Suspense } from "react";
import { Await } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallToAction, PageHero } from "~/components/layout/marketing";
import { ServiceGrid, ServiceGridSkeleton } from "~/components/layout/service-views";
import { builtInServices, marketingSlugs, type ServiceSummary } from "~/content/services";
import { pageMeta } from "~/lib/page-meta";
import { listActiveServices } from "~/data/services.server";
import type { Route } from "./+types/services";

const crumbs = [{ name: "Services", url: "/services" }];

export const meta = pageMeta({
  title: "Heating, Cooling & Plumbing Services | Jericho, VT",
  description:
    "Cold-climate heat pumps, high-efficiency boilers, maintenance contracts, air conditioning and plumbing from Mansfield Heating & Plumbing in Jericho, VT.",
  keywords: ["HVAC services Vermont", "heat pump installation", "boiler replacement", "maintenance contracts", "Chittenden County plumber"],
  breadcrumbs: crumbs,
});

/** The three flagship services lead the list; the rest keep the API's order. */
function featuredFirst(rows: ServiceSummary[]): ServiceSummary[] {
  const rank = (slug: string) => {
    const i = (marketingSlugs as readonly string[]).indexOf(slug);
    return i === -1 ? marketingSlugs.length : i;
  };
  return rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row.slug) - rank(b.row.slug) || a.index - b.index).map((x) => x.row);
}

/** Streams the list so client navigations show skeletons; a failed or empty call falls back to the built-in three. */
export function loader({ context }: Route.LoaderArgs) {
  const services: Promise<ServiceSummary[]> = listActiveServices(context.app.db)
    .then((rows) => (rows.length ? featuredFirst(rows) : builtInServices))
    .catch((error: unknown) => {
      context.app.logger.warn({ err: error }, "service list failed; showing built-in services");
      return builtInServices;
    });
  return { services };
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        description="Planned, high-efficiency heating, cooling and plumbing for homes and businesses across Chittenden County — designed, installed and maintained by our Jericho team."
      />
      <section aria-label="Service list" className="mx-auto max-w-7xl px-4 pb-16">
        <Suspense fallback={<ServiceGridSkeleton />}>
          <Await resolve={loaderData.services} errorElement={<ServiceGrid services={builtInServices} />}>
            {(services) => <ServiceGrid services={services} />}
          </Await>
        </Suspense>
      </section>
      <CallToAction title="Not sure which system fits your home?" text="Tell us about your house and we'll recommend the right solution — free, with no pressure." />
    </main>
  );
}
