import type { Content } from "@common/content/types";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RichText } from "~/components/layout/rich-text";
import { Card } from "~/components/ui/card";
import { CallLink, CtaBand, FeatureCard, PageHero, QuoteButton, Section, StatCard } from "~/components/layout/page-sections";
import { readRenderedPage } from "~/data/content.server";
import { keywordList } from "@common/content/text";
import { crumbOf, firstText, loadedPage, offerPrice, usd } from "~/lib/content-display";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import type { Route } from "./+types/boiler-education";

const PATH = "/boiler-education";
type Page = Content<"boilerEducation">;

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await readRenderedPage(context.app, "boilerEducation") };
}

const crumbsFor = (page: Page) => crumbOf(firstText(page.breadcrumb, page.hero.title), PATH);

export const meta = pageMeta(({ data }) => {
  const page = loadedPage<Page>(data);
  if (!page) return { title: "", description: "", path: PATH };
  return {
    title: firstText(page.seo.title, page.hero.title),
    description: firstText(page.seo.description, page.service.description),
    breadcrumbs: crumbsFor(page),
    keywords: keywordList(page.seo.keywords),
    structuredData: page.service.name
      ? (origin) =>
          serviceSchema(origin, {
            name: page.service.name,
            description: page.service.description,
            url: PATH,
            image: page.hero.image.src || undefined,
            price: offerPrice(page.service.price),
          })
      : undefined,
  };
});

/** An AFUE figure as a percentage from 0 to 100, or null when the field holds no such number. */
function percent(text: string): number | null {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
}

function AfueBar({ label, afue, text }: { label: string; afue: string; text: string }) {
  const value = percent(afue);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">{label}</h3>
        {value !== null && <span className="text-2xl font-extrabold text-brand-700">{value}% AFUE</span>}
      </div>
      {value !== null && (
        <div
          className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200"
          role="img"
          aria-label={`${value}% of fuel becomes heat, ${100 - value}% is lost`}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
        </div>
      )}
      {text && <p className="mt-2 text-sm text-slate-600">{text}</p>}
    </div>
  );
}

export default function BoilerEducationPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, snapshot, benefits, comparison, savings, closing } = page;
  const serviceType = page.quoteService || undefined;
  const { standardAnnual, efficientAnnual } = savings;
  const rows =
    standardAnnual === null || efficientAnnual === null
      ? []
      : savings.periods.flatMap((p) => {
          const years = Number.parseFloat(p.years);
          return Number.isFinite(years) && years > 0 ? [{ period: p.label, old: standardAnnual * years, next: efficientAnnual * years }] : [];
        });
  return (
    <main id="main">
      <Breadcrumbs items={crumbsFor(page)} />
      <PageHero
        title={hero.title}
        intro={<RichText html={hero.intro} />}
        image={hero.image.src ? { ...hero.image, width: 640, height: 420 } : undefined}
      >
        <QuoteButton serviceType={serviceType}>{hero.buttonLabel || undefined}</QuoteButton>
        <CallLink />
      </PageHero>

      {snapshot.items.length > 0 && (
        <Section id="snapshot" title={snapshot.title}>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {snapshot.items.map((s, i) => (
              <li key={i}>
                <StatCard value={s.value} label={s.label} description={s.description || undefined} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {benefits.items.length > 0 && (
        <Section id="benefits" title={benefits.title} muted>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.items.map((b, i) => (
              <li key={i}>
                <FeatureCard title={b.title}>{b.text && <p>{b.text}</p>}</FeatureCard>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {comparison.items.length > 0 && (
        <Section id="efficiency" title={comparison.title}>
          <Card className="space-y-8 p-6 md:p-8">
            {comparison.items.map((c, i) => (
              <AfueBar key={i} {...c} />
            ))}
          </Card>
        </Section>
      )}

      {(rows.length > 0 || savings.summary) && (
        <Section id="savings" title={savings.title} intro={savings.intro ? <RichText html={savings.intro} /> : undefined} muted>
          {rows.length > 0 && (
            // Focusable so keyboard users can scroll the table on narrow screens.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Savings table">
              <table className="w-full min-w-[28rem] border-collapse overflow-hidden rounded-lg bg-white text-left shadow-sm">
                {savings.caption && <caption className="sr-only">{savings.caption}</caption>}
                <thead className="bg-brand-800 text-white">
                  <tr>
                    <th scope="col" className="p-4">Period</th>
                    <th scope="col" className="p-4">{savings.standardLabel}</th>
                    <th scope="col" className="p-4">{savings.efficientLabel}</th>
                    <th scope="col" className="p-4">You save</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    <tr key={i} className="border-t border-slate-200">
                      <th scope="row" className="p-4 font-semibold">{r.period}</th>
                      <td className="p-4">{usd(r.old)}</td>
                      <td className="p-4">{usd(r.next)}</td>
                      <td className="p-4 font-bold text-pine-700">{usd(r.old - r.next)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <RichText html={savings.summary} className="mt-4 text-slate-700" />
          {savings.buttonLabel && (
            <div className="mt-6">
              <QuoteButton serviceType={serviceType}>{savings.buttonLabel}</QuoteButton>
            </div>
          )}
        </Section>
      )}

      {closing.title && (
        <CtaBand title={closing.title} text={closing.text}>
          <QuoteButton serviceType={serviceType}>{closing.buttonLabel || undefined}</QuoteButton>
          <CallLink />
        </CtaBand>
      )}
    </main>
  );
}
