/**
 * The area page of a community that has no dedicated page (/services/areas/{slug}, e.g. Essex,
 * Williston, Winooski, Jericho, Colchester, Milton, Richmond): its name, type, description,
 * highlights and response time from common/areas.ts, a quote button, the call link, and
 * links to /contact and /areas-we-serve.
 */
import { Clock, MapPin } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SAME_DAY, type ServiceArea } from "@common/areas";
import { CallLink, CheckList, ContactLink, CtaBand, FeatureCard, QuoteButton, Section } from "~/components/layout/page-sections";
import type { Crumb } from "~/lib/structured-data";
import { useSiteFacts } from "~/lib/use-business-contact";
import { business } from "@common/business";

/** Home > Areas We Serve > {City} (Home is added by the breadcrumb and the page metadata). */
export function communityCrumbs(area: ServiceArea): Crumb[] {
  return [
    { name: "Areas We Serve", url: "/areas-we-serve" },
    { name: area.city, url: `/services/areas/${area.slug}` },
  ];
}

export function communityTitle(area: ServiceArea): string {
  return `Heating, Heat Pumps & Plumbing in ${area.city}, VT`;
}

/** A service card: the loader sends these three fields of each built-in service. */
export interface CommunityService {
  slug: string;
  title: string;
  description: string;
}

export function CommunityPage({ area, services }: { area: ServiceArea; services: readonly CommunityService[] }) {
  const sameDay = area.responseTime === SAME_DAY;
  const homeBase = area.type === "Home Base";
  const { radius } = useSiteFacts();
  return (
    <main id="main">
      <Breadcrumbs items={communityCrumbs(area)} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-brand-100">
            <span className="flex items-center gap-1">
              <MapPin className="h-5 w-5" aria-hidden="true" />
              {area.city}, Vermont
            </span>
            <span className="rounded-full bg-white/10 px-3 py-0.5 text-sm" data-testid="area-type">
              {area.type}
            </span>
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl md:text-5xl">Heating &amp; Heat Pump Services in {area.city}, VT</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{area.description}</p>
          <p className="mt-4 flex items-center gap-2 font-semibold text-white" data-testid="area-response-time">
            <Clock className="h-5 w-5" aria-hidden="true" />
            {area.responseTime}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <QuoteButton>
              Get a Free Quote<span className="sr-only"> in {area.city}</span>
            </QuoteButton>
            <CallLink />
          </div>
        </div>
      </section>

      <Section id="local-service" title={`Our Work in ${area.city}`}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Local Highlights</h3>
            <CheckList items={area.highlights} className="mt-4 text-slate-700" />
          </Card>
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Service Details</h3>
            <dl className="mt-4 space-y-3 text-slate-700">
              <div>
                <dt className="text-sm font-semibold text-slate-900">Community</dt>
                <dd>
                  {area.city} ({area.type})
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-900">Response time</dt>
                <dd className={sameDay ? "font-semibold text-pine-700" : undefined}>{area.responseTime}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-900">Coverage</dt>
                <dd>
                  {homeBase
                    ? `Our shop is in ${area.city}: we serve everything within ${radius} of it.`
                    : `${area.city} is within ${radius} of our Jericho shop, in ${business.county}.`}
                </dd>
              </div>
            </dl>
          </Card>
        </div>
      </Section>

      <Section id="services" title={`Popular Services in ${area.city}`} muted>
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s.slug}>
              <FeatureCard title={s.title}>
                <p>{s.description}</p>
                <Link to={`/services/${s.slug}`} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                  Learn more<span className="sr-only"> about {s.title}</span>
                </Link>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={`Plan Your Project in ${area.city}`}
        text="Send us a message or call, and we'll get back to you within 24 hours with next steps and a written quote."
      >
        <ContactLink variant="accent">Contact Us</ContactLink>
        <Link to="/areas-we-serve" className={buttonClasses("outline", "lg")}>
          All Areas We Serve
        </Link>
      </CtaBand>
    </main>
  );
}
