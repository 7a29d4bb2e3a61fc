/** The Vermont heating guide in a browser: FAQ accordion (one open at a time, collapsible, answers server-rendered), rebates anchor, city links. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** axe on the page (the cast bridges the two playwright-core copies in node_modules). */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

test("the FAQ opens one answer at a time and the open one collapses again", async ({ page }) => {
  await page.goto("/vermont-heating-guide");
  await waitForHydration(page);
  const faq = page.locator("#faq");
  const triggers = faq.getByRole("button");
  await expect(triggers).toHaveCount(5);
  for (const t of await triggers.all()) await expect(t).toHaveAttribute("aria-expanded", "false");
  // Every answer is in the page from the start (server-rendered), hidden until its question opens.
  await expect(faq.locator('[role="region"]')).toHaveCount(5);
  await expect(faq.getByRole("region")).toHaveCount(0);
  await expect(faq.getByText(/keep producing heat down to -15°F/)).toBeHidden();

  const first = faq.getByRole("button", { name: "Do heat pumps really work in Vermont winters?" });
  const second = faq.getByRole("button", { name: "What rebates are available for upgrading my heating system?" });

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText(/keep producing heat down to -15°F/)).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText(/keep producing heat down to -15°F/)).toBeHidden();
  await expect(faq.getByRole("region")).toHaveCount(1);

  // The open item collapses: nothing open.
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByRole("region")).toHaveCount(0);

  // Keyboard: Enter opens, arrow keys move between questions.
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");

  expect((await axe(page).include("main").analyze()).violations).toEqual([]);
});

test("View Rebates jumps to #rebates and city cards lead to their area", async ({ page }) => {
  await page.goto("/vermont-heating-guide");
  await waitForHydration(page);
  await page.getByRole("link", { name: "View Rebates" }).click();
  await expect(page).toHaveURL(/#rebates$/);
  await expect(page.getByRole("heading", { name: "2024 Rebates and Incentives" })).toBeInViewport();

  await page.locator("#cities").getByRole("link", { name: /South Burlington/ }).click();
  await expect(page).toHaveURL(/\/services\/areas\/south-burlington$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HVAC & Heat Pump Services in South Burlington, VT");

  await page.goBack();
  await page.locator("#cities").getByRole("link", { name: /Essex/ }).click();
  await expect(page).toHaveURL(/\/services\/areas\/essex$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Heating & Heat Pump Services in Essex, VT");

  // Every card follows the area-path rule: /services/areas/{name lower-cased, first space a hyphen}.
  await page.goBack();
  const links = page.locator("#cities").getByRole("link");
  await expect(links).toHaveCount(6);
  const hrefs = [
    "/services/areas/burlington",
    "/services/areas/south-burlington",
    "/services/areas/essex",
    "/services/areas/williston",
    "/services/areas/colchester",
    "/services/areas/jericho",
  ];
  for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
});
