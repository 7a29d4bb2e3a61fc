/**
 * Your account (/admin/account) in Chromium: the name you set is what the back office shows; the
 * back office registers its service worker for /admin only and links its own manifest, while a
 * public page gets neither; the notification switch says so plainly when the browser refuses
 * permission (Chromium's own push service cannot be reached offline, so delivery is covered by
 * tests/integration/push.test.ts against a local push service); the calendar address is shown
 * and replaced, the old one answering 404.
 */
import AxeBuilder from "@axe-core/playwright";
import * as staffMessages from "@common/staff-messages";
import { expect, signInAsNewAdmin, test, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signInAsNewAdmin(page.request, { prefix: "account-owner", name: "Owner Before" });
});

test("your name, the refused notification permission and the calendar address", async ({ page }) => {
  await page.goto("/admin/account");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: staffMessages.account.title })).toBeVisible();
  await expect(page.getByTestId("signed-in-user")).toHaveText("Owner Before");

  const name = page.getByRole("textbox", { name: "Your name" });
  await name.fill("");
  await page.getByRole("button", { name: staffMessages.account.saveName }).click();
  await expect(page.getByText("Please enter a name")).toBeVisible();
  await name.fill("Morgan Lee");
  await page.getByRole("button", { name: staffMessages.account.saveName }).click();
  await expect(page.getByTestId("signed-in-user")).toHaveText("Morgan Lee");

  // No permission was granted to this browser context. Full Chromium refuses when the switch asks;
  // the headless shell reports notifications blocked from the start, as a browser whose site
  // settings block them does. Either way the page ends saying how to fix it, with no switch left.
  const toggle = page.getByRole("switch", { name: staffMessages.push.switchLabel });
  const state = page.getByTestId("push-state");
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(state).toHaveText(new RegExp(`^(${escape(staffMessages.push.off)}|${escape(staffMessages.push.denied)})$`));
  if ((await state.textContent()) === staffMessages.push.off) await toggle.click();
  await expect(state).toHaveText(staffMessages.push.denied);
  await expect(toggle).toHaveCount(0);

  const address = page.getByLabel(staffMessages.calendar.urlLabel);
  await expect(address).toHaveValue(/\/api\/calendar\/jobs\.ics\?token=/);
  const old = await address.inputValue();
  expect((await page.request.get(old)).status()).toBe(200);
  await page.getByRole("button", { name: staffMessages.calendar.revoke }).click();
  await page.getByRole("alertdialog", { name: staffMessages.calendar.revokeTitle }).getByRole("button", { name: staffMessages.calendar.revoke }).click();
  await expect(address).not.toHaveValue(old);
  expect((await page.request.get(old)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);

  const { violations } = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("the back office registers its worker for /admin and links its manifest; a public page has neither", async ({ page }) => {
  await page.goto("/admin/account");
  await waitForHydration(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/admin");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");

  await page.goto("/services/heat-pumps");
  await waitForHydration(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  // The worker's scope does not reach the public site: nothing controls this page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/services/heat-pumps")) === undefined)).toBe(true);
});
