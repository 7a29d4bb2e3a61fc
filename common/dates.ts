/**
 * Every date a person reads — on public pages, in the back office and in mails — in US English
 * and the business's own time zone (Settings → time zone), through Intl: the server and every
 * browser print the same words, whatever zone the machine or the visitor is in. Each style's
 * formatter is made at its first use and kept.
 */
import { businessTimeZone } from "./time-zone";

const styles = {
  /** "November 25, 2026": blog posts and comments. */
  long: { year: "numeric", month: "long", day: "numeric" },
  /** "Nov 25, 2026": lists in the back office, mails. */
  short: { year: "numeric", month: "short", day: "numeric" },
  /** "Nov 25, 2026, 3:04 PM": when something happened or will. */
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  /** "Wed, Nov 25, 2026, 3:04 PM EST": when something happened, told to someone who may be elsewhere (staff mail). */
  zoned: { weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  /** "Wednesday, November 25, 2026": an appointment in a mail. */
  weekday: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

type DateValue = Date | string | number | null | undefined;

// Keyed by zone too: a zone changed in Settings makes new formatters, and the old ones go unused.
const formats = new Map<string, Intl.DateTimeFormat>();

/** `style` in the business's zone, or in UTC for a day stored without a time. */
function formatter(style: DateStyle, timeZone = businessTimeZone()): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat("en-US", { timeZone, ...styles[style] })));
  return format;
}

const toDate = (value: DateValue) => {
  if (value === null || value === undefined || value === "") return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The date in `style` ("November 25, 2026" by default); "" for no date or an unreadable one. */
export function formatDate(value: DateValue, style: DateStyle = "long"): string {
  const d = toDate(value);
  return d ? formatter(style).format(d) : "";
}

/** "Nov 25, 2026, 3:04 PM". */
export const formatDateTime = (value: DateValue) => formatDate(value, "dateTime");

/**
 * A calendar day stored without a time ("2026-11-25"), as that same day in any zone: printed in
 * UTC, where its noon is.
 */
export function formatDay(day: string | null | undefined, style: DateStyle = "short"): string {
  const d = day ? toDate(`${day}T12:00:00Z`) : null;
  return d ? formatter(style, "UTC").format(d) : "";
}

/**
 * "2026-11-25": the calendar day of a moment in the business's time zone, for a form's date field
 * in the browser (the server does day arithmetic with Temporal in server/days.ts).
 */
export function dayInBusinessZone(value: DateValue = Date.now()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: businessTimeZone(), year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(toDate(value) ?? new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The machine-readable form for `<time dateTime>`. */
export const isoDate = (value: DateValue) => toDate(value)?.toISOString() ?? "";

/**
 * How long ago, in the largest whole unit: "just now", "25 min ago", "3 h ago", "2 d ago", then the date.
 * A list of new leads reads at a glance which waited longest.
 */
export function formatAge(value: DateValue, now: Date | number = Date.now()): string {
  const d = toDate(value);
  if (!d) return "";
  const minutes = Math.floor((Number(now) - d.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))} d ago`;
  return formatDate(d, "short");
}
