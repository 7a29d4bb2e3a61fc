/** The blog's subscribe form with JavaScript off: the browser posts it, the page answers. */
import { expect, stamp, test } from "./fixtures";
import * as messages from "@common/messages";

const n = messages.newsletter;

test.use({ javaScriptEnabled: false });

test("subscribing on /blog without JavaScript shows the check-your-e-mail message", async ({ page }) => {
  await page.goto("/blog");
  const form = page.locator("#subscribe-form");
  await form.getByLabel(n.emailLabel).fill(`reader-${stamp()}@example.com`);
  await form.getByRole("button", { name: n.submit }).click();
  await expect(page.getByText(n.checkEmailTitle)).toBeVisible();
  await expect(page.getByText(n.checkEmail)).toBeVisible();
  await expect(page.locator("#subscribe-form")).toHaveCount(0);
});
