/** The shared layout of /plumbing, /heating and /air-conditioning. */
import { Card } from "~/components/ui/card";
import type { StaticServicePage } from "~/content/service-pages";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import { useSiteFacts } from "~/lib/use-business-contact";
import { Breadcrumbs } from "./breadcrumbs";
import { CallLink, CallToAction, CheckList, PageHero, QuickFactsCard, QuoteButton, Section } from "./marketing";
import { BackToServices } from "./service-views";

/** The page's metadata: its title and description, its breadcrumb and its Service structured data. */
export const staticServiceMeta = (page: StaticServicePage) =>
  pageMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: page.keywords,
    breadcrumbs: [{ name: page.eyebrow, url: `/${page.slug}` }],
    structuredData: (origin) =>
      serviceSchema(origin, { name: page.title, description: page.metaDescription, url: `/${page.slug}`, image: page.image.src }),
  });

export function StaticServiceLayout({ page }: { page: StaticServicePage }) {
  // Emergency service is mentioned only while the owner offers it, in the specification's words
  // ("Emergency service available"); the owner's own wording is for the contact details.
  const { emergency } = useSiteFacts();
  const lists = page.lists.filter((l) => !l.emergency || emergency);
  const quickFacts = page.quickFacts.filter((f) => !f.emergency || emergency);
  return (
    <main id="main">
      <Breadcrumbs items={[{ name: page.eyebrow, url: `/${page.slug}` }]} />
      <PageHero
        before={page.backLink ? <BackToServices /> : undefined}
        eyebrow={page.eyebrow}
        title={page.title}
        description={page.intro}
        image={page.image}
      >
        <QuoteButton serviceType={page.quoteService}>Get a Free Quote</QuoteButton>
        <CallLink />
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{page.servicesTitle}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {lists.map((list) => (
              <li key={list.title}>
                <Card className="h-full p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{list.title}</h3>
                  <CheckList items={list.items} className="mt-3 text-sm" />
                </Card>
              </li>
            ))}
          </ul>
        </div>
        <aside className="space-y-6" aria-label={`${page.eyebrow} quick facts`}>
          <QuickFactsCard facts={quickFacts} />
          <Card background="bg-brand-50" className="p-6">
            <p className="font-semibold text-slate-900">{page.sidebarText}</p>
            <QuoteButton serviceType={page.quoteService} size="default" className="mt-4 w-full">
              Get a Free Quote
            </QuoteButton>
          </Card>
        </aside>
      </div>
      <Section title={page.whyTitle} className="pt-0 lg:pt-0">
        <CheckList items={page.why} className="grid gap-3 sm:grid-cols-2" />
      </Section>
      <CallToAction title={page.closingTitle} text={page.closingText} serviceType={page.quoteService} />
    </main>
  );
}
