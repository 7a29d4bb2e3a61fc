import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { BOILER, usd } from "~/content/education";
import { CallLink, CtaBand, FeatureCard, PageHero, QuoteButton, Section, StatCard } from "~/components/layout/page-sections";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";

const crumbs = [{ name: "Boiler Education", url: "/boiler-education" }];
const SERVICE_TYPE = "Boiler Installation/Replacement";

export const meta = pageMeta({
  title: "High-Efficiency Boilers in Vermont: AFUE, Costs & ROI",
  description:
    "Why a 90%+ AFUE condensing boiler pays off in Vermont: 15-20 year lifespan, 7-10 year ROI, 10 year warranty and $900 a year saved over an 80% AFUE boiler.",
  breadcrumbs: crumbs,
  keywords: ["high efficiency boiler Vermont", "condensing boiler cost", "boiler replacement Chittenden County", "AFUE"],
  structuredData: (origin) =>
    serviceSchema(origin, {
      name: "High-Efficiency Boiler Installation",
      description: "Replacement of older boilers with 90%+ AFUE condensing gas, oil and propane boilers.",
      url: "/boiler-education",
      image: "/images/education/high-efficiency-boiler.svg",
    }),
});

function AfueBar({ label, afue, text }: { label: string; afue: number; text: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">{label}</h3>
        <span className="text-2xl font-extrabold text-brand-700">{afue}% AFUE</span>
      </div>
      <div
        className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200"
        role="img"
        aria-label={`${afue}% of fuel becomes heat, ${100 - afue}% is lost`}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${afue}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{text}</p>
    </div>
  );
}

export default function BoilerEducationPage() {
  const { oldAnnual, newAnnual } = BOILER.savings;
  const yearly = oldAnnual - newAnnual;
  const rows = [
    { period: "Per year", old: oldAnnual, next: newAnnual },
    { period: "Over 10 years", old: oldAnnual * 10, next: newAnnual * 10 },
    { period: "Over 15 years", old: oldAnnual * 15, next: newAnnual * 15 },
  ];
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero
        title="High-Efficiency Boilers for Vermont Homes"
        intro={
          <p>
            A modern condensing boiler turns 90%+ of your fuel into heat. Replace an aging boiler on your schedule and
            keep the comfortable radiant or baseboard heat you already love, for less.
          </p>
        }
        image={{
          src: "/images/education/high-efficiency-boiler.svg",
          alt: "Illustration of a wall-hung high-efficiency boiler with copper piping",
          width: 640,
          height: 420,
        }}
      >
        <QuoteButton serviceType={SERVICE_TYPE}>Get a Boiler Quote</QuoteButton>
        <CallLink />
      </PageHero>

      <Section id="snapshot" title="Investment Snapshot">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {BOILER.snapshot.map((s) => (
            <li key={s.label}>
              <StatCard {...s} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title="Benefits of a High-Efficiency Boiler" muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BOILER.benefits.map((b) => (
            <li key={b.title}>
              <FeatureCard title={b.title}>
                <p>{b.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="efficiency" title="Efficiency Comparison: 80% vs 95% AFUE">
        <Card className="space-y-8 p-6 md:p-8">
          <AfueBar {...BOILER.comparison.old} />
          <AfueBar {...BOILER.comparison.new} />
        </Card>
      </Section>

      <Section
        id="savings"
        title="What You Save"
        intro={<p>Estimated fuel costs for a typical Chittenden County home, old boiler versus new high-efficiency boiler.</p>}
        muted
      >
        {/* Focusable so keyboard users can scroll the table on narrow screens. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Savings table">
          <table className="w-full min-w-[28rem] border-collapse overflow-hidden rounded-lg bg-white text-left shadow-sm">
            <caption className="sr-only">Heating cost with a standard and a high-efficiency boiler</caption>
            <thead className="bg-brand-800 text-white">
              <tr>
                <th scope="col" className="p-4">Period</th>
                <th scope="col" className="p-4">Standard boiler (80% AFUE)</th>
                <th scope="col" className="p-4">High-efficiency (95% AFUE)</th>
                <th scope="col" className="p-4">You save</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.period} className="border-t border-slate-200">
                  <th scope="row" className="p-4 font-semibold">{r.period}</th>
                  <td className="p-4">{usd(r.old)}</td>
                  <td className="p-4">{usd(r.next)}</td>
                  <td className="p-4 font-bold text-pine-700">{usd(r.old - r.next)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-slate-700">
          That is {usd(yearly)} back in your pocket every year. {BOILER.rebates} bring the payback into the 7-10 year range.
        </p>
        <div className="mt-6">
          <QuoteButton serviceType={SERVICE_TYPE}>Get My Savings Estimate</QuoteButton>
        </div>
      </Section>

      <CtaBand
        title="Ready for a More Efficient Boiler?"
        text="We'll inspect your current system, recommend the right size and fuel, and give you a written quote with rebates included."
      >
        <QuoteButton serviceType={SERVICE_TYPE}>Get a Free Quote</QuoteButton>
        <CallLink />
      </CtaBand>
    </main>
  );
}
