/** Dates shown on blog pages: one fixed zone (the company's), so server and browser render alike. */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Day of the month of the `n`th Sunday of `month` (0-based) in `year`. */
const nthSunday = (year: number, month: number, n: number) => 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (n - 1);

/**
 * The calendar date in the company's zone (US Eastern: UTC-5, and UTC-4 from 2:00 on the second
 * Sunday of March to 2:00 on the first Sunday of November, the rule since 2007), worked out by
 * hand: the first Intl.DateTimeFormat a page builds loads the locale and zone data, a long task
 * on a phone while the page starts. Checked against Intl in tests/unit/blog-date.test.ts.
 */
function easternDate(d: Date): { year: number; month: number; day: number } {
  const year = d.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 7); // 2:00 EST
  const summerUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 6); // 2:00 EDT
  const t = d.getTime();
  const local = new Date(t - (t >= summerFrom && t < summerUntil ? 4 : 5) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

// Made at first use (staff screens only), not when the module loads.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

const toDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** "November 25, 2026", as Intl's en-US long date in America/New_York. */
export function formatDate(value: Date | string | null | undefined): string {
  const d = toDate(value);
  if (!d || Number.isNaN(d.getTime())) return "";
  const { year, month, day } = easternDate(d);
  return `${MONTHS[month]} ${day}, ${year}`;
}

export function formatDateTime(value: Date | string | null | undefined): string {
  const d = toDate(value);
  if (!d) return "";
  dateTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return dateTimeFormat.format(d);
}

export const isoDate = (value: Date | string | null | undefined) => toDate(value)?.toISOString() ?? "";

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** Value for <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(value: Date | string | null | undefined): string {
  const d = toDate(value);
  if (!d) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
