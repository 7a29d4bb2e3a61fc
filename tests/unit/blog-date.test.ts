/** The site's one date formatter (common/dates.ts): Vermont's calendar, whatever the machine's zone. */
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, isoDate } from "@common/dates";

describe("formatDate", () => {
  it("gives the date in Vermont on both sides of each daylight-saving change and the new year", () => {
    expect(formatDate("2026-03-08T06:59:00Z")).toBe("March 8, 2026");
    expect(formatDateTime("2026-03-08T06:59:00Z")).toBe("Mar 8, 2026, 1:59 AM");
    expect(formatDateTime("2026-03-08T07:00:00Z")).toBe("Mar 8, 2026, 3:00 AM");
    expect(formatDateTime("2026-11-01T05:59:00Z")).toBe("Nov 1, 2026, 1:59 AM");
    expect(formatDateTime("2026-11-01T06:00:00Z")).toBe("Nov 1, 2026, 1:00 AM");
    // Evening in Vermont is already the next day in UTC.
    expect(formatDate("2027-01-01T04:59:59Z")).toBe("December 31, 2026");
    expect(formatDate("2027-01-01T05:00:00Z")).toBe("January 1, 2027");
    expect(formatDate("2026-07-01T03:59:00Z", "short")).toBe("Jun 30, 2026");
    expect(formatDate(new Date("2026-11-25T15:00:00Z"), "weekday")).toBe("Wednesday, November 25, 2026");
  });

  it("reads a stored calendar day as that day", () => {
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatDay("2026-12-31", "long")).toBe("December 31, 2026");
    expect(formatDay(null)).toBe("");
  });

  it("shows nothing for no date or an unreadable one", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(isoDate("not a date")).toBe("");
    expect(isoDate("2026-11-25T15:00:00Z")).toBe("2026-11-25T15:00:00.000Z");
  });
});
