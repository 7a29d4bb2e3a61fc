/**
 * The business's time zone, which every date printed follows (./dates.ts, server/days.ts). Settings
 * are its only source: the server sets it whenever it reads or saves them
 * (server/office/settings.ts), the browser from the root loader's data before anything renders
 * (app/root.tsx). A process-wide value rather than an argument to each of the hundred calls that
 * print a date: there is one business per install. Its own module, so the root's script carries
 * these few lines and not the date formats.
 */

/** The sample business's zone: Settings' default, and the zone in effect before Settings are read. */
export const SAMPLE_TIME_ZONE = "America/New_York";

let zone = SAMPLE_TIME_ZONE;

/** The business's IANA time zone, e.g. "America/Denver". */
export const businessTimeZone = () => zone;

/** Follows Settings ("" leaves the zone as it is). */
export function setBusinessTimeZone(next: string): void {
  if (next) zone = next;
}
