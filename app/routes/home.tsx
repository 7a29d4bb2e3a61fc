import { ArrowRight, CheckCircle2 } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallLink, CallToAction, FigureList, QuoteButton } from "~/components/layout/marketing";
import { Card } from "~/components/ui/card";
import { HomeReviews } from "~/features/reviews/home-reviews";
import { ReviewWidget } from "~/features/reviews/review-widget";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import { useBusinessContact } from "~/lib/use-business-contact";
import { cn } from "~/lib/utils";
import { approvedTestimonialsForPage } from "~/data/testimonials.server";
import { readPage } from "~/data/content.server";
import type { Route } from "./+types/home";
import { formHeaders, quickQuoteAction } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { QuickQuoteForm } from "~/features/leads/quick-quote-form";
import { resultFor } from "@common/form-result";
import { keywordList, withName } from "@common/content/text";
import type { Content } from "@common/content/types";

export const meta = pageMeta(({ data, matches }) => {
  const c = (data as { content?: Content<"home"> } | undefined)?.content;
  return {
    title: c?.seo.title || c?.hero.title || siteNameFrom(matches),
    description: c?.seo.description || c?.hero.text || "",
    keywords: keywordList(c?.seo.keywords),
  };
});

export async function loader({ context }: Route.LoaderArgs) {
  const [reviews, content] = await Promise.all([approvedTestimonialsForPage(context.app, "/"), readPage(context.app, "home")]);
  return { reviews, content };
}

export const headers = formHeaders;

