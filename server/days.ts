/**
 * Calendar arithmetic on the business's calendar (its zone from Settings) with Temporal: "tomorrow" is the next date even when a
 * daylight-saving change makes a day 23 or 25 hours long. Server only, so the polyfill stays out of
 * the pages' scripts, which print dates with Intl (common/dates.ts).
 */
import { Temporal } from "temporal-polyfill";
import { businessTimeZone } from "@common/time-zone";

/** The moment as a date and time on the business's clock. */
export const inBusinessZone = (value: Date | number) => Temporal.Instant.fromEpochMilliseconds(Number(value)).toZonedDateTimeISO(businessTimeZone());

/** "2026-11-25": the calendar day in the business's time zone, `offsetDays` later. */
export const businessDay = (value: Date | number = Date.now(), offsetDays = 0) => inBusinessZone(value).toPlainDate().add({ days: offsetDays }).toString();

/** Midnight UTC starting a day ("2026-11-25"), before any stored day (noon UTC) from that day on. */
export const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day ("2026-11-25") moved by whole days or months; a month from Aug 31 is Sep 30. */
export const addToDay = (day: string, duration: { days?: number; months?: number }) => Temporal.PlainDate.from(day).add(duration).toString();

/**
 * The instant a day and a wall-clock time ("2026-03-09", "09:00") name on the business's clock,
 * or null for a time the clocks skip (2:30 on the morning they go forward). A time that happens
 * twice (the hour repeated in the autumn) is the first one.
 */
export function businessMoment(day: string, time: string): Date | null {
  const wall = Temporal.PlainDateTime.from(`${day}T${time}`);
  const zoned = wall.toZonedDateTime(businessTimeZone(), { disambiguation: "earlier" });
  if (!zoned.toPlainDateTime().equals(wall)) return null;
  return new Date(zoned.epochMilliseconds);
}

/** The day and wall-clock time ("2026-03-09", "09:00") of a moment on the business's clock. */
export function businessClock(value: Date | number): { day: string; time: string } {
  const zoned = inBusinessZone(value);
  return { day: zoned.toPlainDate().toString(), time: zoned.toPlainTime().toString({ smallestUnit: "minute" }) };
}

/** The instants a run of business days covers: from the first day's midnight to the midnight after the last. */
export function businessDaysSpan(firstDay: string, days: number): { from: Date; to: Date } {
  const start = Temporal.PlainDate.from(firstDay).toZonedDateTime({ timeZone: businessTimeZone() });
  const end = Temporal.PlainDate.from(firstDay).add({ days }).toZonedDateTime({ timeZone: businessTimeZone() });
  return { from: new Date(start.epochMilliseconds), to: new Date(end.epochMilliseconds) };
}
