/**
 * Calendar arithmetic on Vermont's calendar with Temporal: "tomorrow" is the next date even when a
 * daylight-saving change makes a day 23 or 25 hours long. Server only, so the polyfill stays out of
 * the pages' scripts, which print dates with Intl (common/dates.ts).
 */
import { Temporal } from "temporal-polyfill";
import { BUSINESS_TIME_ZONE } from "@common/dates";

/** The moment as a date and time on the business's clock. */
export const inBusinessZone = (value: Date | number) => Temporal.Instant.fromEpochMilliseconds(Number(value)).toZonedDateTimeISO(BUSINESS_TIME_ZONE);

/** "2026-11-25": the calendar day in the business's time zone, `offsetDays` later. */
export const businessDay = (value: Date | number = Date.now(), offsetDays = 0) => inBusinessZone(value).toPlainDate().add({ days: offsetDays }).toString();

/** Midnight UTC starting a day ("2026-11-25"), before any stored day (noon UTC) from that day on. */
export const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day ("2026-11-25") moved by whole days or months; a month from Aug 31 is Sep 30. */
export const addToDay = (day: string, duration: { days?: number; months?: number }) => Temporal.PlainDate.from(day).add(duration).toString();
