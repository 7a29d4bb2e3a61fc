import { ArrowRight, Clock, Mail, MapPin, Phone } from "~/components/icons";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CallLink, PageHero } from "~/components/layout/marketing";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { contactContent as c } from "~/content/contact";
import { ConsultationForm } from "~/features/leads/consultation-form";
import { pageMeta } from "~/lib/page-meta";
import { leadFormAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import type { Route } from "./+types/contact";
import { useBusinessContact, useSiteFacts } from "~/lib/use-business-contact";

const crumbs = [{ name: "Contact", url: "/contact" }];

export const meta = pageMeta({
  title: "Contact Us | Free Heating Consultation in Jericho, VT",
  description:
    "Call or send a consultation request to our Jericho, VT team. Free in-home assessments across Chittenden County; we reply within 24 hours.",
  keywords: ["contact HVAC contractor Jericho VT", "free heat pump consultation", "Chittenden County plumber phone"],
  breadcrumbs: crumbs,
});

export const headers = formHeaders;

/** The consultation form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context }, "contact");
}

export const clientAction = formClientAction("contact");

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const contact = useBusinessContact();
  const { hours } = useSiteFacts();
  return (
    <main id="main">
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow="Contact us" title={c.title} description={c.intro}>
        <CallLink variant="accent" />
        <a href="#consultation-form" className={buttonClasses("outline", "lg")}>
          Request a Consultation
        </a>
      </PageHero>
      <section aria-label="Why book a consultation" className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {c.benefits.map((b) => (
            <li key={b.title}>
              <Card className="h-full p-6">
                <h2 className="text-lg font-semibold text-slate-900">{b.title}</h2>
                <p className="mt-2 text-slate-700">{b.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
          <div className="space-y-10">
            <section aria-labelledby="approach-heading">
              <h2 id="approach-heading" className="text-2xl font-bold text-slate-900">
                Our consultation approach
              </h2>
              <ol className="mt-6 space-y-5">
                {c.steps.map((s, i) => (
                  <li key={s.title} className="flex gap-4">
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-slate-900">{s.title}</h3>
                      <p className="text-sm text-slate-700">{s.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="explore-heading">
              <h2 id="explore-heading" className="text-xl font-bold text-slate-900">
                Explore our services
              </h2>
              <ul className="mt-4 space-y-2">
                {c.serviceLinks.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                      {l.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="reach-heading">
              <h2 id="reach-heading" className="text-xl font-bold text-slate-900">
                Reach us directly
              </h2>
              <ul className="mt-4 space-y-3 text-slate-700">
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
                <li className="flex items-start gap-2">
                  <Clock className="mt-1 h-4 w-4 text-brand-700" aria-hidden="true" />
                  <span data-testid="contact-hours">{hours}</span>
                </li>
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
