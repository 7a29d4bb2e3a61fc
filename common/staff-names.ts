/**
 * Staff display names without zod, so the account pages that only show a name field do not
 * load the schema library: the longest name, and the name given to someone who has none yet.
 */
export const STAFF_NAME_MAX = 80;

/** "john.smith@x" reads "John Smith" (the migration names existing accounts the same way). */
export function defaultStaffName(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(" ");
  return (name || local).slice(0, STAFF_NAME_MAX);
}
