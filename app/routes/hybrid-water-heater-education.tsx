import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Card } from "~/components/ui/card";
import { HYBRID, usd } from "~/content/education";
import { CallLink, CtaBand, FeatureCard, PageHero, QuoteButton, Section } from "~/components/layout/page-sections";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import * as messages from "@common/messages";

const crumbs = [{ name: "Hybrid Water Heater Education", url: "/hybrid-water-heater-education" }];
const SERVICE_TYPE = "Hybrid Water Heater";

export const meta = pageMeta({
  title: "Hybrid Water Heaters: Save $372 a Year in Vermont",
  description:
    "A hybrid heat pump water heater uses 1,400 kWh a year, not 4,500, saving about $372. A 30% federal credit and $600 rebate bring a $2,500 system to $1,150.",
  breadcrumbs: crumbs,
  keywords: ["hybrid water heater Vermont", "heat pump water heater rebate", "water heater replacement Chittenden County"],
  structuredData: (origin) =>
    serviceSchema(origin, {
      name: "Hybrid Water Heater Installation",
      description: "Installation of hybrid heat pump water heaters, including rebate and tax-credit paperwork.",
      url: "/hybrid-water-heater-education",
      image: "/images/education/hybrid-water-heater.svg",
      price: "2500",
    }),
});

export default function HybridWaterHeaterPage() {
  const { standardKwh, hybridKwh, annualSavings } = HYBRID.usage;
  const r = HYBRID.rebate;
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero
        title="Hybrid Heat Pump Water Heaters"
        intro={
          <p>
            Water heating is the second-largest energy use in most homes. A hybrid water heater delivers the same hot
            water with about a third of the electricity, saving around {usd(annualSavings)} a year.
          </p>
        }
        image={{
          src: "/images/education/hybrid-water-heater.svg",
          alt: "Illustration of a hybrid heat pump water heater",
          width: 640,
          height: 420,
        }}
      >
        <QuoteButton serviceType={SERVICE_TYPE}>{messages.publicPages2.calculateSavings}</QuoteButton>
        <CallLink />
      </PageHero>

      <Section id="energy" title="Energy Comparison">
        <div className="grid gap-6 md:grid-cols-3">
          <Card className="p-6 text-center">
            <h3 className="font-semibold text-slate-700">Standard electric water heater</h3>
            <p className="mt-2 text-3xl font-extrabold text-slate-900">{standardKwh.toLocaleString("en-US")} kWh</p>
            <p className="text-sm text-slate-600">per year</p>
          </Card>
          <Card className="p-6 text-center">
            <h3 className="font-semibold text-slate-700">Hybrid heat pump water heater</h3>
            <p className="mt-2 text-3xl font-extrabold text-brand-700">{hybridKwh.toLocaleString("en-US")} kWh</p>
            <p className="text-sm text-slate-600">per year</p>
          </Card>
          <Card border="border-2 border-pine-600" className="p-6 text-center">
            <h3 className="font-semibold text-slate-700">Your annual savings</h3>
            <p className="mt-2 text-3xl font-extrabold text-pine-700">{usd(annualSavings)}</p>
            <p className="text-sm text-slate-600">{(standardKwh - hybridKwh).toLocaleString("en-US")} kWh less every year</p>
          </Card>
        </div>
      </Section>

      <Section id="rebates" title="Rebate Breakdown" muted>
        <Card className="mx-auto max-w-2xl p-6">
          <dl className="divide-y divide-slate-200">
            <div className="flex justify-between gap-4 py-3">
              <dt>Example hybrid water heater, installed</dt>
              <dd className="font-semibold">{usd(r.systemCost)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-3">
              <dt>Federal tax credit ({r.federalCreditPercent}%)</dt>
              <dd className="font-semibold text-pine-700">-{usd(r.federalCredit)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-3">
              <dt>Utility rebate</dt>
              <dd className="font-semibold text-pine-700">-{usd(r.utilityRebate)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-3 text-lg">
              <dt className="font-bold">Net cost</dt>
              <dd className="font-extrabold text-brand-700">{usd(r.netCost)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-slate-600">
            At {usd(annualSavings)} saved a year, the net cost pays for itself in about{" "}
            {Math.round((r.netCost / annualSavings) * 10) / 10} years.
          </p>
          <QuoteButton serviceType={SERVICE_TYPE} className="mt-6 w-full">
            {messages.publicPages2.calculateSavings}
          </QuoteButton>
        </Card>
      </Section>

      <Section id="benefits" title="Benefits of a Hybrid Water Heater">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HYBRID.benefits.map((b) => (
            <li key={b.title}>
              <FeatureCard title={b.title}>
                <p>{b.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="See What You Could Save"
        text="Tell us about your current water heater and household, and we'll calculate your savings and rebates."
      >
        <QuoteButton serviceType={SERVICE_TYPE}>{messages.publicPages2.calculateSavings}</QuoteButton>
        <CallLink />
      </CtaBand>
    </main>
  );
}
