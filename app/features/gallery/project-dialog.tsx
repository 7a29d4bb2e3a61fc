/** The gallery's project dialog (loaded on intent: see lazyDialog): previous/next wrap around. */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Calendar, ChevronLeft, ChevronRight, MapPin, Wrench } from "~/components/icons";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { GalleryProject } from "@common/gallery";
import * as messages from "@common/messages";
import { stepIndex } from "./gallery-logic";
import { ProjectImage } from "./project-image";

export function ProjectDialog({
  projects,
  index,
  onIndexChange,
}: {
  /** Whether a project is shown (index >= 0): lazyDialog loads this module for it. */
  open: boolean;
  projects: readonly GalleryProject[];
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const project = index >= 0 ? projects[index] : undefined;
  // Closing returns focus to the card of the project last shown (there is no Radix trigger).
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (project) lastShown.current = project.id;
  }, [project]);
  return (
    <Dialog open={!!project} onOpenChange={(open) => !open && onIndexChange(-1)}>
      {project && (
        <DialogContent
          width="max-w-2xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            document.querySelector<HTMLElement>(`[data-project-id="${lastShown.current}"]`)?.focus();
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") onIndexChange(stepIndex(index, 1, projects.length));
            if (e.key === "ArrowLeft") onIndexChange(stepIndex(index, -1, projects.length));
          }}
        >
          {project.photos[0] && <ProjectImage image={project.photos[0]} eager className="mb-4 aspect-[32/21] h-auto w-full rounded-md bg-slate-100 object-cover" />}
          {project.photos.length > 1 && (
            <ul className="mb-4 grid grid-cols-4 gap-2" aria-label="More photos">
              {project.photos.slice(1).map((photo) => (
                <li key={photo.src}>
                  <ProjectImage image={photo} className="aspect-[32/21] h-auto w-full rounded bg-slate-100 object-cover" />
                </li>
              ))}
            </ul>
          )}
          {project.category && <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{project.category}</p>}
          <DialogTitle>{project.title}</DialogTitle>
          <DialogDescription>{project.description}</DialogDescription>
          <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-3">
            {project.location && (
              <div className="flex items-center gap-1">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                <dt className="sr-only">Location</dt>
                <dd>{project.location}</dd>
              </div>
            )}
            {project.date && (
              <div className="flex items-center gap-1">
                <Calendar className="h-4 w-4" aria-hidden="true" />
                <dt className="sr-only">Completed</dt>
                <dd>{project.date}</dd>
              </div>
            )}
            {project.customer && (
              <div className="flex items-center gap-1">
                <dt className="font-semibold">{messages.publicPages2.galleryCustomer}:</dt>
                <dd>{project.customer}</dd>
              </div>
            )}
            {project.equipment && (
              <div className="flex items-center gap-1 sm:col-span-3">
                <Wrench className="h-4 w-4" aria-hidden="true" />
                <dt className="font-semibold">Equipment:</dt>
                <dd>{project.equipment}</dd>
              </div>
            )}
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
            <Link to="/contact" className={buttonClasses("plain", "default", "bg-accent-700 text-white hover:bg-[#863d0d]")}>
              {messages.publicPages2.requestSimilar}
            </Link>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
