import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { GALLERY_PROJECTS, GALLERY_STATS } from "~/content/gallery";
import { CtaBand, CallLink, QuoteButton } from "~/components/layout/page-sections";
import { ProjectGallery } from "~/features/gallery/project-gallery";
import { pageMeta } from "~/lib/page-meta";

export const meta = pageMeta({
  title: "Project Gallery | Heat Pumps, Boilers & Plumbing in Vermont",
  description: `Browse ${GALLERY_PROJECTS.length} recent heat pump, boiler, water heater, plumbing and HVAC projects we completed for homes and businesses across Chittenden County, Vermont.`,
  breadcrumbs: [{ name: "Gallery", url: "/gallery" }],
  keywords: ["heat pump installation photos", "boiler installation Vermont", "HVAC projects Chittenden County"],
});

const learnMore = [
  { to: "/heat-pump-education", label: "How cold-climate heat pumps work" },
  { to: "/boiler-education", label: "High-efficiency boiler guide" },
  { to: "/hybrid-water-heater-education", label: "Hybrid water heater savings" },
  { to: "/plumbing", label: "Our plumbing services" },
];

export default function GalleryPage() {
  return (
    <main id="main">
      <Breadcrumbs items={[{ name: "Gallery", url: "/gallery" }]} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl md:text-5xl">Project Gallery</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            A look at recent installations across Chittenden County: cold-climate heat pumps, high-efficiency boilers,
            hybrid water heaters, plumbing and complete HVAC systems. Select a project to see the details.
          </p>
        </div>
      </section>

      <section aria-label="Gallery statistics" className="mx-auto max-w-7xl px-4 pt-10">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {GALLERY_STATS.map((s) => (
            <li key={s.label}>
              <Card className="h-full p-5 text-center">
                <p>
                  <span className="block text-3xl font-extrabold text-brand-700">{s.value}</span>{" "}
                  <span className="mt-1 block font-semibold text-slate-900">{s.label}</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="projects-heading" className="mb-4 text-2xl font-bold text-slate-900">
          Our Work
        </h2>
        <ProjectGallery />
      </section>

      <section aria-labelledby="learn-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="learn-heading" className="text-2xl font-bold text-slate-900">
            Learn About the Systems We Install
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {learnMore.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={buttonClasses("outline", "lg", "w-full whitespace-normal! text-center")}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        title="Planning a Similar Project?"
        text="Tell us about your home and we'll design a system that fits it, with a clear written quote."
      >
        <QuoteButton>Get a Free Quote</QuoteButton>
        <CallLink />
      </CtaBand>
    </main>
  );
}