/** The quick-quote sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return quickQuoteAction({ request, context });
}

export const clientAction = formClientAction("quick-quote");

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  // The loader reads them again after a review is sent (the review form revalidates).
  const reviews = loaderData.reviews ?? [];
  const c = loaderData.content;
  const { name } = useBusinessContact();
  const { hero, featured, profitable, maintenance, whyUs, closing } = c;
  return (
    <main id="main">
      <Breadcrumbs items={[]} padding="py-2" />
      <section className="dark-surface relative overflow-hidden bg-brand-900 text-white">
        <div className={cn("mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:py-20", hero.image.src && "lg:grid-cols-2")}>
          <div>
            {hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{hero.eyebrow}</p>}
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.title || name}</h1>
            {hero.text && <p className="mt-5 max-w-xl text-lg text-brand-100">{hero.text}</p>}
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton>Get a Free Quote</QuoteButton>
              <CallLink variant="plain" className="border border-white bg-transparent text-white hover:bg-brand-800" />
            </div>
            {hero.badges.length > 0 && (
              <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-brand-100">
                {hero.badges.map((badge) => (
                  <li key={badge} className="flex items-center gap-1.5">
                    <CheckCircle2 className="h-4 w-4 text-brand-200" aria-hidden="true" />
                    {badge}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {hero.image.src && (
            <img src={hero.image.src} alt={hero.image.alt} width={1200} height={800} fetchPriority="high" className="h-auto w-full rounded-xl shadow-2xl" />
          )}
        </div>
      </section>

      {c.tiles.length > 0 && (
        <section aria-label="Explore our specialties" className="mx-auto max-w-7xl px-4 py-12">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {c.tiles.map((t) => (
              <li key={t.to + t.title}>
                <Link to={t.to} className="group block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
                  <h2 className="flex items-center justify-between text-lg font-bold text-slate-900">
                    {t.title}
                    <ArrowRight className="h-5 w-5 text-brand-700 transition group-hover:translate-x-1" aria-hidden="true" />
                  </h2>
                  {t.text && <p className="mt-2 text-sm text-slate-700">{t.text}</p>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section {...(c.quickQuote.title ? { "aria-labelledby": "quick-quote-heading" } : { "aria-label": "Quick quote" })} className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-5 lg:py-16">
          <div className="lg:col-span-2">
            {c.quickQuote.title && (
              <h2 id="quick-quote-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {c.quickQuote.title}
              </h2>
            )}
            {c.quickQuote.text && <p className="mt-3 text-slate-700">{c.quickQuote.text}</p>}
            <ReviewWidget reviews={reviews} className="mt-8" />
          </div>
          <div className="lg:col-span-3">
            <Card className="p-6">
              <QuickQuoteForm answer={resultFor(actionData, "quick-quote")} />
            </Card>
          </div>
        </div>
      </section>

      {featured.items.length > 0 && (
        <section {...(featured.title ? { "aria-labelledby": "featured-heading" } : { "aria-label": "Featured" })} className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
          {featured.title && (
            <h2 id="featured-heading" className="mb-8 text-2xl font-bold text-slate-900 sm:text-3xl">
              {featured.title}
            </h2>
          )}
          <ul className="grid gap-6 md:grid-cols-3">
            {featured.items.map((l) => (
              <li key={l.to + l.title}>
                <Link to={l.to} className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md">
                  {l.image.src && (
                    <img src={l.image.src} alt={l.image.alt} width={640} height={420} loading="lazy" className="aspect-[32/21] h-auto w-full object-cover" />
                  )}
                  <div className="p-5">
                    <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-700">{l.title}</h3>
                    {l.text && <p className="mt-1 text-sm text-slate-700">{l.text}</p>}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(profitable.title || profitable.items.length > 0) && (
        <section {...(profitable.title ? { "aria-labelledby": "profitable-heading" } : { "aria-label": "Figures" })} className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
            {profitable.title && (
              <h2 id="profitable-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {profitable.title}
              </h2>
            )}
            {profitable.intro && <p className="mt-3 max-w-3xl text-slate-700">{profitable.intro}</p>}
            {profitable.items.length > 0 && (
              <ul className="mt-8 grid gap-6 md:grid-cols-3">
                {profitable.items.map((i) => (
                  <li key={i.value + i.label}>
                    <Card className="h-full p-6">
                      <p className="text-3xl font-extrabold text-brand-700">{i.value}</p>
                      <p className="font-semibold text-slate-900">{i.label}</p>
                      {i.text && <p className="mt-2 text-sm text-slate-700">{i.text}</p>}
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}

      {(maintenance.title || maintenance.text || maintenance.figures.length > 0) && (
        <section {...(maintenance.title ? { "aria-labelledby": "maintenance-heading" } : { "aria-label": "Maintenance" })} className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>
              {maintenance.title && (
                <h2 id="maintenance-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                  {maintenance.title}
                </h2>
              )}
              {maintenance.text && <p className="mt-3 text-slate-700">{maintenance.text}</p>}
              {maintenance.linkTo && maintenance.linkLabel && (
                <Link to={maintenance.linkTo} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
                  {maintenance.linkLabel} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              )}
            </div>
            {maintenance.figures.length > 0 && (
              <FigureList
                figures={maintenance.figures}
                className="grid grid-cols-3 gap-4 text-center"
                itemClassName="rounded-lg bg-brand-800 p-4 text-white"
                valueClassName="text-2xl font-extrabold sm:text-3xl"
                labelClassName="mt-1 text-sm text-brand-100"
              />
            )}
          </div>
        </section>
      )}

      {(whyUs.title || whyUs.items.length > 0) && (
        <section {...(whyUs.title ? { "aria-labelledby": "why-heading" } : { "aria-label": "Why choose us" })} className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
            {whyUs.title && (
              <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {withName(whyUs.title, name)}
              </h2>
            )}
            {whyUs.items.length > 0 && (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {whyUs.items.map((i) => (
                  <li key={i.title} className="flex gap-3">
                    <CheckCircle2 className="mt-1 h-5 w-5 shrink-0 text-pine-600" aria-hidden="true" />
                    <div>
                      <h3 className="font-semibold text-slate-900">{i.title}</h3>
                      {i.text && <p className="mt-1 text-sm text-slate-700">{i.text}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}

      {closing.title && <CallToAction title={closing.title} text={closing.text} />}
      <HomeReviews reviews={reviews} shareText={c.reviews.shareText} />
    </main>
  );
}
