/** How a visit's time reads: on the business's clock, whatever the phone's zone. */
import { dayInBusinessZone, formatDate } from "@common/dates";

/** "9:00 AM". */
export const clockTime = (value: string | Date) => formatDate(value, "dateTime").split(", ").at(-1)!;

/** "9:00 AM – 10:30 AM". */
export const timeRange = (startsAt: string, minutes: number) => `${clockTime(startsAt)} – ${clockTime(new Date(new Date(startsAt).getTime() + minutes * 60_000))}`;

/** "1 h 30 min". */
export function lengthText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}

/** Today on the business's calendar ("2026-03-09"). */
export const businessToday = (now = new Date()) => dayInBusinessZone(now);

/** A calendar day moved by whole days: plain-date arithmetic, which no clock change touches. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a day's week. */
export const weekStart = (day: string) => shiftDay(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
