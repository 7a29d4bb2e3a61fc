import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "~/components/back-office/pagination";
import { clampPage, pageButtons, pageCount, pageSlice } from "~/components/back-office/paging";
import { activeTemplates, sortContacts, truncateNotes } from "~/features/contacts/list-logic";
import { searchLeads, sortLeads } from "~/features/lead-inbox/list-logic";
import { isTeamTab, parseTab } from "~/features/office/tabs";

const lead = (firstName: string, over: Partial<Parameters<typeof searchLeads>[0][number]> = {}) => ({
  firstName,
  lastName: "Smith",
  email: `${firstName.toLowerCase()}@example.com`,
  phone: "(802) 555-0100",
  serviceType: "",
  message: null,
  status: "Lead",
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("searchLeads", () => {
  const leads = [
    lead("Alice", { serviceType: "Heat Pump Installation", message: "Drafty farmhouse" }),
    lead("Bob", { phone: "802-555-9876", email: "bob@farm.com" }),
    lead("Cara", { lastName: "Jones" }),
  ];
  it("matches name, e-mail, phone, service and message, case-insensitively", () => {
    expect(searchLeads(leads, "alice smith").map((l) => l.firstName)).toEqual(["Alice"]);
    expect(searchLeads(leads, "JONES").map((l) => l.firstName)).toEqual(["Cara"]);
    expect(searchLeads(leads, "@farm.com").map((l) => l.firstName)).toEqual(["Bob"]);
    expect(searchLeads(leads, "8029876").map((l) => l.firstName)).toEqual([]);
    expect(searchLeads(leads, "555 9876").map((l) => l.firstName)).toEqual(["Bob"]);
    expect(searchLeads(leads, "heat pump").map((l) => l.firstName)).toEqual(["Alice"]);
    expect(searchLeads(leads, "farmhouse").map((l) => l.firstName)).toEqual(["Alice"]);
    expect(searchLeads(leads, "  ")).toHaveLength(3);
  });
});

describe("sortLeads", () => {
  const leads = [
    lead("Cara", { status: "Completed", serviceType: "Boiler", createdAt: "2026-01-02T00:00:00.000Z" }),
    lead("alice", { status: "Pending", serviceType: "", createdAt: "2026-01-03T00:00:00.000Z" }),
    lead("Bob", { status: "Lead", serviceType: "AC", createdAt: "2026-01-01T00:00:00.000Z" }),
  ];
  const names = (sort: Parameters<typeof sortLeads>[1]) => sortLeads(leads, sort).map((l) => l.firstName);
  it("sorts newest, oldest, name, status (in workflow order) and service (blank last)", () => {
    expect(names("newest")).toEqual(["alice", "Cara", "Bob"]);
    expect(names("oldest")).toEqual(["Bob", "Cara", "alice"]);
    expect(names("name")).toEqual(["alice", "Bob", "Cara"]);
    expect(names("status")).toEqual(["Bob", "alice", "Cara"]);
    expect(names("service")).toEqual(["Bob", "Cara", "alice"]);
  });
  it("does not mutate its input", () => {
    sortLeads(leads, "name");
    expect(leads[0]!.firstName).toBe("Cara");
  });
});

describe("pagination", () => {
  it("counts pages and clamps the current page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
    expect(clampPage(9, 25, 10)).toBe(3);
    expect(clampPage(0, 25, 10)).toBe(1);
  });
  it("slices a page", () => {
    const items = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageSlice(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(pageSlice(items, 2, 20)).toEqual([21, 22, 23, 24, 25]);
  });
  it("shows at most 5 page buttons, centred on the current page", () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(11, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let p = 1; p <= 40; p++) expect(pageButtons(p, 40).length).toBe(5);
  });

  const render = (page: number, totalPages: number, totalItems: number) =>
    renderToStaticMarkup(createElement(Pagination, { page, totalPages, totalItems, onPage: () => {} }));
  /** The numbered buttons as [text, aria-label, aria-current]. */
  const numbered = (html: string) =>
    [...html.matchAll(/<button([^>]*)>(\d+)<\/button>/g)].map(([, attrs, text]) => [
      text,
      /aria-label="([^"]*)"/.exec(attrs!)?.[1] ?? null,
      /aria-current="([^"]*)"/.exec(attrs!)?.[1] ?? null,
    ]);
  it("renders numbered buttons named by their number inside a Pagination nav, the current one aria-current", () => {
    const html = render(2, 3, 25);
    expect(html).toMatch(/^<nav aria-label="Pagination"/);
    expect(numbered(html)).toEqual([
      ["1", null, null],
      ["2", null, "page"],
      ["3", null, null],
    ]);
    expect(html).not.toContain("Page 1");
  });
  it("renders a single 1 for one page, nothing for an empty list, and at most 5 buttons", () => {
    expect(numbered(render(1, 1, 1))).toEqual([["1", null, "page"]]);
    expect(numbered(render(1, 1, 10))).toEqual([["1", null, "page"]]);
    expect(render(1, 1, 0)).toBe("");
    expect(numbered(render(7, 12, 120)).map(([n]) => n)).toEqual(["5", "6", "7", "8", "9"]);
  });
});

