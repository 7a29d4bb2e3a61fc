import { describe, expect, it } from "vitest";
import { contactVariables, renderTemplate } from "../../server/contacts/send-email";
import { escapeHtml } from "../../server/http/escape-html";
import type { ContactRow } from "../../server/contacts/queries";

const contact = {
  firstName: "Rosa",
  lastName: "<Lane> & Co",
  email: "rosa@example.com",
  phone: "802-555-0100",
  address: null,
  city: "Jericho",
  state: "VT",
  zipCode: "05465",
} as unknown as ContactRow;

describe("renderTemplate", () => {
  const vars = contactVariables(contact, { name: "Champlain Comfort", phone: "(802) 555-0177" });
  it("fills {{variables}} from the contact, with or without spaces", () => {
    expect(renderTemplate("Hi {{firstName}} {{ lastName }} of {{city}}, {{state}}", vars)).toBe("Hi Rosa <Lane> & Co of Jericho, VT");
    expect(renderTemplate("{{fullName}}", vars)).toBe("Rosa <Lane> & Co");
  });
  it("names the business as the owner keeps it in Settings", () => {
    expect(renderTemplate("{{companyName}} · {{companyPhone}}", vars)).toBe("Champlain Comfort · (802) 555-0177");
  });
  it("renders unknown and empty variables as nothing", () => {
    expect(renderTemplate("[{{nope}}][{{address}}]", vars)).toBe("[][]");
  });
  it("escapes values (not the template) for HTML", () => {
    expect(renderTemplate("<p>{{lastName}}</p>", vars, escapeHtml)).toBe("<p>&lt;Lane&gt; &amp; Co</p>");
  });
});
