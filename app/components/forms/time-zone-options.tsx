/**
 * The IANA time zones as a select's options ("America/Denver", shown "America/Denver"), for
 * Settings and the setup. The list is the runtime's own, so what is offered is what Intl and the
 * server's check accept.
 */

/** The runtime's zones ([] where Intl cannot list them; the select then offers the current one). */
export const timeZoneList = (): string[] => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);

/** The browser's own zone, when the list offers it (a default the owner can change). */
export function browserTimeZone(zones: readonly string[]): string | null {
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return own && zones.includes(own) ? own : null;
}

/** The options, with the current zone kept even when the list lacks it (an alias such as "UTC"). */
export function TimeZoneOptions({ zones, current }: { zones: readonly string[]; current: string }) {
  const all = !current || zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => (
    <option key={zone} value={zone}>
      {zone.replaceAll("_", " ")}
    </option>
  ));
}
