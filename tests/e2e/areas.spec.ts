/**
 * Area pages in a browser: Get Service opens the quote dialog; Burlington, South Burlington and each
 * community's page (axe on each page as loaded: a11y.spec.ts; here after the dialog has closed).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { COMMUNITY_PAGE_AREAS } from "@common/areas.server";
import { expect, test, waitForHydration } from "./fixtures";

/** axe on the page (the cast bridges the two playwright-core copies in node_modules). */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

test("each of the nine community cards has a Get Service button that opens the quote dialog", async ({ page }) => {
  await page.goto("/areas-we-serve");
  await waitForHydration(page);
  const buttons = page.getByRole("button", { name: "Get Service", exact: true });
  await expect(buttons).toHaveCount(9);
  // Each button is described by its card's heading, so a screen reader still hears the town.
  const milton = page.locator("#milton").getByRole("button", { name: "Get Service", exact: true });
  await expect(milton).toHaveAccessibleDescription("Milton");
  await milton.click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await axe(page).include("main").analyze()).violations).toEqual([]);
});

for (const path of ["/services/areas/burlington", "/services/areas/south-burlington"]) {
  test(`${path} is complete`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Areas We Serve" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: /Contact Us/ }).last()).toHaveAttribute("href", "/contact");
  });
}

test("community cards on /areas-we-serve link to their area pages", async ({ page }) => {
  await page.goto("/areas-we-serve");
  await waitForHydration(page);
  await expect(page.locator("#communities").getByRole("link", { name: /^More about / })).toHaveCount(9);
  await page.locator("#milton").getByRole("link", { name: "More about Milton" }).click();
  await expect(page).toHaveURL(/\/services\/areas\/milton$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heating & Heat Pump Services in Milton, VT");
});

for (const area of COMMUNITY_PAGE_AREAS) {
  test(`/services/areas/${area.slug} is complete and opens the quote dialog`, async ({ page }) => {
    const response = await page.goto(`/services/areas/${area.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Areas We Serve", area.city]);
    await expect(crumbs.getByRole("link", { name: "Areas We Serve" })).toHaveAttribute("href", "/areas-we-serve");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Heating & Heat Pump Services in ${area.city}, VT`);
    const main = page.locator("main");
    await expect(main.getByText(area.description)).toBeVisible();
    await expect(main.getByTestId("area-type")).toHaveText(area.type);
    await expect(main.getByTestId("area-response-time")).toHaveText(area.responseTime);
    for (const h of area.highlights) await expect(main.getByText(h, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /^Call / }).first()).toHaveAttribute("href", /^tel:/);
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "All Areas We Serve" })).toHaveAttribute("href", "/areas-we-serve");

    await main.getByRole("button", { name: `Get a Free Quote in ${area.city}` }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

test("an unknown city answers the 404 page with HTTP 404", async ({ page }) => {
  const response = await page.goto("/services/areas/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  // The title's words appear once, and Home is one link (the logo is named by the business).
  await expect(page.getByText("Page Not Found")).toHaveCount(1);
  await expect(page.getByText("404")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Home" })).toHaveCount(1);
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
