/** Blog dates are worked out without Intl (app/features/blog/format.ts); they must read as Intl's. */
import { describe, expect, it } from "vitest";
import { formatDate } from "~/features/blog/format";

const intl = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "long", day: "numeric" });

describe("formatDate", () => {
  it("gives Intl's America/New_York date every hour across years, daylight-saving changes included", () => {
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000 * 7) {
      const d = new Date(t);
      expect(formatDate(d), d.toISOString()).toBe(intl.format(d));
    }
  });

  it("is exact at the minutes around each change and the new year", () => {
    for (const iso of [
      "2026-03-08T06:59:00Z", "2026-03-08T07:00:00Z", "2026-11-01T05:59:00Z", "2026-11-01T06:00:00Z",
      "2027-01-01T04:59:59Z", "2027-01-01T05:00:00Z", "2026-07-01T03:59:00Z", "2026-07-01T04:00:00Z",
    ]) {
      expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
    }
  });

  it("shows nothing for no date or an unreadable one", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
