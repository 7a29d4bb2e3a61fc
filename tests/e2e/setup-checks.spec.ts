/**
 * The setup checks in a real browser: on a production server without SMTP_URL (as the browser
 * tests run it) the back office's banner says mail is not delivered and how to fix it; the setup
 * page shows the check red with its fix, and an admin's dismissal takes it off the banner.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, signInAsNewAdmin, test, waitForHydration } from "./fixtures";

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

test("a red check is on the back office's banner until an admin dismisses it on /admin/setup", async ({ page }) => {
  await signInAsNewAdmin(page.request, { prefix: "setup" });

  await page.goto("/admin/team");
  await waitForHydration(page);
  const banner = page.getByTestId("setup-banner");
  await expect(banner).toContainText("Mail leaves the machine: no.");
  await expect(banner).toContainText("Fix: Set SMTP_URL");

  await banner.getByRole("link", { name: "Open the setup checks" }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Setup checks" })).toBeVisible();
  const mail = page.locator('[data-check="mail"]');
  await expect(mail).toContainText("Not working");
  await expect(mail).toContainText("SMTP_URL is not set: no lead alert or confirmation leaves the machine");
  const axe = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  expect(axe.violations).toEqual([]);

  await mail.getByRole("button", { name: "Dismiss from the banner" }).click();
  await expect(mail).toContainText("Dismissed: not on the back office's banner until it changes.");
  await expect(page.getByTestId("setup-banner")).not.toContainText("Mail leaves the machine");
});
