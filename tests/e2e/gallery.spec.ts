/** The project gallery in a browser: tabs, the empty state, and the detail dialog whose previous/next wrap around. */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** axe on the page (the cast bridges the two playwright-core copies in node_modules). */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

/** Project cards: articles, each with an h3 and a "View details: {title}" button that opens the dialog. */
const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const viewDetails = (card: Locator) => card.getByRole("button", { name: /^View details: / });
const dialog = (page: Page) => page.getByRole("dialog");

test("the detail dialog steps through all 22 projects and wraps around both ways", async ({ page }) => {
  await page.goto("/gallery");
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(22);
  await expect(page.getByRole("tabpanel").getByRole("button", { name: /^View details: / })).toHaveCount(22);

  const firstTitle = (await cards(page).first().getByRole("heading", { level: 3 }).textContent())!;
  const lastTitle = (await cards(page).last().getByRole("heading", { level: 3 }).textContent())!;
  const secondTitle = (await cards(page).nth(1).getByRole("heading", { level: 3 }).textContent())!;
  // Each card is named by its heading; its button has a concise name.
  await expect(cards(page).first()).toHaveAccessibleName(firstTitle);
  await expect(cards(page).first().getByRole("button")).toHaveAccessibleName(`View details: ${firstTitle}`);

  await viewDetails(cards(page).first()).click();
  await expect(dialog(page).getByRole("heading", { name: firstTitle })).toBeVisible();
  await expect(dialog(page).getByText("1 of 22")).toBeVisible();

  // Previous from the first wraps to the last...
  await dialog(page).getByRole("button", { name: "Previous" }).click();
  await expect(dialog(page).getByRole("heading", { name: lastTitle })).toBeVisible();
  await expect(dialog(page).getByText("22 of 22")).toBeVisible();
  // ...and Next from the last wraps to the first.
  await dialog(page).getByRole("button", { name: "Next" }).click();
  await expect(dialog(page).getByRole("heading", { name: firstTitle })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Next" }).click();
  await expect(dialog(page).getByRole("heading", { name: secondTitle })).toBeVisible();
  // Arrow keys step too.
  await page.keyboard.press("ArrowLeft");
  await expect(dialog(page).getByRole("heading", { name: firstTitle })).toBeVisible();

  await expect(dialog(page).getByText(/Equipment:/)).toBeVisible();
  expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(viewDetails(cards(page).first())).toBeFocused();

  // A click anywhere on the card (here its picture) opens the dialog too.
  await cards(page).nth(1).click({ position: { x: 24, y: 24 } });
  await expect(dialog(page).getByRole("heading", { name: secondTitle })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewDetails(cards(page).nth(1))).toBeFocused();

  await viewDetails(cards(page).nth(3)).click();
  await dialog(page).getByRole("link", { name: "Request Similar Project Quote" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("category tabs filter the projects, keep the choice in the URL, and the dialog wraps within the tab", async ({ page }) => {
  await page.goto("/gallery");
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Project categories" }).getByRole("tab");
  await expect(tabs).toHaveText(["All Projects", "Heat Pumps", "Boilers", "Water Heaters", "Plumbing", "HVAC Systems"]);

  await page.getByRole("tab", { name: "Boilers" }).click();
  await expect(page).toHaveURL(/\/gallery\?category=boilers$/);
  await expect(page.getByRole("tab", { name: "Boilers" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(4);
  for (const card of await cards(page).all()) await expect(card).toContainText("Boilers");

  await viewDetails(cards(page).first()).click();
  await dialog(page).getByRole("button", { name: "Previous" }).click();
  await expect(dialog(page).getByText("4 of 4")).toBeVisible();
  await page.keyboard.press("Escape");
  // Closed, with focus given back to the card it last showed (4 of 4), before the tab takes it
  // (given back later, it would take the focus from the tab before the arrow key).
  await expect(dialog(page)).toBeHidden();
  await expect(viewDetails(cards(page).nth(3))).toBeFocused();

  // Arrow keys move between tabs.
  await page.getByRole("tab", { name: "Boilers" }).focus();
  await expect(page.getByRole("tab", { name: "Boilers" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Water Heaters" })).toHaveAttribute("aria-selected", "true");
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole("tab", { name: "HVAC Systems" }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole("tab", { name: "All Projects" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(cards(page)).toHaveCount(22);
});

test("an unknown category shows the empty state, and Show All Projects brings everything back", async ({ page }) => {
  await page.goto("/gallery?category=solar-panels");
  await waitForHydration(page);
  await expect(page.getByText("No projects found in this category.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^View details: / })).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(0);
  await page.getByRole("button", { name: "Show All Projects" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(cards(page)).toHaveCount(22);
  expect((await axe(page).include("main").analyze()).violations).toEqual([]);
});
