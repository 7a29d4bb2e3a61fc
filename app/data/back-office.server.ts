/**
 * The back office's page loaders: who may read them (the same rule as the API routes behind
 * them) and the reads themselves, through the domains' own queries.
 */
import { data } from "react-router";
import type { SessionUser } from "../../server/context";
import { isUuid } from "../../server/http/validate";

export { getStaffLead, leadTimeline } from "../../server/leads/workflow";
export { getContact, toContactJson } from "../../server/contacts/queries";
export { todayOverview, listJobs } from "../../server/office/today";
export { businessDay } from "../../server/days";
export { apiDocument } from "../../server/api-tokens/openapi";

/**
 * A page's data for admins only, like the /api routes it mirrors: signed out is a 401 and another
 * role a 403, each with no data (the page's guard shows why); the record's own 404 comes after,
 * so an editor learns nothing about which ids exist.
 */
export function adminOnly(user: Pick<SessionUser, "role"> | null): 401 | 403 | null {
  if (!user) return 401;
  return user.role === "admin" ? null : 403;
}

export const refused = (status: 401 | 403) => data({ refused: true as const }, { status });

/** A page for a record that does not exist, or an id that cannot name one. */
export function notFound(): never {
  throw data("Not found", { status: 404 });
}

/** The route's id as a record id, or a 404. */
export function recordId(value: string | undefined): string {
  if (!value || !isUuid(value)) notFound();
  return value.toLowerCase();
}
