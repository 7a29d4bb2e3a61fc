/** Area pages in a browser: Get Service opens the quote dialog; the South Burlington page; axe. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** axe on the page (the cast bridges the two playwright-core copies in node_modules). */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

test("each of the nine community cards has a Get Service button that opens the quote dialog", async ({ page }) => {
  await page.goto("/areas-we-serve");
  await waitForHydration(page);
  const buttons = page.getByRole("button", { name: /^Get Service in / });
  await expect(buttons).toHaveCount(9);
  await page.getByRole("button", { name: "Get Service in Milton" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await axe(page).include("main").analyze()).violations).toEqual([]);
});

for (const path of ["/services/areas/burlington", "/services/areas/south-burlington"]) {
  test(`${path} is complete and axe-clean`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Areas We Serve" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: /Contact Us/ }).last()).toHaveAttribute("href", "/contact");
    expect((await axe(page).include("main").analyze()).violations).toEqual([]);
  });
}
