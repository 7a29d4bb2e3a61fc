/**
 * A town's page, /services/areas/{slug}: the sections its entry fills in, in one order (header,
 * figures, local work, services, reasons, trusted partner with the request form, districts, the
 * form on its own, closing call). An empty text or list hides its section, so the short
 * community page and the richer city pages are the same component with more or less content.
 */
import { Building2, CheckCircle2, Clock, MapPin, Phone, Plane, ShoppingBag } from "~/components/icons";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Content } from "@common/content/types";
import { Badge, CallLink, CheckList, ContactLink, CtaBand, FeatureCard, QuoteButton, Section, StatCard } from "~/components/layout/page-sections";
import type { Crumb } from "~/lib/structured-data";
import { useBusinessContact } from "~/lib/use-business-contact";
import * as messages from "@common/messages";
import { fillAll, fillFacts, fillFigures, useFacts, type Facts } from "./facts";

export type AreaEntry = { slug: string } & Content<"area">;

/** A service card of the site's own, shown when the town lists no services of its own. */
export interface SiteService {
  slug: string;
  title: string;
  description: string;
}

/** Home > Areas We Serve > {Town} (Home is added by the breadcrumb and the page metadata). */
export function areaCrumbs(area: Pick<AreaEntry, "slug" | "city" | "name">): Crumb[] {
  return [
    { name: "Areas We Serve", url: "/areas-we-serve" },
    { name: area.city || area.name, url: `/services/areas/${area.slug}` },
  ];
}

/** The page's heading: its own, else the town's name. */
export const areaHeading = (area: AreaEntry) => area.hero.heading || area.city || area.name;

const districtIcons = [Plane, ShoppingBag, Building2];

