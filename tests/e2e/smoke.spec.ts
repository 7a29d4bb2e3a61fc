import { messages } from "../../app/shared/messages";
import type { Page } from "@playwright/test";
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

test("public pages load with no console errors (no CSP violation), paint from HTML and CSS, then hydrate", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && consoleErrors.push(msg.text()));
  // Notes when the first frame is rendered (the first animation frame callback, before any other).
  await page.addInitScript(() => requestAnimationFrame((t) => ((window as unknown as { firstFrame: number }).firstFrame = t)));
  for (const path of ["/", "/contact", "/reviews", "/services/heat-pumps", "/blog"]) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, `stylesheet in the head of ${path}`).toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head, `no script fetched before the first paint on ${path}`).not.toContain("modulepreload");
    expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">await new Promise/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The scripts were requested after the first frame.
    const order = await page.evaluate(() => {
      const scripts = performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".js"));
      return {
        firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
      };
    });
    expect(order.firstScript, `scripts after the first frame on ${path}`).toBeGreaterThan(order.firstFrame);
  }
  // The quote dialog (and zod with it) loads on demand and validates without eval.
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

test.describe("a press before the page's script has taken over is answered once it has", () => {
  /** Holds the hydration entry module until `release()`, so the page stays server HTML. */
  async function holdHydration(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return {
      release: async () => {
        release();
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      },
    };
  }

  test("the quote control is a link to the quote page until then, the dialog after", async ({ page }) => {
    const held = await holdHydration(page);
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole("button", { name: "Send Quote Request" })).toBeVisible();
    await held.release();
    await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Free Quote" })).toBeVisible();
  });

  test("the Services menu (opened on pointer down) and a gallery tab (chosen on mouse down)", async ({ page }) => {
    let held = await holdHydration(page);
    await page.goto("/gallery");
    await page.getByRole("tab", { name: "Boilers" }).click();
    await expect(page.getByRole("tab", { name: "Boilers" })).toHaveAttribute("aria-selected", "false");
    await held.release();
    await expect(page.getByRole("tab", { name: "Boilers" })).toHaveAttribute("aria-selected", "true");

    await page.unrouteAll();
    held = await holdHydration(page);
    await page.goto("/about-us");
    await page.getByRole("banner").getByRole("button", { name: "Services" }).click();
    await held.release();
    await expect(page.getByRole("menu")).toBeVisible();
  });

  test("the mobile menu opens once however many times it was pressed", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const held = await holdHydration(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await toggle.click();
    await held.release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });
});