describe("contacts", () => {
  const c = (firstName: string, over: Record<string, string> = {}) => ({
    firstName,
    lastName: "X",
    status: "active",
    leadSource: "website",
    customerType: "residential",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...over,
  });
  const list = [
    c("Bea", { status: "lead", leadSource: "referral", customerType: "commercial", createdAt: "2026-01-02T00:00:00.000Z" }),
    c("Al", { status: "inactive", createdAt: "2026-01-03T00:00:00.000Z" }),
    c("Cy", { leadSource: "phone", createdAt: "2026-01-01T00:00:00.000Z" }),
  ];
  const names = (sort: Parameters<typeof sortContacts>[1]) => sortContacts(list, sort).map((x) => x.firstName);
  it("sorts newest, oldest, name A-Z and Z-A, status, source and customer type", () => {
    expect(names("newest")).toEqual(["Al", "Bea", "Cy"]);
    expect(names("oldest")).toEqual(["Cy", "Bea", "Al"]);
    expect(names("name-asc")).toEqual(["Al", "Bea", "Cy"]);
    expect(names("name-desc")).toEqual(["Cy", "Bea", "Al"]);
    expect(names("status")).toEqual(["Cy", "Al", "Bea"]);
    expect(names("source")).toEqual(["Cy", "Bea", "Al"]);
    expect(names("customerType")).toEqual(["Bea", "Al", "Cy"]);
  });
  it("cuts notes after their first 50 characters with three dots", () => {
    const long = "abcdefghij".repeat(6);
    expect(truncateNotes(long)).toBe(`${long.slice(0, 50)}...`);
    expect(truncateNotes(long)).toHaveLength(53);
    expect(truncateNotes(long)).not.toContain("…");
    expect(truncateNotes("x".repeat(51))).toBe(`${"x".repeat(50)}...`);
    expect(truncateNotes("x".repeat(50))).toBe("x".repeat(50));
    expect(truncateNotes("  short note  ")).toBe("short note");
    expect(truncateNotes(null)).toBe("");
    expect(truncateNotes(undefined)).toBe("");
  });
  it("offers only active e-mail templates", () => {
    const templates = [
      { id: "a", isActive: true },
      { id: "b", isActive: false },
      { id: "c", isActive: true },
    ];
    expect(activeTemplates(templates).map((t) => t.id)).toEqual(["a", "c"]);
    expect(activeTemplates(undefined)).toEqual([]);
  });
});

describe("parseTab", () => {
  it("opens Leads by default and the named tab from ?tab=", () => {
    expect(parseTab(null)).toBe("leads");
    expect(parseTab("")).toBe("leads");
    expect(parseTab("nonsense")).toBe("leads");
    for (const tab of ["leads", "crm", "testimonials", "alerts", "blog"]) expect(parseTab(tab)).toBe(tab);
    // Staff accounts have their own page; ?tab=team links are sent there.
    expect(isTeamTab("team")).toBe(true);
    expect(isTeamTab("Users")).toBe(true);
    expect(isTeamTab("crm")).toBe(false);
    expect(isTeamTab(null)).toBe(false);
    expect(parseTab("CRM")).toBe("crm");
    expect(parseTab("email-alerts")).toBe("alerts");
  });
});
