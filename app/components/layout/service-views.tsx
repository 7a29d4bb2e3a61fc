/** Service list cards, their loading skeletons, and the service detail layouts (marketing and overview). */
import { ArrowLeft, ArrowRight } from "~/components/icons";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { ServiceSummary } from "~/content/services";
import type { Content } from "@common/content/types";
import { business } from "@common/business";
import { CallLink, CallToAction, FigureList, PageHero, QuickFactsCard, QuoteButton, Section, ServiceAreaCard } from "./marketing";

/** `lazy` for cards below the fold; `priority` for the first card, whose picture is the largest thing on a phone's first screen. */
export function ServiceCard({ service, lazy, priority }: { service: ServiceSummary; lazy?: boolean; priority?: boolean }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      <img
        src={service.imageUrl ?? "/images/services/heating.svg"}
        alt=""
        width={800}
        height={500}
        loading={lazy ? "lazy" : undefined}
        fetchPriority={priority ? "high" : undefined}
        className="aspect-[8/5] h-auto w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-bold text-slate-900">{service.title}</h2>
        <p className="mt-2 flex-1 text-slate-700">{service.description}</p>
        <Link
          to={`/services/${service.slug}`}
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          Learn more<span className="sr-only"> about {service.title}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}

export function ServiceGrid({ services }: { services: ServiceSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Services">
      {services.map((s, i) => (
        <li key={s.slug} className="flex">
          <ServiceCard service={s} lazy={i >= 3} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

export function BackToServices() {
  return (
    <Link to="/services" className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to all services
    </Link>
  );
}

/** What a service page shows: the service's content without its page text (sent as sanitized HTML) or search fields. */
export type ServicePageData = { slug: string } & Omit<Content<"service">, "body" | "keywords" | "seo">;

const dollars = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);

function ServiceHero({ service }: { service: ServicePageData }) {
  return (
    <PageHero
      before={<BackToServices />}
      eyebrow={service.eyebrow || undefined}
      title={service.heading || service.name}
      description={service.intro || service.summary}
      image={service.photo.src ? { src: service.photo.src, alt: service.photo.alt, width: 800, height: 500 } : undefined}
    >
      {service.fromPrice !== null ? <p className="w-full text-lg font-semibold text-slate-900">From {dollars(service.fromPrice)}</p> : null}
      <QuoteButton serviceType={service.quoteService || undefined}>Get a Free Quote</QuoteButton>
      <CallLink />
    </PageHero>
  );
}

function ServiceAside({ service }: { service: ServicePageData }) {
  return (
    <aside className="space-y-6" aria-label="Service details">
      {service.quickFacts.length ? <QuickFactsCard facts={service.quickFacts} /> : null}
      <ServiceAreaCard />
    </aside>
  );
}

function ServiceFaqs({ service }: { service: ServicePageData }) {
  const faqs = service.faqs.filter((f) => f.question);
  if (!faqs.length) return null;
  return (
    <Section id="faq" title={service.faqsTitle || "Frequently asked questions"}>
      <dl className="max-w-3xl space-y-6">
        {faqs.map((f) => (
          <div key={f.question}>
            <dt className="text-lg font-semibold text-slate-900">{f.question}</dt>
            <dd className="mt-2 text-slate-700">{f.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The detail layout of a service without benefits or process steps: overview, Quick Facts, Service Area. */
export function ServiceOverview({ service, html }: { service: ServicePageData; html: string | null }) {
  return (
    <>
      <ServiceHero service={service} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="overview-heading" className="lg:col-span-2">
          <h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
            Overview
          </h2>
          {html ? (
            <div
              className="prose-content mt-4 space-y-4 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="mt-4 text-slate-700">{service.summary}</p>
          )}
        </section>
        <ServiceAside service={service} />
      </div>
      <ServiceFaqs service={service} />
      <CallToAction
        title={service.closingTitle || (service.name ? `Talk to us about ${service.name.toLowerCase()}` : "Talk to us")}
        text={service.closingText || `Free quotes across ${business.county}. We'll contact you within 24 hours.`}
        serviceType={service.quoteService || undefined}
      />
    </>
  );
}

/** The full layout of a service with benefits or process steps; an empty part is left out. */
export function MarketingService({ service }: { service: ServicePageData }) {
  return (
    <>
      <ServiceHero service={service} />
      {service.stats.length ? (
        <section aria-label="Key figures" className="border-y border-slate-200 bg-white">
          <FigureList
            figures={service.stats}
            className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center lg:grid-cols-4"
            valueClassName="text-3xl font-extrabold text-brand-700"
            labelClassName="text-sm text-slate-600"
          />
        </section>
      ) : null}
      {service.benefits.length ? (
        <Section title={service.benefitsTitle}>
          <ul className="grid gap-6 md:grid-cols-3">
            {service.benefits.map((b, i) => (
              <li key={i}>
                <Card className="h-full p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{b.title}</h3>
                  <p className="mt-2 text-slate-700">{b.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
          <section aria-labelledby={service.process.length ? "process-heading" : undefined} className="lg:col-span-2">
            {service.process.length ? (
              <>
                <h2 id="process-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                  {service.processTitle}
                </h2>
                <ol className="mt-6 space-y-5">
                  {service.process.map((p, i) => (
                    <li key={i} className="flex gap-4">
                      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                        {i + 1}
                      </span>
                      <div>
                        <h3 className="font-semibold text-slate-900">{p.title}</h3>
                        <p className="text-slate-700">{p.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
            {service.figures.length ? (
              <>
                <h2 className="mt-12 text-2xl font-bold text-slate-900">{service.figuresTitle}</h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-3">
                  {service.figures.map((f, i) => (
                    <li key={i}>
                      <Card className="h-full p-5">
                        <p className="text-sm text-slate-600">{f.label}</p>
                        <p className="mt-1 text-xl font-bold text-slate-900">{f.value}</p>
                        {f.note ? <p className="mt-1 text-sm text-slate-600">{f.note}</p> : null}
                      </Card>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <ServiceAside service={service} />
        </div>
      </div>
      <ServiceFaqs service={service} />
      {service.closingTitle ? <CallToAction title={service.closingTitle} text={service.closingText} serviceType={service.quoteService || undefined} /> : null}
    </>
  );
}
