/** Service list cards, their loading skeletons, and the service detail layouts (marketing and overview). */
import { ArrowLeft, ArrowRight } from "~/components/icons";
import { Link } from "react-router";
import { Card, Skeleton } from "~/components/ui/card";
import type { MarketingLayout, ServiceSummary } from "~/content/services";
import { quickFactsFor } from "~/content/services";
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

export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading services">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="overflow-hidden" data-testid="service-skeleton">
          <div aria-hidden="true" className="aspect-[8/5] w-full animate-pulse bg-slate-200" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function BackToServices() {
  return (
    <Link to="/services" className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to all services
    </Link>
  );
}

/** The detail layout for slugs without a marketing layout: overview, Quick Facts, Service Area. */
export function ServiceOverview({ service, html }: { service: ServiceSummary; html: string | null }) {
  return (
    <>
      <PageHero
        before={<BackToServices />}
        title={service.title}
        description={service.description}
        image={service.imageUrl ? { src: service.imageUrl, alt: "", width: 800, height: 500 } : undefined}
      >
        <QuoteButton serviceType={undefined}>Get a Free Quote</QuoteButton>
        <CallLink />
      </PageHero>
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
            <p className="mt-4 text-slate-700">{service.description}</p>
          )}
        </section>
        <aside className="space-y-6" aria-label="Service details">
          <QuickFactsCard facts={quickFactsFor(service.slug)} />
          <ServiceAreaCard />
        </aside>
      </div>
      <CallToAction
        title={`Talk to us about ${service.title.toLowerCase()}`}
        text={`Free quotes across ${business.county}. We'll contact you within 24 hours.`}
      />
    </>
  );
}

export function MarketingService({ slug, layout }: { slug: string; layout: MarketingLayout }) {
  return (
    <>
      <PageHero
        before={<BackToServices />}
        eyebrow={layout.eyebrow}
        title={layout.title}
        description={layout.description}
        image={{ src: layout.imageUrl, alt: layout.imageAlt, width: 800, height: 500 }}
      >
        <QuoteButton serviceType={layout.quoteService}>Get a Free Quote</QuoteButton>
        <CallLink />
      </PageHero>
      <section aria-label="Key figures" className="border-y border-slate-200 bg-white">
        <FigureList
          figures={layout.stats}
          className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 text-center lg:grid-cols-4"
          valueClassName="text-3xl font-extrabold text-brand-700"
          labelClassName="text-sm text-slate-600"
        />
      </section>
      <Section title={layout.benefitsTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {layout.benefits.map((b) => (
            <li key={b.title}>
              <Card className="h-full p-6">
                <h3 className="text-lg font-semibold text-slate-900">{b.title}</h3>
                <p className="mt-2 text-slate-700">{b.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3 lg:py-16">
          <section aria-labelledby="process-heading" className="lg:col-span-2">
            <h2 id="process-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {layout.processTitle}
            </h2>
            <ol className="mt-6 space-y-5">
              {layout.process.map((p, i) => (
                <li key={p.title} className="flex gap-4">
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
            <h2 className="mt-12 text-2xl font-bold text-slate-900">{layout.figuresTitle}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {layout.figures.map((f) => (
                <li key={f.label}>
                  <Card className="h-full p-5">
                    <p className="text-sm text-slate-600">{f.label}</p>
                    <p className="mt-1 text-xl font-bold text-slate-900">{f.value}</p>
                    <p className="mt-1 text-sm text-slate-600">{f.note}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
          <aside className="space-y-6" aria-label="Service details">
            <QuickFactsCard facts={quickFactsFor(slug)} />
            <ServiceAreaCard />
          </aside>
        </div>
      </div>
      <CallToAction title={layout.closingTitle} text={layout.closingText} serviceType={layout.quoteService} />
    </>
  );
}
