import { Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBand, CallLink, QuoteButton } from "~/components/layout/page-sections";
import { ProjectGallery } from "~/features/gallery/project-gallery";
import { pageMeta } from "~/lib/page-meta";
import { readEntries, readPage } from "~/data/content.server";
import { consentedProjects, galleryView } from "~/data/gallery.server";
import type { Route } from "./+types/gallery";

/** The heading and title when the owner left the page's heading empty. */
const FALLBACK_HEADING = "Gallery";

export const meta = pageMeta(({ data }) => {
  const loaded = data as Route.ComponentProps["loaderData"] | undefined;
  const page = loaded?.page;
  const heading = page?.heading || FALLBACK_HEADING;
  return {
    title: page?.seo.title || heading,
    // "{count}" in the owner's description is the number of projects shown.
    description: (page?.seo.description || page?.intro || "").replaceAll("{count}", String(loaded?.projects.length ?? 0)),
    breadcrumbs: [{ name: "Gallery", url: "/gallery" }],
    keywords: page?.keywords.filter(Boolean),
  };
});

export async function loader({ context }: Route.LoaderArgs) {
  const [page, entries, jobs] = await Promise.all([readPage(context.app, "gallery"), readEntries(context.app, "project"), consentedProjects(context.app)]);
  return galleryView(page, entries, jobs);
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { page, projects, tabs } = loaderData;
  const stats = page.stats.filter((s) => s.value || s.label);
  const links = page.learnLinks.filter((l) => l.to && l.label);
  return (
    <main id="main">
      <Breadcrumbs items={[{ name: "Gallery", url: "/gallery" }]} />
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl md:text-5xl">{page.heading || FALLBACK_HEADING}</h1>
          {page.intro && <p className="mt-4 max-w-2xl text-lg text-brand-50">{page.intro}</p>}
        </div>
      </section>

      {stats.length > 0 && (
        <section aria-label="Gallery statistics" className="mx-auto max-w-7xl px-4 pt-10">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {stats.map((s) => (
              <li key={`${s.value}-${s.label}`}>
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
      )}

      <section aria-labelledby={page.projectsHeading ? "projects-heading" : undefined} aria-label={page.projectsHeading ? undefined : "Projects"} className="mx-auto max-w-7xl px-4 py-10">
        {page.projectsHeading && (
          <h2 id="projects-heading" className="mb-4 text-2xl font-bold text-slate-900">
            {page.projectsHeading}
          </h2>
        )}
        <ProjectGallery projects={projects} tabs={tabs} />
      </section>

      {links.length > 0 && (
        <section aria-labelledby={page.learnHeading ? "learn-heading" : undefined} aria-label={page.learnHeading ? undefined : "Links"} className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12">
            {page.learnHeading && (
              <h2 id="learn-heading" className="text-2xl font-bold text-slate-900">
                {page.learnHeading}
              </h2>
            )}
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={buttonClasses("outline", "lg", "w-full whitespace-normal! text-center")}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {page.cta.title && (
        <CtaBand title={page.cta.title} text={page.cta.text}>
          <QuoteButton>Get a Free Quote</QuoteButton>
          <CallLink />
        </CtaBand>
      )}
    </main>
  );
}
