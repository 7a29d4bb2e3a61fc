/**
 * Blog dates: the site's one date formatter (@common/dates), and what only the blog shows.
 * Public blog pages get their dates as words from the loader (`withDateLabel`): the browser's
 * first Intl.DateTimeFormat in a time zone took 45-150 ms on a 4x-slowed CPU, one long task at
 * hydration, so a public page never builds one.
 */
import { formatDate } from "@common/dates";

export { formatDate, formatDateTime, isoDate } from "@common/dates";

/** A post (or comment) with the date it shows, in words, worked out where the loader runs. */
export function withDateLabel<T extends { createdAt: Date | string; publishedAt?: Date | string | null }>(item: T): T & { dateLabel: string } {
  return { ...item, dateLabel: formatDate(item.publishedAt ?? item.createdAt) };
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** Value for <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(value: Date | string | null | undefined): string {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
