/**
 * Pure list logic of the Leads and CRM tabs (search, sort, pages), kept apart from the
 * components so it is unit-tested directly.
 */
import { leadStatuses, MAX_PAGE_BUTTONS, type LeadSort } from "~/shared/schemas/admin-leads";
import { contactStatuses, NOTES_PREVIEW_LENGTH, type ContactSort } from "~/shared/schemas/crm";
import { formatDate as formatSharedDate } from "~/shared/dates";

export interface LeadLike {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceType: string;
  message: string | null;
  status: string;
  createdAt: string;
}

const norm = (s: string | null | undefined) => (s ?? "").toLocaleLowerCase();
const digits = (s: string) => s.replace(/\D/g, "");

/** Matches name (either order), e-mail, phone (also by digits only), service and message. */
export function searchLeads<T extends LeadLike>(leads: readonly T[], query: string): T[] {
  const q = norm(query.trim());
  if (!q) return [...leads];
  const qDigits = digits(q);
  return leads.filter((l) => {
    const haystack = [
      `${l.firstName} ${l.lastName}`,
      `${l.lastName} ${l.firstName}`,
      l.email,
      l.phone,
      l.serviceType,
      l.message ?? "",
    ].map(norm);
    if (haystack.some((h) => h.includes(q))) return true;
    return qDigits.length >= 3 && digits(l.phone).includes(qDigits);
  });
}

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

function rank(list: readonly string[], value: string) {
  const i = list.indexOf(value);
  return i === -1 ? list.length : i;
}

export function sortLeads<T extends LeadLike>(leads: readonly T[], sort: LeadSort): T[] {
  const out = [...leads];
  switch (sort) {
    case "oldest":
      return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    case "name":
      return out.sort((a, b) => byText(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`) || newestFirst(a, b));
    case "status":
      return out.sort((a, b) => rank(leadStatuses, a.status) - rank(leadStatuses, b.status) || newestFirst(a, b));
    case "service":
      // Leads without a service go last.
      return out.sort(
        (a, b) =>
          Number(!a.serviceType) - Number(!b.serviceType) || byText(a.serviceType, b.serviceType) || newestFirst(a, b),
      );
    case "newest":
    default:
      return out.sort(newestFirst);
  }
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const p = clampPage(page, items.length, pageSize);
  return items.slice((p - 1) * pageSize, p * pageSize);
}

/** At most `max` consecutive page numbers, centred on the current page where possible. */
export function pageButtons(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

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

/** The back office's dates: the site's one formatter (~/shared/dates), short style. */
export const formatDate = (value: string | null | undefined) => formatSharedDate(value, "short");
export { formatDateTime } from "~/shared/dates";
