/**
 * The gallery's interactive part: category tabs (kept in ?category= so a view is shareable),
 * project cards, the detail dialog whose previous/next wrap around, and the empty state. The tabs
 * are the WAI-ARIA tabs pattern written out (arrow keys select, as Radix's automatic mode did);
 * the dialog's code loads on intent.
 */
import { Calendar, MapPin } from "~/components/icons";
import { useId, useState, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import type { GalleryProject, GalleryTab } from "@common/gallery";
import { cn } from "~/lib/utils";
import * as messages from "@common/messages";
import { projectsFor, tabFor } from "./gallery-logic";
import { ProjectImage } from "./project-image";

const ProjectDialog = lazyDialog(() => import("./project-dialog").then((m) => m.ProjectDialog));

const ABOVE_THE_FOLD = 3;

/**
 * A project card: an article with its heading, whose "View details" button opens the dialog. The
 * button's ::after overlay stretches over the whole card, so a click anywhere on it opens the
 * dialog too, while the heading and text stay outside the button (phrasing content only).
 */
function ProjectCard({ project, index, onOpen }: { project: GalleryProject; index: number; onOpen: () => void }) {
  const headingId = `project-${project.id}-title`;
  return (
    <li>
      <Card className="group relative h-full overflow-hidden">
        <article aria-labelledby={headingId} className="flex h-full flex-col">
          {project.photos[0] ? (
            <ProjectImage
              image={project.photos[0]}
              eager={index < ABOVE_THE_FOLD}
              className="aspect-[32/21] h-auto w-full bg-slate-100 object-cover transition-transform group-hover:scale-[1.02]"
            />
          ) : (
            <div className="aspect-[32/21] w-full bg-slate-100" />
          )}
          <div className="flex flex-1 flex-col p-5">
            {project.category && <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{project.category}</p>}
            <h3 id={headingId} className="mt-1 text-lg font-bold text-slate-900 group-hover:text-brand-700">
              {project.title}
            </h3>
            {(project.location || project.date) && (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                {project.location && (
                  <span className="flex items-center gap-1">
                    <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                    {project.location}
                  </span>
                )}
                {project.date && (
                  <span className="flex items-center gap-1">
                    <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
                    {project.date}
                  </span>
                )}
              </p>
            )}
            <p className="mt-3 line-clamp-2 flex-1 text-sm text-slate-700">{project.description}</p>
            <button
              type="button"
              onClick={onOpen}
              aria-haspopup="dialog"
              // The visible words start the name (WCAG 2.5.3), the title tells the cards apart.
              aria-label={`${messages.publicPages2.viewDetails}: ${project.title}`}
              data-project-id={project.id}
              className="mt-3 self-start rounded text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {messages.publicPages2.viewDetails}
            </button>
          </div>
        </article>
      </Card>
    </li>
  );
}

export function ProjectGallery({ projects: all, tabs }: { projects: readonly GalleryProject[]; tabs: readonly GalleryTab[] }) {
  const [params, setParams] = useSearchParams();
  const slug = params.get("category");
  const tab = tabFor(tabs, slug);
  const projects = projectsFor(tabs, slug, all);
  const [openIndex, setOpenIndex] = useState(-1);

  const select = (value: string) => {
    setOpenIndex(-1);
    setParams(value === "all" ? {} : { category: value }, { replace: true, preventScrollReset: true });
  };

  const baseId = useId();
  const tabId = (slug: string) => `${baseId}-tab-${slug}`;
  const panelId = `${baseId}-panel`;
  const selected = tab?.slug;

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => tabId(t.slug) === (e.target as HTMLElement).id);
    if (index === -1) return;
    const last = tabs.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[to > last ? 0 : to < 0 ? last : to]!;
    document.getElementById(tabId(next.slug))?.focus();
    select(next.slug);
  };

  return (
    <div>
      {/* Keys come from the focused tab inside the list. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label="Project categories" aria-orientation="horizontal" className="flex flex-wrap gap-2" onKeyDown={onTabKey}>
        {tabs.map((t, i) => {
          const active = t.slug === selected;
          return (
            <button
              key={t.slug}
              type="button"
              role="tab"
              id={tabId(t.slug)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              data-state={active ? "active" : "inactive"}
              // One tab in the Tab order: the selected one (or the first when none is).
              tabIndex={active || (!selected && i === 0) ? 0 : -1}
              onClick={() => select(t.slug)}
              className={cn(
                buttonClasses("outline", "sm"),
                "data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white",
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tab && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab.slug)} tabIndex={0} className="mt-8 focus-visible:outline-offset-4">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${tab.label}: ${projects.length} projects`}>
            {projects.map((p, i) => (
              <ProjectCard key={p.id} project={p} index={i} onOpen={() => setOpenIndex(i)} />
            ))}
          </ul>
        </div>
      )}
      {projects.length === 0 &&
        (all.length === 0 ? (
          <Card className="mt-8 p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{messages.publicPages2.galleryNone}</p>
          </Card>
        ) : (
          <Card className="mt-8 p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{messages.publicPages2.galleryEmpty}</p>
            <Button className="mt-4" onClick={() => select("all")}>
              {messages.publicPages2.showAllProjects}
            </Button>
          </Card>
        ))}
      <ProjectDialog open={openIndex >= 0} projects={projects} index={openIndex} onIndexChange={setOpenIndex} />
    </div>
  );
}
