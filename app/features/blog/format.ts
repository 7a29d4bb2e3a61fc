/** Dates shown on blog pages: one fixed zone (the company's), so server and browser render alike. */
const dateFormat = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "long", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const toDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

export function formatDate(value: Date | string | null | undefined): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : "";
}

export function formatDateTime(value: Date | string | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : "";
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
