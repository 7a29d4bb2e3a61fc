import { describe, expect, it } from "vitest";
import {
  clampPage,
  pageButtons,
  pageCount,
  pageSlice,
  searchLeads,
  sortContacts,
  sortLeads,
  truncateNotes,
} from "../../app/features/admin/list-logic";
import { parseTab } from "../../app/features/admin/tabs";

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
  it("cuts notes at 50 characters", () => {
    const long = "x".repeat(60);
    expect(truncateNotes(long)).toBe(`${"x".repeat(50)}…`);
    expect(truncateNotes("x".repeat(50))).toBe("x".repeat(50));
    expect(truncateNotes(null)).toBe("");
  });
});

describe("parseTab", () => {
  it("opens Leads by default and the named tab from ?tab=", () => {
    expect(parseTab(null)).toBe("leads");
    expect(parseTab("")).toBe("leads");
    expect(parseTab("nonsense")).toBe("leads");
    for (const tab of ["leads", "crm", "testimonials", "alerts", "blog", "team"]) expect(parseTab(tab)).toBe(tab);
    expect(parseTab("CRM")).toBe("crm");
    expect(parseTab("email-alerts")).toBe("alerts");
  });
});
