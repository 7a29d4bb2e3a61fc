import type { Content } from "@common/content/types";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RichText } from "~/components/layout/rich-text";
import { Card } from "~/components/ui/card";
import { CallLink, CtaBand, FeatureCard, PageHero, QuoteButton, Section } from "~/components/layout/page-sections";
import { readRenderedPage } from "~/data/content.server";
import { keywordList } from "@common/content/text";
import { crumbOf, firstText, loadedPage, offerPrice, usd } from "~/lib/content-display";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import type { Route } from "./+types/hybrid-water-heater-education";

const PATH = "/hybrid-water-heater-education";
type Page = Content<"hybridWaterHeaterEducation">;
type EnergyCard = Page["energy"]["standard"];

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await readRenderedPage(context.app, "hybridWaterHeaterEducation") };
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

const isFilled = (c: EnergyCard) => Boolean(c.label || c.value || c.note);

function EnergyFigure({ card, valueClass, border }: { card: EnergyCard; valueClass: string; border?: string }) {
  return (
    <Card border={border} className="p-6 text-center">
      <h3 className="font-semibold text-slate-700">{card.label}</h3>
      <p className={`mt-2 text-3xl font-extrabold ${valueClass}`}>{card.value}</p>
      {card.note && <p className="text-sm text-slate-600">{card.note}</p>}
    </Card>
  );
}

export default function HybridWaterHeaterPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, energy, rebates, benefits, closing } = page;
  const serviceType = page.quoteService || undefined;
  const buttonLabel = hero.buttonLabel || undefined;
  const lines = rebates.lines.filter((l) => l.label || l.amount !== null);
  // The total is the lines' sum, credits and rebates taken off, so it always matches them.
  const total = lines.reduce((sum, l) => sum + (l.deducted ? -1 : 1) * (l.amount ?? 0), 0);
  const cards = [
    { card: energy.standard, valueClass: "text-slate-900" },
    { card: energy.hybrid, valueClass: "text-brand-700" },
    { card: energy.savings, valueClass: "text-pine-700", border: "border-2 border-pine-600" },
  ].filter((c) => isFilled(c.card));
  return (
    <main id="main">
      <Breadcrumbs items={crumbsFor(page)} />
      <PageHero
        title={hero.title}
        intro={<RichText html={hero.intro} />}
        image={hero.image.src ? { ...hero.image, width: 640, height: 420 } : undefined}
      >
        <QuoteButton serviceType={serviceType}>{buttonLabel}</QuoteButton>
        <CallLink />
      </PageHero>

      {cards.length > 0 && (
        <Section id="energy" title={energy.title}>
          <div className="grid gap-6 md:grid-cols-3">
            {cards.map((c, i) => (
              <EnergyFigure key={i} {...c} />
            ))}
          </div>
        </Section>
      )}

      {lines.length > 0 && (
        <Section id="rebates" title={rebates.title} muted>
          <Card className="mx-auto max-w-2xl p-6">
            <dl className="divide-y divide-slate-200">
              {lines.map((l, i) => (
                <div key={i} className="flex justify-between gap-4 py-3">
                  <dt>{l.label}</dt>
                  <dd className={l.deducted ? "font-semibold text-pine-700" : "font-semibold"}>
                    {l.amount === null ? "" : `${l.deducted ? "-" : ""}${usd(l.amount)}`}
                  </dd>
                </div>
              ))}
              {rebates.totalLabel && (
                <div className="flex justify-between gap-4 py-3 text-lg">
                  <dt className="font-bold">{rebates.totalLabel}</dt>
                  <dd className="font-extrabold text-brand-700">{usd(total)}</dd>
                </div>
              )}
            </dl>
            <RichText html={rebates.note} className="mt-4 text-sm text-slate-600" />
            <QuoteButton serviceType={serviceType} className="mt-6 w-full">
              {buttonLabel}
            </QuoteButton>
          </Card>
        </Section>
      )}

      {benefits.items.length > 0 && (
        <Section id="benefits" title={benefits.title}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {benefits.items.map((b, i) => (
              <li key={i}>
                <FeatureCard title={b.title}>{b.text && <p>{b.text}</p>}</FeatureCard>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {closing.title && (
        <CtaBand title={closing.title} text={closing.text}>
          <QuoteButton serviceType={serviceType}>{closing.buttonLabel || buttonLabel}</QuoteButton>
          <CallLink />
        </CtaBand>
      )}
    </main>
  );
}
