/** /heat-pump-education and /cold-climate-heat-pumps: one screen, two routes (canonical /heat-pump-education). */
import { Link, useLocation } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { HEAT_PUMP } from "~/content/education";
import { CallLink, CheckList, CtaBand, FeatureCard, PageHero, QuoteButton, Section } from "~/components/layout/page-sections";
import { pageMeta } from "~/lib/page-meta";
import { serviceSchema } from "~/lib/structured-data";
import * as messages from "@common/messages";

const CANONICAL = "/heat-pump-education";
const SERVICE_TYPE = "Heat Pump Installation";

export const meta = pageMeta(({ location }) => {
  const crumbName = location.pathname === CANONICAL ? "Heat Pump Education" : "Cold Climate Heat Pumps";
  return {
    title: "Cold-Climate Heat Pumps in Vermont: Costs & Savings",
    description:
      "How cold-climate heat pumps heat Vermont homes at 300% efficiency down to -15°F, what they cost ($3,500-5,500 single zone) and how much you save (30-70%).",
    path: CANONICAL,
    breadcrumbs: [{ name: crumbName, url: location.pathname }],
    keywords: ["cold climate heat pump Vermont", "heat pump cost Vermont", "ductless mini split Chittenden County", "heat pump rebates"],
    structuredData: (origin) =>
      serviceSchema(origin, {
        name: "Cold-Climate Heat Pump Installation",
        description: "Design and installation of ductless and ducted cold-climate heat pumps for Vermont homes.",
        url: CANONICAL,
        image: "/images/education/cold-climate-heat-pump.svg",
        price: "3500",
      }),
  };
});

export default function HeatPumpEducationPage() {
  const path = useLocation().pathname;
  const crumbName = path === CANONICAL ? "Heat Pump Education" : "Cold Climate Heat Pumps";
  return (
    <main id="main">
      <Breadcrumbs items={[{ name: crumbName, url: path }]} />
      <PageHero
        title="Cold-Climate Heat Pumps for Vermont Homes"
        intro={
          <p>
            Heat your home at up to 300% efficiency through the coldest Vermont nights, cool it all summer, and cut
            heating costs by 30-70%. Here is what you need to know before you invest.
          </p>
        }
        image={{
          src: "/images/education/cold-climate-heat-pump.svg",
          alt: "Illustration of a cold-climate heat pump outdoor unit beside a home in the snow",
          width: 640,
          height: 420,
        }}
      >
        <QuoteButton serviceType={SERVICE_TYPE}>{messages.publicPages2.getExpertAssessment}</QuoteButton>
        <CallLink />
      </PageHero>

      <Section id="why" title="Why Heat Pumps Make Sense in Vermont">
        <ul className="grid gap-6 md:grid-cols-3">
          {HEAT_PUMP.why.map((w) => (
            <li key={w.title}>
              <FeatureCard title={w.title}>
                <p>{w.text}</p>
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title="How a Heat Pump Works in 3 Steps" muted>
        <ol className="grid gap-6 md:grid-cols-3">
          {HEAT_PUMP.steps.map((s, i) => (
            <li key={s.title}>
              <Card className="h-full p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold text-slate-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.title}
                </h3>
                <p className="mt-2 text-slate-700">{s.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="expertise" title="Installation Expertise That Makes the Difference">
        <div className="grid gap-8 lg:grid-cols-2">
          <p className="text-slate-700">
            A heat pump is only as good as its installation. An undersized system struggles on the coldest nights; an
            oversized one short-cycles and wastes energy. We design every system for your house and our climate.
          </p>
          <CheckList items={HEAT_PUMP.expertise} className="text-slate-800" />
        </div>
      </Section>

      <Section id="systems" title="Ductless or Ducted: Choosing Your System" muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {HEAT_PUMP.brands.map((b) => (
            <li key={b.kind}>
              <Card className="flex h-full flex-col p-6">
                <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{b.kind}</p>
                <h3 className="mt-1 text-xl font-bold text-slate-900">{b.name}</h3>
                <p className="mt-2 text-slate-700">{b.text}</p>
                <CheckList items={b.features} className="mt-4 flex-1 text-sm text-slate-700" />
                <QuoteButton serviceType={b.serviceType} variant="default" size="default" className="mt-6">
                  Get a {b.kind} Quote
                </QuoteButton>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="investment" title="Your Investment and Return">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HEAT_PUMP.investment.map((item) => (
            <Card key={item.label} className="p-5">
              <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-brand-700">{item.value}</dd>
              <dd className="mt-1 text-sm text-slate-600">{item.note}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      <Section id="maintenance" title="Protect Your Investment With Maintenance" muted>
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <CheckList items={HEAT_PUMP.maintenance} className="text-slate-800" />
          <div>
            <p className="text-slate-700">
              Our maintenance contracts keep your heat pump running at peak efficiency for its whole life, with planned
              visits and member pricing.
            </p>
            <Link to="/services/maintenance-contracts" className={buttonClasses("default", "lg", "mt-4")}>
              Explore Maintenance Contracts
            </Link>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Find Out What a Heat Pump Can Save You"
        text="We'll assess your home, size the right system and show your costs after rebates, with no obligation."
      >
        <QuoteButton serviceType={SERVICE_TYPE}>{messages.publicPages2.getExpertAssessment}</QuoteButton>
        <CallLink />
      </CtaBand>
    </main>
  );
}
