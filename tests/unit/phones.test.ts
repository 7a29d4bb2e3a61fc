/** Phone numbers on the server (server/phones.ts): the business's country by default, any other kept. */
import { describe, expect, it } from "vitest";
import { normalisePhone, phoneE164, phoneKey } from "../../server/phones";

describe("normalisePhone", () => {
  it("writes a North American number one way, however it was typed", () => {
    for (const typed of ["(802) 555-0111", "802-555-0111", "802.555.0111", "8025550111", "18025550111", "+1 802 555 0111", "+1 (802) 555-0111"]) {
      expect(normalisePhone(typed)).toBe("(802) 555-0111");
    }
    expect(normalisePhone("+1 416 555 0199")).toBe("(416) 555-0199");
  });

  it("keeps a number from another country in its international form", () => {
    expect(normalisePhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(normalisePhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(normalisePhone("+33 1 23 45 67 89")).toBe("+33 1 23 45 67 89");
  });

  it("refuses what cannot be a number", () => {
    for (const typed of ["", "555-0111", "12345", "0044 20 7946 0958", "call me", "802-555-0111 ext 2", "=1+1"]) expect(normalisePhone(typed)).toBeNull();
  });
});

describe("phoneKey", () => {
  it("is the same for every way of writing one number, and differs between countries", () => {
    const key = phoneKey("(802) 555-0111");
    for (const typed of ["802.555.0111", "18025550111", "+1 802 555 0111"]) expect(phoneKey(typed)).toBe(key);
    expect(phoneKey("+44 802 555 0111")).not.toBe(key);
  });
});

describe("phoneE164", () => {
  it("writes the telephone of the structured data", () => {
    expect(phoneE164("(802) 555-0142")).toBe("+1-802-555-0142");
    expect(phoneE164("1-802-555-0142")).toBe("+1-802-555-0142");
    expect(phoneE164("+44 20 7946 0958")).toBe("+44-20-7946-0958");
    expect(phoneE164("not a phone")).toBe("not a phone");
  });
});
