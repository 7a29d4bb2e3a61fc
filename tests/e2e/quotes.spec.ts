/**
 * The owner writes a quote on a phone (390 px): adds an item to the price book (a negative price is
 * refused by name first); from a lead's page, "New quote" opens the editor
 * with the customer filled in; a price-book item, two alternatives and $100 off; the total follows
 * every change and matches the cents worked out by hand; the saved quote has its number and is
 * listed on the lead's page. Nothing on the editor scrolls sideways.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, lettersOnly, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { Origin: baseURL }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the owner writes a quote from a lead with a price-book item, an option and a discount", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request, { prefix: "quotes" });
  const tag = lettersOnly(stamp()).slice(0, 10);
  const labour = `Install labour ${tag}`;

  // The price book: a bad price is named and nothing is saved; then the item is added.
  await page.goto("/admin/price-book");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add an item" }).click();
  await page.getByLabel("Name").fill(labour);
  await page.getByLabel("Kind").selectOption("labour");
  await page.getByLabel("Unit").fill("hour");
  await page.getByLabel("Price ($)").fill("-95");
  await page.getByRole("checkbox", { name: "Taxable" }).uncheck();
  await page.getByRole("button", { name: "Save item" }).click();
  await expect(page.getByText("Price cannot be negative")).toBeVisible();
  await page.getByLabel("Price ($)").fill("95");
  await page.getByRole("button", { name: "Save item" }).click();
  const item = page.getByTestId("price-book-item").filter({ hasText: labour });
  await expect(item).toContainText("$95.00 per hour · not taxed");
  const first = `Quinn${tag}`.slice(0, 16);
  const lead = await post(page.request, baseURL!, "/api/leads", {
    firstName: first,
    lastName: "Quoted",
    email: `${first.toLowerCase()}@example.com`,
    phone: "(802) 555-0123",
    serviceType: "Heat Pump Installation",
    message: "Two rooms to heat.",
    location: "Essex",
    source: "website",
  });

  await page.goto(`/admin/leads/${lead.id as string}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "New quote" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/new\?leadId=/);
  await expect(page.getByRole("heading", { level: 1, name: "New quote" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${first} Quoted`);
  await page.getByLabel("Title").fill("Ductless heat pump for two rooms");

  // 8 hours of labour from the price book (not taxed): $760.00.
  await page.getByLabel("Add from the price book").selectOption({ label: `${labour} — $95.00/hour` });
  await page.getByLabel("Quantity").first().fill("8");
  await expect(page.getByTestId("quote-total")).toHaveText("$760.00");

  // Two alternatives, each with its unit.
  await page.getByRole("checkbox", { name: "Good", exact: true }).check();
  await page.getByRole("checkbox", { name: "Better", exact: true }).check();
  for (const [description, price, option] of [
    ["Mini-split 12k BTU", "2400", "Standard"],
    ["Hyper-heat mini-split 18k BTU", "3600", "Better"],
  ] as const) {
    await page.getByRole("button", { name: "Write a line" }).click();
    const line = page.getByTestId("quote-line").last();
    await line.getByLabel(/description/).fill(description);
    await line.getByLabel("Price ($)").fill(price);
    await line.getByLabel("Belongs to").selectOption({ label: `${option === "Standard" ? "Good" : option} only` });
  }

  // $100 off, shared by amount; 6 % on the taxable unit only.
  await page.getByLabel("Discount", { exact: true }).selectOption("amount");
  await page.getByLabel("Amount off ($)").fill("100");
  // Good: 760 + 2,400 = 3,160; the unit's share of the $100 is 75.95; tax 6 % of 2,324.05 = 139.44.
  const totals = page.getByTestId("quote-total");
  await expect(totals).toHaveText("$3,199.44");
  await expect(page.getByRole("button", { name: "Better: $4,471.05" })).toBeVisible();
  // Better: 760 + 3,600 = 4,360; share 82.57; tax 6 % of 3,517.43 = 211.0458 → 211.05.
  await page.getByRole("button", { name: /^Better:/ }).click();
  await expect(totals).toHaveText("$4,471.05");

  const axe = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  const box = await page.getByRole("button", { name: "Create quote" }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(scroll).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "Create quote" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1, name: /^Quote Q-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace("Quote ", "");
  await expect(page.getByTestId("quote-total")).toHaveText("$3,199.44");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();

  // The lead's page lists it, with the first option's total.
  await page.goto(`/admin/leads/${lead.id as string}`);
  const card = page.getByTestId("quote-card").filter({ hasText: number });
  await expect(card).toContainText("$3,199.44");
  await expect(card).toContainText("Draft");
});
