/** The shared layout of /plumbing, /heating and /air-conditioning, drawn from the page's content. */
import type { Content } from "@common/content/types";
import { Card } from "~/components/ui/card";
import { keywordList } from "@common/content/text";
import { crumbOf, firstText, loadedPage } from "~/lib/content-display";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import { useSiteFacts } from "~/lib/use-business-contact";
import { Breadcrumbs } from "./breadcrumbs";
import { CallLink, CallToAction, CheckList, PageHero, QuickFactsCard, QuoteButton, Section } from "./marketing";
import { BackToServices } from "./service-views";

/** The three trade pages share one field list (common/content/trade-pages.ts). */
export type TradePage = Content<"plumbingPage">;

const crumbsFor = (page: TradePage, path: string) => crumbOf(firstText(page.hero.eyebrow, page.hero.title), path);

/** The page's metadata from its loader's content: title, description, breadcrumb and Service structured data. */
export const staticServiceMeta = (path: string) =>
  pageMeta(({ data }) => {
    const page = loadedPage<TradePage>(data);
    if (!page) return { title: "", description: "", path };
    const description = firstText(page.seo.description, page.hero.intro);
    return {
      title: firstText(page.seo.title, page.hero.title),
      description,
      keywords: keywordList(page.seo.keywords),
      breadcrumbs: crumbsFor(page, path),
      structuredData: page.hero.title
        ? (origin) => serviceSchema(origin, { name: page.hero.title, description, url: path, image: page.hero.image.src || undefined })
        : undefined,
    };
  });

export function StaticServiceLayout({ page, path }: { page: TradePage; path: string }) {
  // Emergency service is mentioned only while the owner offers it, in the specification's words
  // ("Emergency service available"); the owner's own wording is for the contact details.
  const { emergency } = useSiteFacts();
  const { hero, services, why, closing } = page;
  const serviceType = page.quoteService || undefined;
  const lists = services.lists.filter((l) => !l.emergency || emergency);
  const quickFacts = page.quickFacts.filter((f) => (f.label || f.value) && (!f.emergency || emergency)).map(({ label, value }) => ({ label, value }));
  return (
    <main id="main">
      <Breadcrumbs items={crumbsFor(page, path)} />
      <PageHero
        before={hero.backLink ? <BackToServices /> : undefined}
        eyebrow={hero.eyebrow || undefined}
        title={hero.title}
        description={hero.intro}
        image={hero.image.src ? { ...hero.image, width: 800, height: 500 } : undefined}
      >
        <QuoteButton serviceType={serviceType}>Get a Free Quote</QuoteButton>
        <CallLink />
      </PageHero>
      {(lists.length > 0 || quickFacts.length > 0 || page.sidebarText) && (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
          <div className="lg:col-span-2">
            {lists.length > 0 && (
              <>
                {services.title && <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{services.title}</h2>}
                <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                  {lists.map((list, i) => (
                    <li key={i}>
                      <Card className="h-full p-6">
                        <h3 className="text-lg font-semibold text-slate-900">{list.title}</h3>
                        <CheckList items={list.items} className="mt-3 text-sm" />
                      </Card>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <aside className="space-y-6" aria-label={`${firstText(hero.eyebrow, hero.title)} quick facts`}>
            {quickFacts.length > 0 && <QuickFactsCard facts={quickFacts} />}
            <Card background="bg-brand-50" className="p-6">
              {page.sidebarText && <p className="font-semibold text-slate-900">{page.sidebarText}</p>}
              <QuoteButton serviceType={serviceType} size="default" className="mt-4 w-full">
                Get a Free Quote
              </QuoteButton>
            </Card>
          </aside>
        </div>
      )}
      {why.items.length > 0 && (
        <Section title={why.title} className="pt-0 lg:pt-0">
          <CheckList items={why.items} className="grid gap-3 sm:grid-cols-2" />
        </Section>
      )}
      {closing.title && <CallToAction title={closing.title} text={closing.text} serviceType={serviceType} />}
    </main>
  );
}
