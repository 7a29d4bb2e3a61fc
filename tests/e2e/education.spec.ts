/** Education pages in a browser: their buttons open the quote dialog; both heat pump routes show the page (axe on each: a11y.spec.ts). */
import { expect, test, waitForHydration } from "./fixtures";

const cases = [
  { path: "/heat-pump-education", button: "Get Expert Assessment" },
  { path: "/cold-climate-heat-pumps", button: "Get a Ductless Quote" },
  { path: "/boiler-education", button: "Get a Boiler Quote" },
  { path: "/hybrid-water-heater-education", button: "Calculate Your Savings" },
];

for (const { path, button } of cases) {
  test(`${path}: "${button}" opens the quote dialog`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.getByRole("button", { name: button }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}
