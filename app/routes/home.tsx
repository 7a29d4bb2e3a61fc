import { ArrowRight, CheckCircle2 } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallLink, CallToAction, FigureList, QuoteButton } from "~/components/layout/marketing";
import { Card } from "~/components/ui/card";
import { homeContent as c } from "~/content/home";
import { HomeReviews } from "~/features/reviews/home-reviews";
import { ReviewWidget } from "~/features/reviews/review-widget";
import { pageMeta } from "~/lib/page-meta";
import { useBusinessContact } from "~/lib/use-business-contact";
import { approvedTestimonialsForPage } from "~/data/testimonials.server";
import type { Route } from "./+types/home";
import { formHeaders, quickQuoteAction } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { QuickQuoteForm } from "~/features/leads/quick-quote-form";
import { resultFor } from "@common/form-result";

export const meta = pageMeta({
  title: "Heating, Plumbing & Heat Pumps in Jericho, VT | Mansfield",
  description:
    "Cold-climate heat pumps, high-efficiency boilers, hybrid water heaters, plumbing and maintenance contracts for homes across Chittenden County, Vermont.",
  keywords: ["heat pumps Vermont", "Jericho VT plumber", "boiler installation Chittenden County", "HVAC maintenance contracts"],
});

export async function loader({ context }: Route.LoaderArgs) {
  return { reviews: await approvedTestimonialsForPage(context.app, "/") };
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
  const { name } = useBusinessContact();
  return (
    <main id="main">
      <Breadcrumbs items={[]} padding="py-2" />
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{c.hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{c.hero.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">{c.hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteButton>Get a Free Quote</QuoteButton>
              <CallLink variant="plain" className="border border-white bg-transparent text-white hover:bg-brand-800" />
            </div>
          </div>
          <img
            src={c.hero.image.src}
            alt={c.hero.image.alt}
            width={c.hero.image.width}
            height={c.hero.image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-xl shadow-2xl"
          />
        </div>
      </section>

      <section aria-label="Explore our specialties" className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {c.tiles.map((t) => (
            <li key={t.to}>
              <Link to={t.to} className="group block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
                <h2 className="flex items-center justify-between text-lg font-bold text-slate-900">
                  {t.title}
                  <ArrowRight className="h-5 w-5 text-brand-700 transition group-hover:translate-x-1" aria-hidden="true" />
                </h2>
                <p className="mt-2 text-sm text-slate-700">{t.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="quick-quote-heading" className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-5 lg:py-16">
          <div className="lg:col-span-2">
            <h2 id="quick-quote-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              Get a Quick Quote
            </h2>
            <p className="mt-3 text-slate-700">Tell us what you need and a comfort specialist will call you back within one business day.</p>
            <ReviewWidget reviews={reviews} className="mt-8" />
          </div>
          <div className="lg:col-span-3">
            <Card className="p-6">
              <QuickQuoteForm answer={resultFor(actionData, "quick-quote")} />
            </Card>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Comfort for Every Season
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {c.imageLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="group block h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:shadow-md">
                <img src={l.image} alt={l.alt} width={640} height={420} loading="lazy" className="aspect-[32/21] h-auto w-full object-cover" />
                <div className="p-5">
                  <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-700">{l.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{l.text}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="profitable-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
          <h2 id="profitable-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {c.profitable.title}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">{c.profitable.intro}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {c.profitable.items.map((i) => (
              <li key={i.label}>
                <Card className="h-full p-6">
                  <p className="text-3xl font-extrabold text-brand-700">{i.value}</p>
                  <p className="font-semibold text-slate-900">{i.label}</p>
                  <p className="mt-2 text-sm text-slate-700">{i.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="maintenance-heading" className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="maintenance-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {c.maintenance.title}
            </h2>
            <p className="mt-3 text-slate-700">{c.maintenance.text}</p>
            <Link to="/services/maintenance-contracts" className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              See maintenance contracts <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <FigureList
            figures={c.maintenance.stats}
            className="grid grid-cols-3 gap-4 text-center"
            itemClassName="rounded-lg bg-brand-800 p-4 text-white"
            valueClassName="text-2xl font-extrabold sm:text-3xl"
            labelClassName="mt-1 text-sm text-brand-100"
          />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
          <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {c.whyUs.title(name)}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {c.whyUs.items.map((i) => (
              <li key={i.title} className="flex gap-3">
                <CheckCircle2 className="mt-1 h-5 w-5 shrink-0 text-pine-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">{i.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{i.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title={c.closing.title} text={c.closing.text} />
      <HomeReviews reviews={reviews} />
    </main>
  );
}
