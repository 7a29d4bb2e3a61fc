/** /heat-pump-education and /cold-climate-heat-pumps: one screen, two routes (canonical /heat-pump-education). */
import { Link, useLocation } from "react-router";
import type { Content } from "@common/content/types";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RichText } from "~/components/layout/rich-text";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CallLink, CheckList, CtaBand, FeatureCard, PageHero, QuoteButton, Section } from "~/components/layout/page-sections";
import { readRenderedPage } from "~/data/content.server";
import { keywordList } from "@common/content/text";
import { crumbOf, firstText, loadedPage, offerPrice } from "~/lib/content-display";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import type { Route } from "./+types/heat-pump-education";

const CANONICAL = "/heat-pump-education";
type Page = Content<"heatPumpEducation">;

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await readRenderedPage(context.app, "heatPumpEducation") };
}

const crumbFor = (page: Page, path: string) =>
  firstText(path === CANONICAL ? page.breadcrumb : page.alternateBreadcrumb, page.breadcrumb, page.hero.title);

export const meta = pageMeta(({ location, data }) => {
  const page = loadedPage<Page>(data);
  if (!page) return { title: "", description: "", path: CANONICAL };
  return {
    title: firstText(page.seo.title, page.hero.title),
    description: firstText(page.seo.description, page.service.description),
    path: CANONICAL,
    breadcrumbs: crumbOf(crumbFor(page, location.pathname), location.pathname),
    keywords: keywordList(page.seo.keywords),
    structuredData: page.service.name
      ? (origin) =>
          serviceSchema(origin, {
            name: page.service.name,
            description: page.service.description,
            url: CANONICAL,
            image: page.hero.image.src || undefined,
            price: offerPrice(page.service.price),
          })
      : undefined,
  };
});

export default function HeatPumpEducationPage({ loaderData: { page } }: Route.ComponentProps) {
  const path = useLocation().pathname;
  const { hero, why, steps, expertise, systems, investment, maintenance, closing } = page;
  const quoteLabel = hero.buttonLabel || undefined;
  return (
    <main id="main">
      <Breadcrumbs items={crumbOf(crumbFor(page, path), path)} />
      <PageHero
        title={hero.title}
        intro={<RichText html={hero.intro} />}
        image={hero.image.src ? { ...hero.image, width: 640, height: 420 } : undefined}
      >
        <QuoteButton serviceType={page.quoteService || undefined}>{quoteLabel}</QuoteButton>
        <CallLink />
      </PageHero>

      {why.items.length > 0 && (
        <Section id="why" title={why.title}>
          <ul className="grid gap-6 md:grid-cols-3">
            {why.items.map((w, i) => (
              <li key={i}>
                <FeatureCard title={w.title}>{w.text && <p>{w.text}</p>}</FeatureCard>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {steps.items.length > 0 && (
        <Section id="how-it-works" title={steps.title} muted>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.items.map((s, i) => (
              <li key={i}>
                <Card className="h-full p-6">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3 className="mt-3 text-lg font-bold text-slate-900">
                    <span className="sr-only">Step {i + 1}: </span>
                    {s.title}
                  </h3>
                  {s.text && <p className="mt-2 text-slate-700">{s.text}</p>}
                </Card>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {(expertise.text || expertise.items.length > 0) && (
        <Section id="expertise" title={expertise.title}>
          <div className="grid gap-8 lg:grid-cols-2">
            <RichText html={expertise.text} className="text-slate-700" />
            <CheckList items={expertise.items} className="text-slate-800" />
          </div>
        </Section>
      )}

      {systems.items.length > 0 && (
        <Section id="systems" title={systems.title} muted>
          <ul className="grid gap-6 md:grid-cols-2">
            {systems.items.map((b, i) => (
              <li key={i}>
                <Card className="flex h-full flex-col p-6">
                  {b.kind && <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{b.kind}</p>}
                  <h3 className="mt-1 text-xl font-bold text-slate-900">{b.name}</h3>
                  {b.text && <p className="mt-2 text-slate-700">{b.text}</p>}
                  <CheckList items={b.features} className="mt-4 flex-1 text-sm text-slate-700" />
                  <QuoteButton serviceType={b.quoteService || undefined} variant="default" size="default" className="mt-6">
                    {b.buttonLabel || undefined}
                  </QuoteButton>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {investment.items.length > 0 && (
        <Section id="investment" title={investment.title}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {investment.items.map((item, i) => (
              <Card key={i} className="p-5">
                <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
                <dd className="mt-1 text-2xl font-extrabold text-brand-700">{item.value}</dd>
                {item.description && <dd className="mt-1 text-sm text-slate-600">{item.description}</dd>}
              </Card>
            ))}
          </dl>
        </Section>
      )}

      {(maintenance.items.length > 0 || maintenance.text || maintenance.linkHref) && (
        <Section id="maintenance" title={maintenance.title} muted>
          <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <CheckList items={maintenance.items} className="text-slate-800" />
            <div>
              <RichText html={maintenance.text} className="text-slate-700" />
              {maintenance.linkHref && maintenance.linkLabel && (
                // The large size from sm up: at 320 px (400 % zoom) its label does not fit the column.
                <Link to={maintenance.linkHref} className={buttonClasses("default", "default", "mt-4 sm:h-12 sm:px-6 sm:text-base")}>
                  {maintenance.linkLabel}
                </Link>
              )}
            </div>
          </div>
        </Section>
      )}

      {closing.title && (
        <CtaBand title={closing.title} text={closing.text}>
          <QuoteButton serviceType={page.quoteService || undefined}>{closing.buttonLabel || quoteLabel}</QuoteButton>
          <CallLink />
        </CtaBand>
      )}
    </main>
  );
}
