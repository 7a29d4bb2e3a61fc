/** The Directions link searches the place in the business's own state, never Vermont by default. */
import { describe, expect, it } from "vitest";
import { mapsHref } from "@common/reach-links";

const query = (href: string) => new URL(href).searchParams.get("query");

describe("mapsHref", () => {
  it("adds the business's state to a place that names none", () => {
    expect(query(mapsHref("40 Pearl Street, Boulder", "CO"))).toBe("40 Pearl Street, Boulder, CO");
  });
  it("leaves a place that names the state as it is, in any letter case", () => {
    expect(query(mapsHref("40 Pearl Street, Boulder, CO 80302", "CO"))).toBe("40 Pearl Street, Boulder, CO 80302");
    expect(query(mapsHref("Boulder co", "CO"))).toBe("Boulder co");
  });
  it("adds nothing when no state is known", () => {
    expect(query(mapsHref("Jericho", ""))).toBe("Jericho");
  });
});
