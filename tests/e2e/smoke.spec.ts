import * as messages from "@common/messages";
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

test("public pages load with no console errors (no CSP violation), the stylesheet in the head, then hydrate", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && consoleErrors.push(msg.text()));
  for (const path of ["/", "/contact", "/reviews", "/services/heat-pumps", "/blog"]) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const head = html.slice(0, html.indexOf("</head>"));
    // The stylesheet rides in the head: the first paint waits for no second request.
    expect(head, `stylesheet in the head of ${path}`).toMatch(/<style data-precedence="default" data-href="\/assets\/app-[\w-]+\.css">/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }
  // The quote form's rules (zod) load on demand and validate without eval.
  await page.getByRole("button", { name: "Get Quote" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await dialog.getByRole("button", { name: messages.quote.submit }).click();
  await expect(dialog.getByText(messages.validation.emailRequired)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a toast's words are on the page once, and the toast list is a polite live region", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Get Quote" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await dialog.getByRole("button", { name: messages.quote.submit }).click();
  const title = page.getByText(messages.validation.toastTitle, { exact: true });
  await expect(title).toBeVisible();
  // Radix's one-second announcement copy would make a second match; sample through that second.
  for (let i = 0; i < 8; i++) {
    expect(await title.count()).toBe(1);
    expect(await page.getByText(messages.validation.toastDescription).count()).toBe(1);
    await page.waitForTimeout(150);
  }
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toHaveAttribute("aria-live", "polite");
});

test("the quote button opens the quote form before the page's script has run", async ({ page }) => {
  // The hydration entry is held: the page is the server's HTML, and nothing of React answers.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("First Name *")).toBeEditable();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(dialog).toBeVisible();
});
