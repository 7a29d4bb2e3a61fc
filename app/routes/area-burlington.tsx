import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { areaBySlug, BURLINGTON } from "@common/areas.server";
import { CallLink, CheckList, ContactLink, CtaBand, FeatureCard, QuoteButton, Section, StatCard } from "~/components/layout/page-sections";
import { AreaRequestForm } from "~/features/leads/area-request-form";
import { pageMeta } from "~/lib/page-meta";
import { ratingSourceText, useShownRating, useSiteFacts } from "~/lib/use-business-contact";
import { leadFormAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/area-burlington";

const crumbs = [
  { name: "Areas We Serve", url: "/areas-we-serve" },
  { name: "Burlington", url: "/services/areas/burlington" },
];

/** The page's text comes from the server: only Burlington's, never every town's, in the page's JavaScript. */
export function loader() {
  return { page: BURLINGTON, seoDescription: areaBySlug("burlington")!.seoDescription };
}

export const meta = pageMeta((args) => ({
  title: "Heating & Heat Pumps in Burlington, VT",
  description: (args.data as Route.ComponentProps["loaderData"] | undefined)?.seoDescription ?? "",
  breadcrumbs: crumbs,
  keywords: ["heat pump Burlington VT", "boiler replacement Burlington", "HVAC contractor Burlington Vermont"],
}));

export const headers = formHeaders;

/** The service request form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context }, "area-request", "Burlington");
}

export const clientAction = formClientAction("area-request");

export default function BurlingtonPage({ loaderData, actionData }: Route.ComponentProps) {
  const b = loaderData.page;
  // The owner's radius and the rating this site may show (Settings; none when cleared).
  const { radius } = useSiteFacts();
  const rating = useShownRating();
  const stats = [
    ...b.stats,
    { value: radius, label: "Service Radius", description: "Burlington is well inside it" },
    ...(rating ? [{ value: `${rating.value}/5`, label: "Customer Rating", description: ratingSourceText(rating) }] : []),
  ];
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <p className="font-semibold text-brand-100">
            {b.name}, {b.state} · {b.population} · {b.responseTime}
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl md:text-5xl">Heating &amp; Heat Pump Services in Burlington, VT</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{b.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <QuoteButton>Get a Free Quote</QuoteButton>
            <CallLink />
          </div>
        </div>
      </section>

      <section aria-label="Burlington at a glance" className="mx-auto max-w-7xl px-4 pt-10">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((s) => (
            <li key={s.label}>
              <StatCard {...s} />
            </li>
          ))}
        </ul>
      </section>

      <Section id="services" title="Our Services in Burlington">
        <ul className="grid gap-6 md:grid-cols-3">
          {b.services.map((s) => (
            <li key={s.name}>
              <FeatureCard title={s.name}>
                <p>{s.description}</p>
                <CheckList items={s.features} className="mt-4 text-sm" />
                <Link to={s.href} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                  Learn more<span className="sr-only"> about {s.name}</span>
                </Link>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-us" title="Why Burlington Homeowners Choose Us" muted>
        <div className="grid gap-8 lg:grid-cols-2">
          <ul className="grid gap-4 sm:grid-cols-2">
            {b.reasons.map((r) => (
              <li key={r.title}>
                <Card className="h-full p-5">
                  <h3 className="font-bold text-slate-900">{r.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{r.text}</p>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Local Know-How</h3>
            <CheckList items={b.highlights} className="mt-4 text-slate-700" />
            <p className="mt-4 text-sm text-slate-600">
              Burlington is well within our {radius} service area. {b.responseTime} for scheduled visits.
            </p>
          </Card>
        </div>
      </Section>

      <div id="request-service" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
        <AreaRequestForm town="Burlington" answer={resultFor(actionData, "area-request")} heading="Request Service in Burlington" />
      </div>

      <CtaBand title="Prefer to Talk It Through?" text="Send us a message or call, and we'll get back to you within 24 hours.">
        <ContactLink variant="accent">Contact Us</ContactLink>
        <CallLink />
      </CtaBand>
    </main>
  );
}
