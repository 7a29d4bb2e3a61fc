/** Building blocks shared by the marketing pages: hero, quote and call buttons, headings, fact cards. */
import { CheckCircle2, Clock, MapPin, Phone, ShieldCheck } from "~/components/icons";
import type { ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { QuickFact } from "~/content/services";
import { serviceArea } from "~/content/service-area";
import { QUOTE_DIALOG_ID, useQuoteDialog } from "~/components/quote-context";
import { cn } from "~/lib/utils";
import { useBusinessContact, useSiteFacts } from "~/lib/use-business-contact";

export function QuoteButton({
  children = "Get a Free Quote",
  serviceType,
  variant = "accent",
  size = "lg",
  className,
  describedBy,
}: {
  children?: ReactNode;
  serviceType?: string;
  variant?: ButtonVariant;
  size?: "default" | "sm" | "lg";
  className?: string;
  /** id of the element (a card's heading) that says what the button is for. */
  describedBy?: string;
}) {
  const { openQuote } = useQuoteDialog();
  // The browser opens the dialog by itself (the invoker command) until the script runs; from
  // then on the script opens it, with the service preset (the command is then not needed).
  return (
    <button
      type="button"
      commandfor={QUOTE_DIALOG_ID}
      command="show-modal"
      aria-describedby={describedBy}
      onClick={(event) => {
        event.preventDefault();
        openQuote(serviceType);
      }}
      className={buttonClasses(variant, size, className)}
    >
      {children}
    </button>
  );
}

export function CallLink({ variant = "outline", size = "lg", className, label }: { variant?: ButtonVariant; size?: "default" | "sm" | "lg"; className?: string; label?: string }) {
  const contact = useBusinessContact();
  return (
    <a href={contact.phoneHref} className={buttonClasses(variant, size, className)}>
      <Phone className="h-4 w-4" aria-hidden="true" />
      {label ?? `Call ${contact.phone}`}
    </a>
  );
}

export function PageHero({
  eyebrow,
  title,
  description,
  image,
  children,
  before,
}: {
  eyebrow?: string;
  title: string;
  description: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
  children?: ReactNode;
  before?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={cn("mx-auto grid max-w-7xl items-center gap-10 px-4 pb-12 pt-6 lg:pb-16", image && "lg:grid-cols-2")}>
        <div>
          {before}
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-slate-700">{description}</div>
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-xl shadow-lg"
          />
        )}
      </div>
    </section>
  );
}

export function Section({ title, intro, children, className, id }: { title: string; intro?: ReactNode; children: ReactNode; className?: string; id?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("mx-auto max-w-7xl px-4 py-12 lg:py-16", className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-3xl text-slate-700">{intro}</div>}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-700">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-pine-600" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Headline figures ("200+ premium systems installed"): the value comes first in the document, with a
 * space before its label, so the page text reads as one phrase for readers, crawlers and search.
 */
export function FigureList({
  figures,
  className,
  itemClassName,
  valueClassName,
  labelClassName,
}: {
  figures: { value: string; label: string }[];
  className?: string;
  itemClassName?: string;
  valueClassName?: string;
  labelClassName?: string;
}) {
  return (
    <ul className={className}>
      {figures.map((f) => (
        <li key={f.label} className={itemClassName}>
          <span className={cn("block", valueClassName)}>{f.value}</span>{" "}
          <span className={cn("block", labelClassName)}>{f.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function QuickFactsCard({ facts, title = "Quick Facts" }: { facts: QuickFact[]; title?: string }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <dl className="mt-4 space-y-3">
        {facts.map((f) => (
          <div key={f.label} className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0">
            <dt className="text-sm text-slate-600">{f.label}</dt>
            <dd className="text-right text-sm font-semibold text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ServiceAreaCard() {
  // The owner's opening hours (Settings), the same the contact block and structured data show.
  const { hours } = useSiteFacts();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-slate-900">{serviceArea.title}</h2>
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {serviceArea.area}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {hours}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {serviceArea.licensed}
        </li>
      </ul>
    </Card>
  );
}

export function CallToAction({ title, text, serviceType }: { title: string; text: string; serviceType?: string }) {
  const contact = useBusinessContact();
  return (
    <section className="dark-surface bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p className="mt-2 max-w-2xl text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <QuoteButton serviceType={serviceType} />
          <a href={contact.phoneHref} className={buttonClasses("plain", "lg", "border border-white bg-transparent text-white hover:bg-brand-700")}>
            <Phone className="h-4 w-4" aria-hidden="true" /> Call {contact.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
