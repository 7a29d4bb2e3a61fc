/** Sorting and previews of the contacts list, kept apart from the components so it is unit-tested directly. */
import { contactStatuses, NOTES_PREVIEW_LENGTH, type ContactSort } from "@common/schemas/crm";
import { byText, newestFirst, rank } from "~/components/back-office/sorting";

export interface ContactLike {
  firstName: string;
  lastName: string;
  status: string;
  leadSource: string;
  customerType: string;
  createdAt: string;
}

export function sortContacts<T extends ContactLike>(contacts: readonly T[], sort: ContactSort): T[] {
  const out = [...contacts];
  const name = (c: ContactLike) => `${c.firstName} ${c.lastName}`;
  switch (sort) {
    case "oldest":
      return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    case "name-asc":
      return out.sort((a, b) => byText(name(a), name(b)) || newestFirst(a, b));
    case "name-desc":
      return out.sort((a, b) => byText(name(b), name(a)) || newestFirst(a, b));
    case "status":
      return out.sort((a, b) => rank(contactStatuses, a.status) - rank(contactStatuses, b.status) || newestFirst(a, b));
    case "source":
      return out.sort((a, b) => byText(a.leadSource, b.leadSource) || newestFirst(a, b));
    case "customerType":
      return out.sort((a, b) => byText(a.customerType, b.customerType) || newestFirst(a, b));
    case "newest":
    default:
      return out.sort(newestFirst);
  }
}

/** Notes in the contacts table: longer notes show their first 50 characters, then "...". */
export function truncateNotes(notes: string | null | undefined, max = NOTES_PREVIEW_LENGTH): string {
  const text = (notes ?? "").trim();
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The templates the details panel offers: active ones only (the server refuses the others). */
export function activeTemplates<T extends { isActive: boolean }>(templates: readonly T[] | null | undefined): T[] {
  return (templates ?? []).filter((t) => t.isActive);
}

