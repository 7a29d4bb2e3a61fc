/** Search and sort of the Leads tab, kept apart from the components so it is unit-tested directly. */
import { leadStatuses, type LeadSort } from "@common/schemas/admin-lead-values";
import { byText, newestFirst, rank } from "~/components/back-office/sorting";

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

