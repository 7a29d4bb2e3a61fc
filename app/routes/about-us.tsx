import type { Content } from "@common/content/types";
import { Award, BadgeCheck } from "~/components/icons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallLink, CallToAction, CheckList, FigureList, PageHero, QuoteButton } from "~/components/layout/marketing";
import { RichText } from "~/components/layout/rich-text";
import { Card } from "~/components/ui/card";
import { readRenderedPage } from "~/data/content.server";
import { keywordList, withName } from "@common/content/text";
import { crumbOf, firstText, loadedPage } from "~/lib/content-display";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import { useBusinessContact } from "~/lib/use-business-contact";
import type { Route } from "./+types/about-us";

const PATH = "/about-us";
type Page = Content<"about">;

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await readRenderedPage(context.app, "about") };
}

/** The heading with "{name}" replaced by the business name (Settings); the name alone when empty. */
const headingFor = (page: Page, name: string) => firstText(withName(page.hero.title, name), name);
const crumbsFor = (page: Page, name: string) => crumbOf(firstText(page.breadcrumb, headingFor(page, name)), PATH);

export const meta = pageMeta(({ data, matches }) => {
  const page = loadedPage<Page>(data);
  if (!page) return { title: "", description: "", path: PATH };
  const name = siteNameFrom(matches);
  return {
    title: firstText(page.seo.title, headingFor(page, name)),
    description: firstText(page.seo.description, page.hero.intro),
    keywords: keywordList(withName(page.seo.keywords, name)),
    breadcrumbs: crumbsFor(page, name),
  };
});

export default function AboutPage({ loaderData: { page } }: Route.ComponentProps) {
  const { name } = useBusinessContact();
  const { hero, story, team, certifications, badge, values, closing } = page;
  const counters = page.counters.filter((c) => c.value || c.label);
  const showBadge = Boolean(badge.grade || badge.label || badge.text);
  return (
    <main id="main">
      <Breadcrumbs items={crumbsFor(page, name)} />
      <PageHero eyebrow={hero.eyebrow || undefined} title={headingFor(page, name)} description={hero.intro}>
        <QuoteButton>{closing.buttonLabel || undefined}</QuoteButton>
        <CallLink />
      </PageHero>
      {counters.length > 0 && (
        <section aria-label="By the numbers" className="border-y border-slate-200 bg-white">
          <FigureList
            figures={counters}
            className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center lg:grid-cols-4"
            valueClassName="text-4xl font-extrabold text-brand-700"
            labelClassName="text-sm text-slate-600"
          />
        </section>
      )}
      {(story.body || certifications.items.length > 0 || showBadge) && (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
          <section aria-labelledby={story.title ? "story-heading" : undefined} className="lg:col-span-2">
            {story.title && (
              <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {story.title}
              </h2>
            )}
            <RichText html={story.body} className="mt-4 text-slate-700" />
            {certifications.items.length > 0 && (
              <>
                {certifications.title && <h2 className="mt-10 text-2xl font-bold text-slate-900">{certifications.title}</h2>}
                <CheckList items={certifications.items} className="mt-4" />
              </>
            )}
          </section>
          {showBadge && (
            <aside aria-label="Accreditation">
              <Card className="flex flex-col items-center p-8 text-center">
                {badge.grade && (
                  <div className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-700 text-4xl font-extrabold text-white">{badge.grade}</div>
                )}
                {badge.label && (
                  <p className="mt-4 flex items-center gap-2 text-lg font-bold text-slate-900">
                    <Award className="h-5 w-5 text-accent-600" aria-hidden="true" /> {badge.label}
                  </p>
                )}
                {badge.text && <p className="mt-2 text-sm text-slate-700">{badge.text}</p>}
              </Card>
            </aside>
          )}
        </div>
      )}
      {team.members.length > 0 && (
        <section aria-labelledby={team.title ? "team-heading" : undefined} aria-label={team.title ? undefined : "Team"}>
          <div className="mx-auto max-w-7xl px-4 pb-12 lg:pb-16">
            {team.title && (
              <h2 id="team-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {team.title}
              </h2>
            )}
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {team.members.map((m, i) => (
                <li key={i}>
                  <Card className="h-full overflow-hidden">
                    {m.photo.src && (
                      <img src={m.photo.src} alt={m.photo.alt} width={480} height={360} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" />
                    )}
                    <div className="p-6">
                      <h3 className="text-lg font-semibold text-slate-900">{m.name}</h3>
                      {m.role && <p className="text-sm font-semibold text-accent-700">{m.role}</p>}
                      {m.bio && <p className="mt-2 text-slate-700">{m.bio}</p>}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {values.items.length > 0 && (
        <section aria-labelledby={values.title ? "values-heading" : undefined} className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
            {values.title && (
              <h2 id="values-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {values.title}
              </h2>
            )}
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {values.items.map((v, i) => (
                <li key={i}>
                  <Card className="h-full p-6">
                    <BadgeCheck className="h-8 w-8 text-pine-600" aria-hidden="true" />
                    <h3 className="mt-3 text-lg font-semibold text-slate-900">{v.title}</h3>
                    {v.text && <p className="mt-2 text-slate-700">{v.text}</p>}
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {closing.title && <CallToAction title={closing.title} text={closing.text} />}
    </main>
  );
}
