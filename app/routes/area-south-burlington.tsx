import { Building2, CheckCircle2, Phone, Plane, ShoppingBag } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { areaBySlug, SOUTH_BURLINGTON } from "@common/areas.server";
import { Badge, CheckList, ContactLink, CtaBand, FeatureCard, Section, StatCard } from "~/components/layout/page-sections";
import { AreaRequestForm } from "~/features/leads/area-request-form";
import { pageMeta } from "~/lib/page-meta";
import * as messages from "@common/messages";
import { leadFormAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/area-south-burlington";
import { ratingSourceText, useBusinessContact, useShownRating } from "~/lib/use-business-contact";

const crumbs = [
  { name: "Areas We Serve", url: "/areas-we-serve" },
  { name: "South Burlington", url: "/services/areas/south-burlington" },
];

/** The page's text comes from the server: only South Burlington's, never every town's, in the page's JavaScript. */
export function loader() {
  return { page: SOUTH_BURLINGTON, seoDescription: areaBySlug("south-burlington")!.seoDescription };
}

export const meta = pageMeta((args) => ({
  title: "Commercial & Residential HVAC in South Burlington, VT",
  description: (args.data as Route.ComponentProps["loaderData"] | undefined)?.seoDescription ?? "",
  breadcrumbs: crumbs,
  keywords: ["commercial HVAC South Burlington", "heat pumps South Burlington VT", "HVAC maintenance South Burlington"],
}));

const districtIcons = [Plane, ShoppingBag, Building2];

export const headers = formHeaders;

/** The service request form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context }, "area-request", "South Burlington");
}

export const clientAction = formClientAction("area-request");

export default function SouthBurlingtonPage({ loaderData, actionData }: Route.ComponentProps) {
  const contact = useBusinessContact();
  const sb = loaderData.page;
  // The rating this site may show: customers' approved reviews, else the owner's external rating.
  const rating = useShownRating();
  const trust = rating ? [sb.trust[0], `${rating.value}/5 rating`, ...sb.trust.slice(1)] : sb.trust;
  const stats = [...sb.stats, ...(rating ? [{ value: `${rating.value}/5`, label: "Commercial Rating", description: ratingSourceText(rating) }] : [])];
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <Badge>{messages.publicPages2.southBurlingtonBadge}</Badge>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl md:text-5xl">HVAC &amp; Heat Pump Services in South Burlington, VT</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">
            South Burlington&apos;s businesses and neighbourhoods count on us for commercial HVAC, efficient cold-climate heat
            pumps and planned maintenance that keeps everything running through a Vermont winter.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={contact.phoneHref} className={buttonClasses("accent", "lg")}>
              <Phone className="h-4 w-4" aria-hidden="true" />
              Call {contact.phone}
            </a>
            <Link to="/contact" className={buttonClasses("outline", "lg")}>
              {messages.publicPages2.getFreeQuote}
            </Link>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-brand-50" aria-label="Why customers trust us">
            {trust.map((t) => (
              <li key={t} className="flex items-center gap-1">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="South Burlington at a glance" className="mx-auto max-w-7xl px-4 pt-10">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((s) => (
            <li key={s.label}>
              <StatCard {...s} />
            </li>
          ))}
        </ul>
      </section>

      <Section id="services" title="Services for South Burlington">
        <ul className="grid gap-6 md:grid-cols-3">
          {sb.services.map((s) => (
            <li key={s.name}>
              <FeatureCard title={s.name}>
                <p>{s.description}</p>
                <CheckList items={s.features} className="mt-4 text-sm" />
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="trusted-partner" title="Your Trusted South Burlington HVAC Partner" muted>
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={sb.partnerPoints} className="text-lg text-slate-800" />
          <AreaRequestForm town="South Burlington" answer={resultFor(actionData, "area-request")} heading={messages.publicPages2.southBurlingtonFormHeading} />
        </div>
      </Section>

      <Section id="districts" title="Serving Every South Burlington District">
        <ul className="grid gap-6 md:grid-cols-3">
          {sb.districts.map((d, i) => {
            const Icon = districtIcons[i]!;
            return (
              <li key={d.name}>
                <Card className="h-full p-6">
                  <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-bold text-slate-900">{d.name}</h3>
                  <p className="mt-2 text-slate-700">{d.description}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBand
        title="Ready to Upgrade Your Home or Business?"
        text="Tell us about your building and we'll follow up within 24 hours with next steps and a written quote."
      >
        <ContactLink variant="accent">Contact Us Today</ContactLink>
      </CtaBand>
    </main>
  );
}
