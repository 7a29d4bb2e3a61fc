import { ArrowRight, Clock, Mail, MapPin, Phone } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallLink, PageHero } from "~/components/layout/marketing";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConsultationForm } from "~/features/leads/consultation-form";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import { readPage } from "~/data/content.server";
import { keywordList } from "@common/content/text";
import type { Content } from "@common/content/types";
import { leadFormAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/contact";
import { useBusinessContact, useSiteFacts } from "~/lib/use-business-contact";

const crumbs = [{ name: "Contact", url: "/contact" }];

export const meta = pageMeta(({ data, matches }) => {
  const c = (data as { content?: Content<"contact"> } | undefined)?.content;
  return {
    title: c?.seo.title || c?.title || `Contact | ${siteNameFrom(matches)}`,
    description: c?.seo.description || c?.intro || "",
    keywords: keywordList(c?.seo.keywords),
    breadcrumbs: crumbs,
  };
});

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await readPage(context.app, "contact") };
}

export const headers = formHeaders;

/** The consultation form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context }, "contact");
}

export const clientAction = formClientAction("contact");

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.content;
  const contact = useBusinessContact();
  const { hours } = useSiteFacts();
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={c.eyebrow} title={c.title || "Contact"} description={c.intro}>
        <CallLink variant="accent" />
        <a href="#consultation-form" className={buttonClasses("outline", "lg")}>
          Request a Consultation
        </a>
      </PageHero>
      {c.benefits.length > 0 && (
        <section aria-label="Why book a consultation" className="mx-auto max-w-7xl px-4 py-12">
          <ul className="grid gap-6 md:grid-cols-3">
            {c.benefits.map((b) => (
              <li key={b.title}>
                <Card className="h-full p-6">
                  <h2 className="text-lg font-semibold text-slate-900">{b.title}</h2>
                  {b.text && <p className="mt-2 text-slate-700">{b.text}</p>}
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
          <div className="space-y-10">
            {c.steps.length > 0 && (
              <section {...(c.stepsTitle ? { "aria-labelledby": "approach-heading" } : { "aria-label": "Steps" })}>
                {c.stepsTitle && (
                  <h2 id="approach-heading" className="mb-6 text-2xl font-bold text-slate-900">
                    {c.stepsTitle}
                  </h2>
                )}
                <ol className="space-y-5">
                  {c.steps.map((s, i) => (
                    <li key={s.title} className="flex gap-4">
                      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                        {i + 1}
                      </span>
                      <div>
                        <h3 className="font-semibold text-slate-900">{s.title}</h3>
                        {s.text && <p className="text-sm text-slate-700">{s.text}</p>}
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {c.serviceLinks.length > 0 && (
              <section {...(c.servicesTitle ? { "aria-labelledby": "explore-heading" } : { "aria-label": "Services" })}>
                {c.servicesTitle && (
                  <h2 id="explore-heading" className="mb-4 text-xl font-bold text-slate-900">
                    {c.servicesTitle}
                  </h2>
                )}
                <ul className="space-y-2">
                  {c.serviceLinks.map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                        {l.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section {...(c.reachTitle ? { "aria-labelledby": "reach-heading" } : { "aria-label": "Contact details" })}>
              {c.reachTitle && (
                <h2 id="reach-heading" className="mb-4 text-xl font-bold text-slate-900">
                  {c.reachTitle}
                </h2>
              )}
              <ul className="space-y-3 text-slate-700">
                <li className="flex items-center gap-2">
                  <Phone className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  <a href={contact.phoneHref} className="font-semibold text-brand-700 hover:underline">
                    {contact.phone}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <Mail className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  <a href={`mailto:${contact.email}`} className="break-all text-brand-700 hover:underline">
                    {contact.email}
                  </a>
                </li>
                <li className="flex items-start gap-2">
                  <MapPin className="mt-1 h-4 w-4 text-brand-700" aria-hidden="true" />
                  <address className="not-italic">
                    {contact.street}, {contact.locality}, {contact.region} {contact.postalCode}
                  </address>
                </li>
                {hours && (
                  <li className="flex items-start gap-2">
                    <Clock className="mt-1 h-4 w-4 text-brand-700" aria-hidden="true" />
                    <span data-testid="contact-hours">{hours}</span>
                  </li>
                )}
              </ul>
            </section>
          </div>
          <section aria-label="Consultation request" className="lg:col-span-2">
            <Card className="p-6 sm:p-8">
              <ConsultationForm answer={resultFor(actionData, "contact")} />
            </Card>
          </section>
        </div>
      </div>
    </main>
  );
}
