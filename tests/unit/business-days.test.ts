/** Calendar arithmetic in Vermont (server/days.ts) across the 2026 and 2027 daylight-saving changes. */
import { describe, expect, it } from "vitest";
import { addToDay, businessDay } from "../../server/days";
import { localParts } from "../../server/contacts/follow-through";
import { nextDayFor } from "../../server/contacts/services";

/** A wall-clock time in Vermont, written with its UTC offset. */
const at = (local: string) => new Date(local);

describe("businessDay", () => {
  // US changes: 8 Mar 2026, 1 Nov 2026, 14 Mar 2027, 7 Nov 2027, each at 2 AM.
  const cases: Array<[string, string, string, string]> = [
    // [moment, today, tomorrow, yesterday]
    ["2026-03-07T23:30:00-05:00", "2026-03-07", "2026-03-08", "2026-03-06"],
    ["2026-03-08T00:30:00-05:00", "2026-03-08", "2026-03-09", "2026-03-07"],
    ["2026-03-08T23:30:00-04:00", "2026-03-08", "2026-03-09", "2026-03-07"],
    ["2026-03-09T00:30:00-04:00", "2026-03-09", "2026-03-10", "2026-03-08"],
    ["2026-10-31T23:30:00-04:00", "2026-10-31", "2026-11-01", "2026-10-30"],
    ["2026-11-01T00:30:00-04:00", "2026-11-01", "2026-11-02", "2026-10-31"],
    ["2026-11-01T23:30:00-05:00", "2026-11-01", "2026-11-02", "2026-10-31"],
    ["2026-11-02T00:30:00-05:00", "2026-11-02", "2026-11-03", "2026-11-01"],
    ["2027-03-13T23:30:00-05:00", "2027-03-13", "2027-03-14", "2027-03-12"],
    ["2027-03-14T00:30:00-05:00", "2027-03-14", "2027-03-15", "2027-03-13"],
    ["2027-03-14T23:30:00-04:00", "2027-03-14", "2027-03-15", "2027-03-13"],
    ["2027-03-15T00:30:00-04:00", "2027-03-15", "2027-03-16", "2027-03-14"],
    ["2027-11-06T23:30:00-04:00", "2027-11-06", "2027-11-07", "2027-11-05"],
    ["2027-11-07T00:30:00-04:00", "2027-11-07", "2027-11-08", "2027-11-06"],
    ["2027-11-07T23:30:00-05:00", "2027-11-07", "2027-11-08", "2027-11-06"],
    ["2027-11-08T00:30:00-05:00", "2027-11-08", "2027-11-09", "2027-11-07"],
  ];

  it.each(cases)("at %s today is %s, tomorrow %s, yesterday %s", (moment, today, tomorrow, yesterday) => {
    expect(businessDay(at(moment))).toBe(today);
    expect(businessDay(at(moment), 1)).toBe(tomorrow);
    expect(businessDay(at(moment), -1)).toBe(yesterday);
  });

  it("counts a week of calendar days across a change, each once", () => {
    const now = at("2026-03-07T23:30:00-05:00");
    expect(Array.from({ length: 7 }, (_, i) => businessDay(now, i))).toEqual([
      "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13",
    ]);
    const autumn = at("2027-11-06T23:59:59-04:00");
    expect(Array.from({ length: 3 }, (_, i) => businessDay(autumn, i))).toEqual(["2027-11-06", "2027-11-07", "2027-11-08"]);
  });

  it("takes a timestamp as well as a Date", () => {
    expect(businessDay(at("2026-11-01T00:30:00-04:00").getTime(), 1)).toBe("2026-11-02");
  });
});

describe("the day and hour in Vermont", () => {
  it("reads the local hour on each side of a change", () => {
    expect(localParts(at("2026-03-08T01:59:00-05:00"))).toEqual({ day: "2026-03-08", hour: 1 });
    expect(localParts(at("2026-03-08T03:00:00-04:00"))).toEqual({ day: "2026-03-08", hour: 3 });
    expect(localParts(at("2026-11-01T01:30:00-04:00"))).toEqual({ day: "2026-11-01", hour: 1 });
    expect(localParts(at("2026-11-01T01:30:00-05:00"))).toEqual({ day: "2026-11-01", hour: 1 });
    expect(localParts(at("2027-03-14T23:59:00-04:00"))).toEqual({ day: "2027-03-14", hour: 23 });
    expect(localParts(at("2027-11-07T00:00:00-04:00"))).toEqual({ day: "2027-11-07", hour: 0 });
  });
});

describe("addToDay", () => {
  it("moves calendar days and months, keeping the day of the month where it can", () => {
    expect(addToDay("2026-03-07", { days: 1 })).toBe("2026-03-08");
    expect(addToDay("2026-03-08", { days: 1 })).toBe("2026-03-09");
    expect(addToDay("2026-11-01", { days: -1 })).toBe("2026-10-31");
    expect(addToDay("2027-12-31", { days: 1 })).toBe("2028-01-01");
    expect(addToDay("2026-08-31", { months: 6 })).toBe("2027-02-28");
    expect(addToDay("2028-01-31", { months: 1 })).toBe("2028-02-29");
  });

  it("rolls a maintenance schedule on", () => {
    expect(nextDayFor("quarterly", "2026-11-30")).toBe("2027-02-28");
    expect(nextDayFor("semi-annual", "2026-09-08")).toBe("2027-03-08");
  });
});
