/**
 * The setup checks in a real browser: on a production server without SMTP_URL (as the browser
 * tests run it) the back office's banner says mail is not delivered and how to fix it; the setup
 * page shows the check red with its fix, and an admin's dismissal takes it off the banner. The
 * banner comes with the page as served, so it never pushes the page down after it has shown.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, signInAsNewAdmin, test, waitForHydration } from "./fixtures";

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

test("a red check is on the back office's banner until an admin dismisses it on /admin/setup", async ({ page }) => {
  await signInAsNewAdmin(page.request, { prefix: "setup" });

  // In the server's HTML, above the page's own heading: nothing moves when the scripts run.
  const [beforeMain] = (await (await page.request.get("/admin/team")).text()).split("<main");
  expect(beforeMain).toContain('data-testid="setup-banner"');
  expect(beforeMain).toContain("SMTP_URL is not set");
  expect(await (await page.request.get("/")).text()).not.toContain("setup-banner");

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
  // The page as served next time leaves the dismissed check out too.
  expect(await (await page.request.get("/admin/team")).text()).not.toContain("SMTP_URL is not set");
});
