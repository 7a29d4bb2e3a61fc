import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { areaHref } from "@common/areas";
import { GUIDE_CHALLENGES, GUIDE_CITIES, GUIDE_FAQ, GUIDE_REBATES, GUIDE_STATS } from "~/content/heating-guide";
import { CompactContact } from "~/features/education/compact-contact";
import { FaqAccordion } from "~/features/education/faq-accordion";
import { Badge, CallLink, CheckList, Section, StatCard } from "~/components/layout/page-sections";
import { pageMeta } from "~/lib/page-meta";
import { faqPage } from "~/lib/structured-data";
import * as messages from "@common/messages";

const crumbs = [{ name: "Vermont Heating Guide", url: "/vermont-heating-guide" }];

export const meta = pageMeta({
  title: "Vermont Heating Guide: Costs, Rebates & Options",
  description:
    "Heating a Vermont home through a 7+ month season: -5°F winter lows, $2,400+ energy costs, rebates up to $8,000, and answers on heat pumps and boilers.",
  breadcrumbs: crumbs,
  keywords: ["Vermont heating guide", "Vermont heating rebates", "heat pump rebates Vermont", "heating costs Vermont"],
  structuredData: () => faqPage(GUIDE_FAQ),
});

export default function VermontHeatingGuidePage() {
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <Badge>{messages.publicPages2.rebatesBadge}</Badge>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl md:text-5xl">The Vermont Home Heating Guide</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">
            Long winters, high fuel prices and aging equipment make heating the biggest energy decision a Vermont
            homeowner faces. Here is how to stay warm for less, and the rebates that help pay for it.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <CallLink variant="accent" />
            <a href="#rebates" className={buttonClasses("outline", "lg")}>
              {messages.publicPages2.viewRebates}
            </a>
          </div>
        </div>
      </section>

      <section aria-label="Vermont heating by the numbers" className="mx-auto max-w-7xl px-4 pt-10">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {GUIDE_STATS.map((s) => (
            <li key={s.label}>
              <StatCard value={s.value} label={s.label} description={s.description} />
            </li>
          ))}
        </ul>
      </section>

      <Section id="challenges" title="Vermont's Heating Challenges">
        <ul className="grid gap-6 md:grid-cols-3">
          {GUIDE_CHALLENGES.map((c) => (
            <li key={c.challenge}>
              <Card className="h-full p-6">
                <h3 className="text-lg font-bold text-slate-900">{c.challenge}</h3>
                <p className="mt-1 font-semibold text-pine-700">{c.solution}</p>
                <p className="mt-2 text-slate-700">{c.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="rebates"
        title="2024 Rebates and Incentives"
        intro={<p>Rebates up to $8,000 are available to Vermont homeowners who upgrade to efficient systems. We handle the paperwork.</p>}
        muted
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {GUIDE_REBATES.map((r) => (
            <li key={r.system}>
              <Card className="flex h-full flex-col p-6">
                <h3 className="text-lg font-bold text-slate-900">{r.system}</h3>
                <p className="mt-2 text-3xl font-extrabold text-brand-700">{r.rebate}</p>
                <p className="mt-1 text-sm font-semibold text-pine-700">{r.additional}</p>
                <h4 className="mt-4 text-sm font-semibold text-slate-900">Requirements</h4>
                <CheckList items={r.requirements} className="mt-2 text-sm text-slate-700" />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title="Frequently Asked Questions">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={GUIDE_FAQ} />
        </div>
      </Section>

      <Section id="cities" title="Local Heating Help Across Chittenden County" muted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDE_CITIES.map((c) => (
            <li key={c.city}>
              <Link
                to={areaHref(c.city)}
                className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
              >
                <span className="text-lg font-bold text-slate-900">{c.city}</span>
                <span className="mt-1 block text-sm text-slate-700">{c.highlight}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-label="Contact us" className="px-4 py-12">
        <CompactContact />
      </section>
    </main>
  );
}
