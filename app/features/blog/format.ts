/** Blog dates: the site's one date formatter (~/shared/dates), and what only the blog shows. */
export { formatDate, formatDateTime, isoDate } from "~/shared/dates";

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** Value for <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(value: Date | string | null | undefined): string {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
