/**
 * Signing in keeps where the owner was going: a lead opened signed out (the alert's Open lead)
 * is the page the sign-in lands on. And the forgot-password form's malformed address is told as
 * the spec asks: the banner and the "Error" toast, beside the field's own error.
 */
import { STAFF_PASSWORD, createAdmin, expect, test, toastRegion, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a lead opened signed out is where the sign-in lands", async ({ page, baseURL }) => {
  const { email } = await createAdmin(page.request, { prefix: "return" });
  const res = await page.request.post("/api/leads", {
    headers: { Origin: baseURL! },
    data: {
      firstName: "Rhea",
      lastName: "Returning",
      email: "rhea@example.com",
      phone: "(802) 555-0199",
      serviceType: "Heat Pump Installation",
      message: "Please call about a heat pump.",
      location: "Essex",
      source: "website",
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/admin/leads/${id}?from=alert`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}\\?from=alert$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Rhea Returning" })).toBeVisible();
});

test("forgot password: a malformed address shows the banner and the Error toast", async ({ page }) => {
  await page.goto("/forgot-password");
  await waitForHydration(page);
  await page.locator("#forgot-email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" }).first()).toBeVisible();
  const toast = toastRegion(page);
  await expect(toast.getByText("Error", { exact: true })).toBeVisible();
  await expect(toast.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
  await expect(page.locator("#forgot-email")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("forgot password: a malformed address shows the banner beside the field's error", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.locator("#forgot-email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
  });
});
