import { Clock, MapPin } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { areaHref, NEXT_DAY, SAME_DAY, type ServiceArea } from "@common/areas";
import { AREA_SUMMARY, SERVICE_AREAS } from "@common/areas.server";
import { CallLink, CheckList, ContactLink, CtaBand, QuoteButton, Section, StatCard } from "~/components/layout/page-sections";
import { pageMeta, siteFactsFrom } from "~/lib/page-meta";
import { useSiteFacts } from "~/lib/use-business-contact";
import { business } from "@common/business";
import * as messages from "@common/messages";
import type { Route } from "./+types/areas-we-serve";

const crumbs = [{ name: "Areas We Serve", url: "/areas-we-serve" }];

export const meta = pageMeta(({ matches }) => ({
  title: "Areas We Serve in Chittenden County, VT",
  description: `Heat pump, heating and plumbing service within ${siteFactsFrom(matches)?.radius ?? "reach"} of Jericho: Burlington, South Burlington, Essex, Williston, Winooski, Colchester, Milton, Richmond.`,
  breadcrumbs: crumbs,
  keywords: ["HVAC Chittenden County", "heat pump installer Burlington VT", "plumber Essex VT", "heating Jericho VT"],
}));

/** The towns' texts come from the server, so the page's JavaScript does not carry them. */
export function loader() {
  return { areas: SERVICE_AREAS, summary: AREA_SUMMARY };
}

function AreaCard({ area }: { area: ServiceArea }) {
  const sameDay = area.responseTime === SAME_DAY;
  return (
    <li id={area.slug} className="scroll-mt-24">
      <Card border={area.type === "Home Base" ? "border-2 border-brand-600" : undefined} className="flex h-full flex-col p-6">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`${area.slug}-name`} className="text-xl font-bold text-slate-900">
            {area.name}
          </h3>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{area.type}</span>
        </div>
        <p className="mt-2 flex items-center gap-1 text-sm font-medium text-slate-700">
          <Clock className="h-4 w-4" aria-hidden="true" />
          <span className={sameDay ? "text-pine-700" : "text-slate-700"}>{area.responseTime}</span>
        </p>
        <p className="mt-3 text-slate-700">{area.description}</p>
        <CheckList items={area.highlights} className="mt-4 flex-1 text-sm text-slate-700" />
        <Link to={areaHref(area.city)} className="mt-4 self-start font-semibold text-brand-700 hover:underline">
          More about {area.city}
        </Link>
        <QuoteButton variant="default" size="default" className="mt-6 w-full" describedBy={`${area.slug}-name`}>
          {messages.publicPages2.getService}
        </QuoteButton>
      </Card>
    </li>
  );
}

export default function AreasWeServePage({ loaderData }: Route.ComponentProps) {
  const { areas, summary } = loaderData;
  // The owner's radius and emergency wording (Settings): no card or line promises emergency
  // service while it is not offered.
  const { radius, emergency } = useSiteFacts();
  const cards = [
    summary.communities,
    { value: radius, label: "Service Radius", description: "From our Jericho shop" },
    summary.sameDay,
    ...(emergency ? [{ value: "Available", label: "Emergency Service", description: emergency }] : []),
  ];
  const sameDay = areas.filter((a) => a.responseTime === SAME_DAY).map((a) => a.city);
  const nextDay = areas.filter((a) => a.responseTime === NEXT_DAY).map((a) => a.city);
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <p className="flex items-center gap-2 font-semibold text-brand-100">
            <MapPin className="h-5 w-5" aria-hidden="true" />
            {business.county}, Vermont
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl md:text-5xl">Areas We Serve</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            From our shop in Jericho we serve homes and businesses within {radius}: heat pumps, boilers,
            water heaters, plumbing and maintenance across nine Chittenden County communities.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ContactLink variant="accent">Schedule a Consultation</ContactLink>
            <CallLink />
          </div>
        </div>
      </section>

      <section aria-label="Coverage summary" className="mx-auto max-w-7xl px-4 pt-10">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {cards.map((s) => (
            <li key={s.label}>
              <StatCard {...s} />
            </li>
          ))}
        </ul>
      </section>

      <Section id="communities" title="Communities We Serve">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {areas.map((a) => (
            <AreaCard key={a.slug} area={a} />
          ))}
        </ul>
      </Section>

      <Section id="coverage" title="Coverage and Response Times" muted>
        <div className="grid gap-6 md:grid-cols-3">
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Same-Day Service</h3>
            <p className="mt-2 text-slate-700">{sameDay.join(", ")}.</p>
            <p className="mt-2 text-sm text-slate-600">Call before noon on a weekday and we schedule the visit that day.</p>
          </Card>
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Next-Day Service</h3>
            <p className="mt-2 text-slate-700">{nextDay.join(", ")}.</p>
            <p className="mt-2 text-sm text-slate-600">Visits are booked for the following business day.</p>
          </Card>
          <Card className="p-6">
            <h3 className="text-lg font-bold text-slate-900">Outside These Towns?</h3>
            <p className="mt-2 text-slate-700">
              We cover everything within {radius} of Jericho, including Underhill, Westford, Bolton and Stowe. Ask
              us about your address.
            </p>
            {emergency && <p className="mt-2 text-sm text-slate-600">{emergency}</p>}
          </Card>
        </div>
      </Section>

      <CtaBand
        title="Not Sure If We Cover Your Area?"
        text={`Call us or send a message: if you are within ${radius} of Jericho, we can almost certainly help.`}
      >
        <ContactLink variant="accent">Contact Us</ContactLink>
        <CallLink />
      </CtaBand>
    </main>
  );
}
