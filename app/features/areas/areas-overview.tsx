/**
 * /areas-we-serve: the page's own text (its content) and a card for each town served (the
 * service areas, in their order), each linking to the town's page. Empty text or lists hide
 * their part of the page.
 */
import { Clock, MapPin } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import type { Content } from "@common/content/types";
import { CallLink, CheckList, ContactLink, CtaBand, QuoteButton, Section, StatCard } from "~/components/layout/page-sections";
import * as messages from "@common/messages";
import type { Crumb } from "~/lib/structured-data";
import { fillFacts, fillFigures, useFacts } from "./facts";

/** The card's fields of a town (the loader sends no more). */
export type AreaCardData = { slug: string } & Pick<
  Content<"area">,
  "name" | "city" | "type" | "homeBase" | "responseTime" | "quickResponse" | "description" | "highlights"
>;

export const areasCrumbs = (heading: string): Crumb[] => [{ name: heading || "Areas We Serve", url: "/areas-we-serve" }];

function AreaCard({ area }: { area: AreaCardData }) {
  const town = area.city || area.name;
  return (
    <li id={area.slug} className="scroll-mt-24">
      <Card border={area.homeBase ? "border-2 border-brand-600" : undefined} className="flex h-full flex-col p-6">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`${area.slug}-name`} className="text-xl font-bold text-slate-900">
            {area.name || town}
          </h3>
          {area.type && <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{area.type}</span>}
        </div>
        {area.responseTime && (
          <p className="mt-2 flex items-center gap-1 text-sm font-medium text-slate-700">
            <Clock className="h-4 w-4" aria-hidden="true" />
            <span className={area.quickResponse ? "text-pine-700" : "text-slate-700"}>{area.responseTime}</span>
          </p>
        )}
        {area.description && <p className="mt-3 text-slate-700">{area.description}</p>}
        <CheckList items={area.highlights} className="mt-4 flex-1 text-sm text-slate-700" />
        <Link to={`/services/areas/${area.slug}`} className="mt-4 self-start font-semibold text-brand-700 hover:underline">
          More about {town}
        </Link>
        <QuoteButton variant="default" size="default" className="mt-6 w-full" describedBy={`${area.slug}-name`}>
          {messages.publicPages2.getService}
        </QuoteButton>
      </Card>
    </li>
  );
}

export function AreasOverview({ page, areas }: { page: Content<"areas">; areas: readonly AreaCardData[] }) {
  const facts = useFacts();
  const fill = (text: string) => (text ? fillFacts(text, facts) : null);
  const stats = fillFigures(page.stats, facts);
  const intro = fill(page.intro);
  const coverage = page.coverage
    .map((c) => ({ ...c, towns: areas.filter((a) => a.responseTime === c.responseTime).map((a) => a.city || a.name) }))
    .filter((c) => c.towns.length > 0);
  const outside = fill(page.outside.text);
  const ctaText = fill(page.cta.text);
  const heading = page.heading || "Areas We Serve";
  return (
    <main id="main">
      <Breadcrumbs items={areasCrumbs(page.heading)} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          {page.region && (
            <p className="flex items-center gap-2 font-semibold text-brand-100">
              <MapPin className="h-5 w-5" aria-hidden="true" />
              {page.region}
            </p>
          )}
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl md:text-5xl">{heading}</h1>
          {intro && <p className="mt-4 max-w-2xl text-lg text-brand-50">{intro}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            {page.consultLabel && <ContactLink variant="accent">{page.consultLabel}</ContactLink>}
            <CallLink />
          </div>
        </div>
      </section>

      {stats.length > 0 && (
        <section aria-label="Coverage summary" className="mx-auto max-w-7xl px-4 pt-10">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {stats.map((s) => (
              <li key={s.label}>
                <StatCard {...s} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {areas.length > 0 && (
        <Section id="communities" title={page.communitiesTitle || heading}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {areas.map((a) => (
              <AreaCard key={a.slug} area={a} />
            ))}
          </ul>
        </Section>
      )}

      {page.coverageTitle && (coverage.length > 0 || (page.outside.title && outside)) && (
        <Section id="coverage" title={page.coverageTitle} muted>
          <div className="grid gap-6 md:grid-cols-3">
            {coverage.map((c) => (
              <Card key={c.title} className="p-6">
                <h3 className="text-lg font-bold text-slate-900">{c.title}</h3>
                <p className="mt-2 text-slate-700">{c.towns.join(", ")}.</p>
                {c.text && <p className="mt-2 text-sm text-slate-600">{c.text}</p>}
              </Card>
            ))}
            {page.outside.title && outside && (
              <Card className="p-6">
                <h3 className="text-lg font-bold text-slate-900">{page.outside.title}</h3>
                <p className="mt-2 text-slate-700">{outside}</p>
                {facts.emergency && <p className="mt-2 text-sm text-slate-600">{facts.emergency}</p>}
              </Card>
            )}
          </div>
        </Section>
      )}

      {page.cta.title && (
        <CtaBand title={page.cta.title} text={ctaText ?? ""}>
          {page.cta.contactLabel && <ContactLink variant="accent">{page.cta.contactLabel}</ContactLink>}
          <CallLink />
        </CtaBand>
      )}
    </main>
  );
}
