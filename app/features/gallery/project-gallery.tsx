/**
 * The gallery's interactive part: category tabs (kept in ?category= so a view is shareable),
 * project cards, the detail dialog whose previous/next wrap around, and the empty state.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { Calendar, ChevronLeft, ChevronRight, MapPin, Wrench } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { GALLERY_TABS, type GalleryProject } from "~/content/gallery";
import { cn } from "~/lib/utils";
import { messages } from "~/shared/messages";
import { projectsFor, stepIndex, tabFor } from "./gallery-logic";

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
          <img
            src={project.image.src}
            alt={project.image.alt}
            width={project.image.width}
            height={project.image.height}
            loading={index < ABOVE_THE_FOLD ? "eager" : "lazy"}
            decoding="async"
            className="aspect-[32/21] h-auto w-full bg-slate-100 object-cover transition-transform group-hover:scale-[1.02]"
          />
          <div className="flex flex-1 flex-col p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{project.category}</p>
            <h3 id={headingId} className="mt-1 text-lg font-bold text-slate-900 group-hover:text-brand-700">
              {project.title}
            </h3>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="flex items-center gap-1">
                <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
                {project.location}
              </span>
              <span className="flex items-center gap-1">
                <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
                {project.date}
              </span>
            </p>
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

function ProjectDialog({
  projects,
  index,
  onIndexChange,
}: {
  projects: readonly GalleryProject[];
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const project = index >= 0 ? projects[index] : undefined;
  // Closing returns focus to the card of the project last shown (there is no Radix trigger).
  const lastShown = useRef<number | null>(null);
  if (project) lastShown.current = project.id;
  return (
    <Dialog open={!!project} onOpenChange={(open) => !open && onIndexChange(-1)}>
      {project && (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            document.querySelector<HTMLElement>(`[data-project-id="${lastShown.current}"]`)?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") onIndexChange(stepIndex(index, 1, projects.length));
            if (e.key === "ArrowLeft") onIndexChange(stepIndex(index, -1, projects.length));
          }}
        >
          <img
            src={project.image.src}
            alt={project.image.alt}
            width={project.image.width}
            height={project.image.height}
            className="mb-4 aspect-[32/21] h-auto w-full rounded-md bg-slate-100"
          />
          <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{project.category}</p>
          <DialogTitle>{project.title}</DialogTitle>
          <DialogDescription>{project.description}</DialogDescription>
          <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-3">
            <div className="flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              <dt className="sr-only">Location</dt>
              <dd>{project.location}</dd>
            </div>
            <div className="flex items-center gap-1">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              <dt className="sr-only">Completed</dt>
              <dd>{project.date}</dd>
            </div>
            <div className="flex items-center gap-1 sm:col-span-3">
              <Wrench className="h-4 w-4" aria-hidden="true" />
              <dt className="font-semibold">Equipment:</dt>
              <dd>{project.equipment}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => onIndexChange(stepIndex(index, -1, projects.length))}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-slate-600" aria-live="polite">
                {index + 1} of {projects.length}
              </span>
              <Button variant="outline" size="sm" onClick={() => onIndexChange(stepIndex(index, 1, projects.length))}>
                Next
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
            <Link to="/contact" className={buttonClasses("accent", "default", "bg-accent-700 hover:bg-[#863d0d]")}>
              {messages.publicPages2.requestSimilar}
            </Link>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function ProjectGallery() {
  const [params, setParams] = useSearchParams();
  const slug = params.get("category");
  const tab = tabFor(slug);
  const projects = projectsFor(slug);
  const [openIndex, setOpenIndex] = useState(-1);

  const select = (value: string) => {
    setOpenIndex(-1);
    setParams(value === "all" ? {} : { category: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <Tabs.Root value={tab?.slug ?? ""} onValueChange={select}>
      <Tabs.List aria-label="Project categories" className="flex flex-wrap gap-2">
        {GALLERY_TABS.map((t) => (
          <Tabs.Trigger
            key={t.slug}
            value={t.slug}
            className={cn(
              buttonClasses("outline", "sm"),
              "data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white",
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GALLERY_TABS.map((t) => (
        <Tabs.Content key={t.slug} value={t.slug} className="mt-8 focus-visible:outline-offset-4">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${t.label}: ${projects.length} projects`}>
            {projects.map((p, i) => (
              <ProjectCard key={p.id} project={p} index={i} onOpen={() => setOpenIndex(i)} />
            ))}
          </ul>
        </Tabs.Content>
      ))}
      {projects.length === 0 && (
        <Card className="mt-8 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{messages.publicPages2.galleryEmpty}</p>
          <Button className="mt-4" onClick={() => select("all")}>
            {messages.publicPages2.showAllProjects}
          </Button>
        </Card>
      )}
      <ProjectDialog projects={projects} index={openIndex} onIndexChange={setOpenIndex} />
    </Tabs.Root>
  );
}