function Hero({ area, facts }: { area: AreaEntry; facts: Facts }) {
  const contact = useBusinessContact();
  const { hero } = area;
  const town = area.city || area.name;
  const trust = fillAll(hero.trust, (t) => fillFacts(t, facts));
  const place = [[town, hero.state].filter(Boolean).join(", "), hero.population].filter(Boolean).join(" · ");
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        {hero.badge ? (
          <Badge>{hero.badge}</Badge>
        ) : (
          (place || area.type) && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-brand-100">
              {place && (
                <span className="flex items-center gap-1">
                  <MapPin className="h-5 w-5" aria-hidden="true" />
                  {place}
                </span>
              )}
              {area.type && (
                <span className="rounded-full bg-white/10 px-3 py-0.5 text-sm" data-testid="area-type">
                  {area.type}
                </span>
              )}
            </p>
          )
        )}
        <h1 className={`${hero.badge ? "mt-3" : "mt-2"} text-3xl font-bold sm:text-4xl md:text-5xl`}>{areaHeading(area)}</h1>
        {(hero.intro || area.description) && <p className="mt-4 max-w-3xl text-lg text-brand-50">{hero.intro || area.description}</p>}
        {area.responseTime && trust.length === 0 && (
          <p className="mt-4 flex items-center gap-2 font-semibold text-white" data-testid="area-response-time">
            <Clock className="h-5 w-5" aria-hidden="true" />
            {area.responseTime}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {hero.callFirst ? (
            <>
              <a href={contact.phoneHref} className={buttonClasses("accent", "lg")}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                Call {contact.phone}
              </a>
              <Link to="/contact" className={buttonClasses("outline", "lg")}>
                {messages.publicPages2.getFreeQuote}
              </Link>
            </>
          ) : (
            <>
              <QuoteButton>
                Get a Free Quote{town && <span className="sr-only"> in {town}</span>}
              </QuoteButton>
              <CallLink />
            </>
          )}
        </div>
        {trust.length > 0 && (
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-brand-50" aria-label="Why customers trust us">
            {trust.map((t) => (
              <li key={t} className="flex items-center gap-1">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function AreaPage({
  area,
  services,
  form,
}: {
  area: AreaEntry;
  services: readonly SiteService[];
  /** The town's service request form (when its entry has a form heading), placed by the page. */
  form: ReactNode;
}) {
  const facts = useFacts();
  const town = area.city || area.name;
  const stats = fillFigures(area.stats, facts);
  const coverage = area.local.coverage ? fillFacts(area.local.coverage, facts) : null;
  const knowHowNote = area.reasons.knowHowNote ? fillFacts(area.reasons.knowHowNote, facts) : null;
  const ownServices = area.services.items;

  // The sections this town has, in order; every other one is shaded.
  const sections: Array<{ id: string; title: string; body: ReactNode }> = [];
  if (area.local.title) {
    sections.push({
      id: "local-service",
      title: area.local.title,
      body: (
        <div className="grid gap-6 lg:grid-cols-2">
          {area.highlights.length > 0 && (
            <Card className="p-6">
              <h3 className="text-lg font-bold text-slate-900">Local Highlights</h3>
              <CheckList items={area.highlights} className="mt-4 text-slate-700" />
            </Card>
          )}
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Service Details</h3>
            <dl className="mt-4 space-y-3 text-slate-700">
              <div>
                <dt className="text-sm font-semibold text-slate-900">Community</dt>
                <dd>{area.type ? `${town} (${area.type})` : town}</dd>
              </div>
              {area.responseTime && (
                <div>
                  <dt className="text-sm font-semibold text-slate-900">Response time</dt>
                  <dd className={area.quickResponse ? "font-semibold text-pine-700" : undefined}>{area.responseTime}</dd>
                </div>
              )}
              {coverage && (
                <div>
                  <dt className="text-sm font-semibold text-slate-900">Coverage</dt>
                  <dd>{coverage}</dd>
                </div>
              )}
            </dl>
          </Card>
        </div>
      ),
    });
  }
  if (area.services.title && (ownServices.length > 0 || services.length > 0)) {
    sections.push({
      id: "services",
      title: area.services.title,
      body: (
        <ul className="grid gap-6 md:grid-cols-3">
          {ownServices.length > 0
            ? ownServices.map((s) => (
                <li key={s.name}>
                  <FeatureCard title={s.name}>
                    {s.description && <p>{s.description}</p>}
                    {s.features.length > 0 && <CheckList items={s.features} className="mt-4 text-sm" />}
                    {s.link && (
                      <Link to={s.link} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                        Learn more<span className="sr-only"> about {s.name}</span>
                      </Link>
                    )}
                  </FeatureCard>
                </li>
              ))
            : services.map((s) => (
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
      ),
    });
  }
  const { reasons } = area;
  const knowHow = reasons.knowHow.length > 0 || knowHowNote;
  if (reasons.title && (reasons.items.length > 0 || knowHow)) {
    sections.push({
      id: "why-us",
      title: reasons.title,
      body: (
        <div className="grid gap-8 lg:grid-cols-2">
          {reasons.items.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {reasons.items.map((r) => (
                <li key={r.title}>
                  <Card className="h-full p-5">
                    <h3 className="font-bold text-slate-900">{r.title}</h3>
                    {r.text && <p className="mt-1 text-sm text-slate-700">{r.text}</p>}
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {knowHow && (
            <Card className="p-6">
              {reasons.knowHowTitle && <h3 className="text-lg font-bold text-slate-900">{reasons.knowHowTitle}</h3>}
              {reasons.knowHow.length > 0 && <CheckList items={reasons.knowHow} className="mt-4 text-slate-700" />}
              {knowHowNote && <p className="mt-4 text-sm text-slate-600">{knowHowNote}</p>}
            </Card>
          )}
        </div>
      ),
    });
  }
  // The request form stands beside the partner's points when the town has them.
  const partnerForm = area.partner.title && area.partner.points.length > 0;
  if (partnerForm) {
    sections.push({
      id: "trusted-partner",
      title: area.partner.title,
      body: (
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={area.partner.points} className="text-lg text-slate-800" />
          {form}
        </div>
      ),
    });
  }
  if (area.districts.title && area.districts.items.length > 0) {
    sections.push({
      id: "districts",
      title: area.districts.title,
      body: (
        <ul className="grid gap-6 md:grid-cols-3">
          {area.districts.items.map((d, i) => {
            const Icon = districtIcons[i % districtIcons.length]!;
            return (
              <li key={d.name}>
                <Card className="h-full p-6">
                  <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-bold text-slate-900">{d.name}</h3>
                  {d.description && <p className="mt-2 text-slate-700">{d.description}</p>}
                </Card>
              </li>
            );
          })}
        </ul>
      ),
    });
  }

  const { cta } = area;
  const ctaLinks = cta.contactLabel || cta.call || cta.allAreasLabel;
  return (
    <main id="main">
      <Breadcrumbs items={areaCrumbs(area)} />
      <Hero area={area} facts={facts} />

      {stats.length > 0 && (
        <section aria-label={`${town} at a glance`} className="mx-auto max-w-7xl px-4 pt-10">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {stats.map((s) => (
              <li key={s.label}>
                <StatCard {...s} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {sections.map((s, i) => (
        <Section key={s.id} id={s.id} title={s.title} muted={i % 2 === 1}>
          {s.body}
        </Section>
      ))}

      {form && !partnerForm && (
        <div id="request-service" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
          {form}
        </div>
      )}

      {cta.title && (
        <CtaBand title={cta.title} text={cta.text}>
          {ctaLinks && (
            <>
              {cta.contactLabel && <ContactLink variant="accent">{cta.contactLabel}</ContactLink>}
              {cta.call && <CallLink />}
              {cta.allAreasLabel && (
                <Link to="/areas-we-serve" className={buttonClasses("outline", "lg")}>
                  {cta.allAreasLabel}
                </Link>
              )}
            </>
          )}
        </CtaBand>
      )}
    </main>
  );
}
