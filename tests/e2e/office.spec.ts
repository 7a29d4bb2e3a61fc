/**
 * The owner's office in a real browser: a Settings change shows on the public pages and in their
 * structured data; the overview's figures follow the leads that come in; the audit log names who
 * changed what.
 */
import { expect, signInAsNewAdmin, stamp, test, toastRegion, waitForHydration } from "./fixtures";
import { defaultStaffName } from "@common/staff-names";

function businessLd(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return blocks.flat().find((b: { "@type"?: string }) => b["@type"] === "HVACBusiness") as Record<string, unknown>;
}

test("a Settings change shows on the public pages and in the structured data", async ({ page, baseURL }) => {
  const { email } = await signInAsNewAdmin(page.request, { prefix: "owner" });
  const original = await (await page.request.get("/api/admin/settings")).json();
  try {
    await page.goto("/admin/settings");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");

    // A refused value is named at its field and nothing is saved.
    await page.getByLabel("Phone").fill("12");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Enter a 10-digit phone number")).toBeVisible();

    await page.getByLabel("Phone").fill("(802) 555-0177");
    await page.getByLabel("Facebook page").fill("https://facebook.com/mansfield-e2e");
    await page.getByLabel("Service radius (miles)").fill("40");
    await page.getByLabel("Monday closes").fill("17:00");
    await page.getByLabel("Emergency wording").fill("Burst pipe? Our on-call plumber answers day and night");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    const visitor = await page.context().browser()!.newContext({ baseURL });
    const pub = await visitor.newPage();
    await pub.goto("/contact");
    const footer = pub.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "(802) 555-0177" })).toHaveAttribute("href", "tel:+18025550177");
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://facebook.com/mansfield-e2e");
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Mansfield Heating & Plumbing`);
    const biz = businessLd(await pub.content());
    expect(biz.telephone).toBe("+1-802-555-0177");
    expect(biz.areaServed).toMatchObject({ geoRadius: Math.round(40 * 1609.344) });
    expect(biz.sameAs).toEqual(["https://facebook.com/mansfield-e2e"]);

    // A service page's hours, an area page's radius (miles; metres in the JSON-LD) and the
    // emergency wording where a page talks about emergencies: all the owner's.
    await pub.goto("/services/ductless-mini-splits");
    await expect(pub.getByRole("main")).toContainText("Mon 7AM-5PM, Tue-Fri 7AM-6PM, Sat 8AM-4PM");
    expect(businessLd(await pub.content()).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "07:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "16:00" },
    ]);
    await pub.goto("/services/areas/essex");
    await expect(pub.getByRole("main")).toContainText("Essex is within 40 miles of our Jericho shop");
    expect(businessLd(await pub.content()).areaServed).toMatchObject({ geoRadius: Math.round(40 * 1609.344) });
    await pub.goto("/air-conditioning");
    // The service page keeps the spec's line; the owner's wording is for the contact details.
    await expect(pub.getByRole("complementary", { name: "Air Conditioning quick facts" })).toContainText("Emergency service available");
    await expect(pub.getByRole("main")).not.toContainText("24/7");
    await visitor.close();

    await page.goto("/admin/audit");
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: "Changed the settings" }).first();
    await expect(row).toContainText(email);
  } finally {
    await page.request.put("/api/admin/settings", { data: original, headers: { Origin: baseURL! } });
  }
});

test("the overview's figures follow the leads that come in; charts load in the back office only", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request, { prefix: "owner" });
  const before = (await (await page.request.get("/api/admin/overview?days=7")).json()) as { newLeads: number };
  for (const name of ["Olive", "Otto"]) {
    const res = await page.request.post("/api/leads", {
      headers: { Origin: baseURL! },
      data: { firstName: name, lastName: "Overview", email: `${name.toLowerCase()}@example.com`, phone: "(802) 555-0123", serviceType: "Boiler Service", message: "Hello", source: "website" },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/admin");
  await waitForHydration(page);
  const overview = page.getByRole("region", { name: "Overview" });
  await overview.getByRole("button", { name: "7 days" }).click();
  const figures = overview.getByTestId("overview-figures");
  await expect(figures.getByText("New leads").locator("..")).toContainText(String(before.newLeads + 2));
  await expect(overview.getByRole("table", { name: "Leads by service" })).toContainText("Boiler Service");
  await expect(overview.getByTestId("overview-charts")).toBeVisible();

  // Public pages never load the chart library.
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  await page.goto("/");
  await waitForHydration(page);
  expect(scripts.some((u) => /overview-charts|recharts/.test(u))).toBe(false);
});

test("a lead is assigned, noted, found under My leads, held as spam, restored and deleted", async ({ page, baseURL }) => {
  const { email } = await signInAsNewAdmin(page.request, { prefix: "owner" });
  // Staff are shown by name (made from the e-mail for an account created without one).
  const name = defaultStaffName(email);
  const last = `Flow${stamp().replace(/\d/g, "")}`.slice(0, 20);
  const res = await page.request.post("/api/leads", {
    headers: { Origin: baseURL! },
    data: { firstName: "Wren", lastName: last, email: "wren@example.com", phone: "(802) 555-0124", serviceType: "Boiler Service", message: "Please call", source: "website" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Search leads").fill(last);
  await page.getByRole("button", { name: `Details for Wren ${last}` }).click();
  const dialog = page.getByRole("dialog", { name: `Wren ${last}` });
  await dialog.getByLabel("Assigned to").selectOption({ label: `${name} (${email})` });
  await expect(toastRegion(page).getByText("Lead assigned")).toBeVisible();
  await dialog.getByLabel("Add a note").fill("Called, will ring back Tuesday");
  await dialog.getByRole("button", { name: "Save note" }).click();
  const timeline = dialog.getByTestId("lead-timeline");
  await expect(timeline).toContainText("Called, will ring back Tuesday");
  await expect(timeline).toContainText(`Assigned to ${name}`);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Assigned to").selectOption("me");
  const row = page.getByRole("row").filter({ hasText: last });
  await expect(row).toContainText(name);

  await row.getByRole("button", { name: `Details for Wren ${last}` }).click();
  await dialog.getByRole("button", { name: "Mark as spam" }).click();
  await expect(toastRegion(page).getByText("Lead marked as spam")).toBeVisible();
  // It leaves the list it was opened from, and the dialog with it.
  await expect(dialog).toBeHidden();
  await page.getByLabel("Assigned to").selectOption("");
  await page.getByLabel("Show").selectOption("spam");
  await page.getByRole("row").filter({ hasText: last }).getByRole("button", { name: `Details for Wren ${last}` }).click();
  await dialog.getByRole("button", { name: "Restore from spam" }).click();
  await expect(toastRegion(page).getByText("Lead restored")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Show").selectOption("leads");
  await page.getByRole("row").filter({ hasText: last }).getByRole("button", { name: `Details for Wren ${last}` }).click();
  await dialog.getByRole("button", { name: "Delete lead" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toastRegion(page).getByText("Lead deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: last })).toHaveCount(0);
});
