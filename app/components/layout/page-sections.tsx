/**
 * Building blocks of the education, guide and area pages: hero, section heading, stat card,
 * quote button (opens the quote dialog), call link and a closing call to action.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  image,
}: {
  eyebrow?: ReactNode;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className={cn("mx-auto grid max-w-7xl gap-8 px-4 py-12 md:py-16", image && "md:grid-cols-2 md:items-center")}>
        <div>
          {eyebrow && <div className="mb-3">{eyebrow}</div>}
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl md:text-5xl">{title}</h1>
          <div className="mt-4 max-w-2xl text-lg text-brand-50">{intro}</div>
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-xl shadow-lg"
          />
        )}
      </div>
    </section>
  );
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-block rounded-full bg-accent-700 px-3 py-1 text-sm font-semibold text-white", className)}>
      {children}
    </span>
  );
}

export function Section({ id, title, intro, children, muted, className }: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
  className?: string;
}) {
  const headingId = `${id ?? slugify(title)}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted && "bg-slate-50", "scroll-mt-24", className)}>
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 md:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function StatCard({ value, label, description }: { value: string; label: string; description?: string }) {
  return (
    <Card className="p-5 text-center">
      {/* One phrase in the page text ("90%+ AFUE Efficiency"), two lines on screen. */}
      <p>
        <span className="block text-2xl font-extrabold text-brand-700 sm:text-3xl">{value}</span>{" "}
        <span className="mt-1 block font-semibold text-slate-900">{label}</span>
      </p>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
    </Card>
  );
}

export function FeatureCard({ title, children, icon }: { title: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="h-full p-6">
      {icon && <div className="mb-3 text-brand-700">{icon}</div>}
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="mt-2 text-slate-700">{children}</div>
    </Card>
  );
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-1 inline-block h-2 w-2 shrink-0 rounded-full bg-pine-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

// The quote button and call link are the site's one pair (components/layout/marketing).
export { CallLink, QuoteButton } from "~/components/layout/marketing";

export function ContactLink({ children, variant = "default", size = "lg", className }: {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: "default" | "sm" | "lg";
  className?: string;
}) {
  return (
    <Link to="/contact" className={buttonClasses(variant, size, className)}>
      {children}
    </Link>
  );
}

/** Closing call to action band. */
export function CtaBand({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  const headingId = `${slugify(title)}-cta`;
  return (
    <section aria-labelledby={headingId} className="dark-surface bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center md:py-16">
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        <div className="mt-3 text-brand-50">{text}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
