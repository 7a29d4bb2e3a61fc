import { Link } from "react-router";
import type { Content } from "@common/content/types";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { RichText } from "~/components/layout/rich-text";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { areaHref } from "@common/areas";
import { CompactContact } from "~/features/education/compact-contact";
import { FaqAccordion } from "~/features/education/faq-accordion";
import { Badge, CallLink, CheckList, Section, StatCard } from "~/components/layout/page-sections";
import { readRenderedPage } from "~/data/content.server";
import { keywordList } from "@common/content/text";
import { crumbOf, firstText, loadedPage } from "~/lib/content-display";
import { pageMeta } from "~/lib/page-meta";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/vermont-heating-guide";

const PATH = "/vermont-heating-guide";
type Page = Content<"heatingGuide">;

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await readRenderedPage(context.app, "heatingGuide") };
}

const crumbsFor = (page: Page) => crumbOf(firstText(page.breadcrumb, page.hero.title), PATH);
/** Questions with both a question and an answer: what the accordion and the FAQPage data show. */
const answered = (page: Page) => page.faq.items.filter((f) => f.question && f.answer);

export const meta = pageMeta(({ data }) => {
  const page = loadedPage<Page>(data);
  if (!page) return { title: "", description: "", path: PATH };
  const faq = answered(page);
  return {
    title: firstText(page.seo.title, page.hero.title),
    description: page.seo.description,
    breadcrumbs: crumbsFor(page),
    keywords: keywordList(page.seo.keywords),
    structuredData: faq.length > 0 ? () => faqPage(faq) : undefined,
  };
});

export default function HeatingGuidePage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, stats, challenges, rebates, cities, contact } = page;
  const faq = answered(page);
  const towns = cities.items.filter((c) => c.city);
  return (
    <main id="main">
      <Breadcrumbs items={crumbsFor(page)} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          {hero.badge && <Badge>{hero.badge}</Badge>}
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl md:text-5xl">{hero.title}</h1>
          <RichText html={hero.intro} className="mt-4 max-w-3xl text-lg text-brand-50" />
          <div className="mt-6 flex flex-wrap gap-3">
            <CallLink variant="accent" />
            {rebates.items.length > 0 && hero.rebatesLinkLabel && (
              <a href="#rebates" className={buttonClasses("outline", "lg")}>
                {hero.rebatesLinkLabel}
              </a>
            )}
          </div>
        </div>
      </section>

      {stats.items.length > 0 && (
        <section aria-label={stats.label || undefined} className="mx-auto max-w-7xl px-4 pt-10">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {stats.items.map((s, i) => (
              <li key={i}>
                <StatCard value={s.value} label={s.label} description={s.description || undefined} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {challenges.items.length > 0 && (
        <Section id="challenges" title={challenges.title}>
          <ul className="grid gap-6 md:grid-cols-3">
            {challenges.items.map((c, i) => (
              <li key={i}>
                <Card className="h-full p-6">
                  <h3 className="text-lg font-bold text-slate-900">{c.challenge}</h3>
                  {c.solution && <p className="mt-1 font-semibold text-pine-700">{c.solution}</p>}
                  {c.description && <p className="mt-2 text-slate-700">{c.description}</p>}
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {rebates.items.length > 0 && (
        <Section id="rebates" title={rebates.title} intro={rebates.intro ? <RichText html={rebates.intro} /> : undefined} muted>
          <ul className="grid gap-6 md:grid-cols-3">
            {rebates.items.map((r, i) => (
              <li key={i}>
                <Card className="flex h-full flex-col p-6">
                  <h3 className="text-lg font-bold text-slate-900">{r.system}</h3>
                  {r.rebate && <p className="mt-2 text-3xl font-extrabold text-brand-700">{r.rebate}</p>}
                  {r.additional && <p className="mt-1 text-sm font-semibold text-pine-700">{r.additional}</p>}
                  {r.requirements.length > 0 && (
                    <>
                      {rebates.requirementsHeading && <h4 className="mt-4 text-sm font-semibold text-slate-900">{rebates.requirementsHeading}</h4>}
                      <CheckList items={r.requirements} className="mt-2 text-sm text-slate-700" />
                    </>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {faq.length > 0 && (
        <Section id="faq" title={page.faq.title}>
          <div className="mx-auto max-w-3xl">
            <FaqAccordion items={faq} />
          </div>
        </Section>
      )}

      {towns.length > 0 && (
        <Section id="cities" title={cities.title} muted>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {towns.map((c, i) => (
              <li key={i}>
                <Link
                  to={areaHref(c.city)}
                  className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
                >
                  <span className="text-lg font-bold text-slate-900">{c.city}</span>
                  {c.highlight && <span className="mt-1 block text-sm text-slate-700">{c.highlight}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <section aria-label="Contact us" className="px-4 py-12">
        <CompactContact title={contact.title} text={contact.text} />
      </section>
    </main>
  );
}
