import { expect, test } from "./fixtures";

test("home page renders on the server and hydrates", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  await expect(
    page.getByText(
      "We couldn't find the page you're looking for. The page may have been moved, deleted, or the URL might be incorrect.",
    ),
  ).toBeVisible();
});
