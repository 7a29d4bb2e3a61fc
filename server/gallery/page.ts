/**
 * The gallery page's data: the page's own content, the owner's projects, and the completed jobs
 * whose customer agreed to be shown. A job shows its town (never the street address), its work
 * and the photos the consent covers that the job still has; the customer's name only when they
 * agreed to that too.
 */
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Content } from "@common/content/types";
import { galleryTabs, type GalleryImage, type GalleryProject, type GalleryTab } from "@common/gallery";
import type { AppContext } from "../context";
import { contacts, customerServices, galleryConsents, mediaItems } from "../db/schema";
import { responsiveImage } from "../media/media";

/** The bundled sample pictures' size (an owner's upload brings its own). */
const DEFAULT_SIZE = { width: 640, height: 420 } as const;

type Entry = Omit<GalleryProject, "id">;

/** "2025-01-14" → "January 2025". */
export function monthOf(day: Date | null): string {
  if (!day) return "";
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(day);
}

/** Jobs shown with their customer's consent, the latest first. */
export async function consentedProjects(app: Pick<AppContext, "db">): Promise<Entry[]> {
  const rows = await app.db
    .select({
      consent: { photos: galleryConsents.photos, showName: galleryConsents.showName },
      job: {
        title: customerServices.title,
        serviceType: customerServices.serviceType,
        description: customerServices.description,
        equipmentInstalled: customerServices.equipmentInstalled,
        completedDate: customerServices.completedDate,
        photos: customerServices.photos,
      },
      // The town and state only: the street address is never read for the gallery.
      contact: { city: contacts.city, state: contacts.state, firstName: contacts.firstName, lastName: contacts.lastName },
    })
    .from(galleryConsents)
    .innerJoin(customerServices, eq(customerServices.id, galleryConsents.customerServiceId))
    .innerJoin(contacts, eq(contacts.id, customerServices.contactId))
    .where(and(isNotNull(galleryConsents.givenAt), isNull(galleryConsents.withdrawnAt), eq(customerServices.status, "completed")))
    .orderBy(desc(customerServices.completedDate), desc(galleryConsents.givenAt));
  // A photo the consent named but the job no longer has (removed, or the job changed) is not shown.
  const shown = rows.map((r) => ({ ...r, photoIds: r.consent.photos.filter((id) => r.job.photos.includes(id)) }));
  const ids = [...new Set(shown.flatMap((r) => r.photoIds))];
  const media = ids.length ? await app.db.select().from(mediaItems).where(inArray(mediaItems.id, ids)) : [];
  const images = new Map(
    media.map((m): [string, GalleryImage] => {
      const image = responsiveImage(m);
      return [m.id, { src: image.src, srcset: image.srcset, alt: image.alt, width: image.width, height: image.height }];
    }),
  );
  return shown.flatMap(({ consent, job, contact, photoIds }) => {
    const photos = photoIds.flatMap((id) => images.get(id) ?? []);
    if (photos.length === 0) return [];
    const city = contact.city?.trim() ?? "";
    const initial = contact.lastName.trim().slice(0, 1);
    return [
      {
        title: job.title,
        category: job.serviceType,
        location: city ? [city, contact.state.trim()].filter(Boolean).join(", ") : "",
        date: monthOf(job.completedDate),
        description: job.description,
        equipment: job.equipmentInstalled.join(", "),
        customer: consent.showName ? `${contact.firstName.trim()}${initial ? ` ${initial}.` : ""}` : "",
        photos,
      },
    ];
  });
}

function fromContent(entry: Content<"project">): Entry {
  return {
    title: entry.title,
    category: entry.category,
    location: entry.town,
    date: entry.date,
    description: entry.description,
    equipment: entry.equipment,
    customer: "",
    // A photo without a file (an empty page, a deleted upload) is left out rather than shown broken.
    photos: entry.photos.filter((p) => p.src).map((p) => ({ src: p.src, alt: p.alt, ...DEFAULT_SIZE })),
  };
}

export interface GalleryPageData {
  page: Content<"gallery">;
  tabs: GalleryTab[];
  projects: GalleryProject[];
}

/** What the page renders: the consented jobs (the latest work) first, then the owner's projects. */
export function galleryView(page: Content<"gallery">, entries: ReadonlyArray<Content<"project">>, jobs: Entry[]): GalleryPageData {
  const projects = [...jobs, ...entries.map(fromContent)].map((p, i) => ({ ...p, id: i + 1 }));
  return { page, tabs: galleryTabs(page.tabs), projects };
}
