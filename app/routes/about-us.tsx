import { Award, BadgeCheck } from "~/components/icons";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallLink, CallToAction, CheckList, FigureList, PageHero, QuoteButton } from "~/components/layout/marketing";
import { Card } from "~/components/ui/card";
import { aboutContent as c } from "~/content/about";
import { pageMeta } from "~/lib/page-meta";
import { useBusinessContact } from "~/lib/use-business-contact";

const crumbs = [{ name: "About Us", url: "/about-us" }];

export const meta = pageMeta({
  title: "About Us | Owner-Operated HVAC & Plumbing in Jericho, VT",
  description:
    "Owner-operated in Jericho, Vermont: 200+ premium heating systems installed, 150+ active maintenance contracts, an A+ BBB rating and 15+ years of service.",
  keywords: ["about Mansfield Heating & Plumbing", "Jericho VT HVAC company", "owner-operated plumber Vermont"],
  breadcrumbs: crumbs,
});

export default function AboutPage() {
  const { name } = useBusinessContact();
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow="Our story" title={c.title(name)} description={c.intro}>
        <QuoteButton>Get a Free Quote</QuoteButton>
        <CallLink />
      </PageHero>
      <section aria-label="By the numbers" className="border-y border-slate-200 bg-white">
        <FigureList
          figures={c.counters}
          className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center lg:grid-cols-4"
          valueClassName="text-4xl font-extrabold text-brand-700"
          labelClassName="text-sm text-slate-600"
        />
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
        <section aria-labelledby="story-heading" className="lg:col-span-2">
          <h2 id="story-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Owner-operated in Jericho, Vermont
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            {c.story.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <h2 className="mt-10 text-2xl font-bold text-slate-900">Certifications &amp; credentials</h2>
          <CheckList items={c.certifications} className="mt-4" />
        </section>
        <aside aria-label="Accreditation">
          <Card className="flex flex-col items-center p-8 text-center">
            <div className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-700 text-4xl font-extrabold text-white">{c.bbb.grade}</div>
            <p className="mt-4 flex items-center gap-2 text-lg font-bold text-slate-900">
              <Award className="h-5 w-5 text-accent-600" aria-hidden="true" /> {c.bbb.label}
            </p>
            <p className="mt-2 text-sm text-slate-700">{c.bbb.text}</p>
          </Card>
        </aside>
      </div>
      <section aria-labelledby="values-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12 lg:py-16">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {c.values.map((v) => (
              <li key={v.title}>
                <Card className="h-full p-6">
                  <BadgeCheck className="h-8 w-8 text-pine-600" aria-hidden="true" />
                  <h3 className="mt-3 text-lg font-semibold text-slate-900">{v.title}</h3>
                  <p className="mt-2 text-slate-700">{v.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction title="Let's plan your next system" text="Ask for a free quote and talk with the people who will actually do the work." />
    </main>
  );
}
