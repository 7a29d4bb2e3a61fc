/**
 * What a phone downloads to show a public page and be ready for its first tap: every script the
 * page requests by itself, with no interaction, until the network and the main thread are idle,
 * counted at the size the server sends (the build's brotli copy). tests/unit/js-budget.test.ts
 * counts the modules the HTML names; this counts what the browser really fetched, so a chunk
 * pulled in after hydration (on idle, by an effect) is caught too. The quote dialog is in the
 * page: a tap on its button fetches nothing; the toast area waits for a visitor's first use of a form.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import * as messages from "@common/messages";
import { expect, signInAsNewAdmin, stamp, test, toastRegion } from "./fixtures";

// The budget is 140 KB per public page; the quote dialog's form (about 6 KB) is now part of every
// page instead of arriving at the first tap.
const BUDGET_BYTES = 140 * 1024;
const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
// Lighthouse's phone.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Bytes of one build script as the server sends it: its brotli copy, or itself when too small to have one. */
function sentSize(pathname: string) {
  const file = path.join(assetsDir, pathname);
  return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** Collects the pathnames of the scripts `page` requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Waits until the page has hydrated, the network is quiet and the browser has had an idle moment. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState("networkidle");
}

let postPath = "";
let staff: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.99.1.1" } });
  await signInAsNewAdmin(staff, { prefix: "weight" });
  const paragraph = "A cold-climate heat pump keeps a Vermont farmhouse warm at -15°F when it is sized from a real heat-loss calculation. ";
  const content = Array.from({ length: 30 }, (_, i) => `## Part ${i + 1}\n\n${paragraph.repeat(5)}`).join("\n\n");
  const created = await staff.post("/api/blog", {
    headers: { Origin: baseURL! },
    data: { title: `Heat pump weight ${stamp()}`, content, status: "published" },
  });
  expect(created.status()).toBe(201);
  postPath = `/blog/${((await created.json()) as { slug: string }).slug}`;
});
test.afterAll(async () => staff?.dispose());

for (const name of ["/", "/services/heat-pumps", "/heat-pump-education", "/reviews", "/gallery", "post", "/contact", "/quote"]) {
  test(`${name}: the scripts a phone fetches without a tap stay within 140 KB`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(name === "post" ? postPath : name);
    await settle(page);
    const sizes = [...new Set(scripts)].map((url) => [url, sentSize(url)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(total, sizes.map(([url, size]) => `${url} ${size}`).join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test("a tap on Get a Free Quote fetches nothing: the dialog and its form are in the page", async ({ page }) => {
  await page.goto("/services/heat-pumps");
  await settle(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.getByRole("main").getByRole("button", { name: "Get a Free Quote" }).first().click();
  const dialog = page.getByRole("dialog", { name: messages.quote.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Service Needed")).toHaveValue("Heat Pump Installation");
  expect(requested).toEqual([]);
  // Typing needs no script either (the form's rules come at its first focus, for its checks).
  await dialog.getByLabel("First Name *").fill("Quick");
  await expect(dialog.getByLabel("First Name *")).toHaveValue("Quick");
});

test("the toast area loads when a visitor starts on a form, not before", async ({ page }) => {
  await page.goto("/contact");
  await settle(page);
  await expect(toastRegion(page)).toHaveCount(0);
  await page.locator("#consultation-form").getByLabel("First Name *").focus();
  await expect(toastRegion(page)).toBeAttached();
});

test("a page's scripts are fetched at low priority, behind its text, stylesheet and pictures", async ({ page }) => {
  // Chromium's own priority for each request, as its network panel shows it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  const scriptOf = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    if (type !== "Script") return;
    const path = new URL(request.url).pathname;
    scriptOf.set(requestId, path);
    priorities.set(path, request.initialPriority);
  });
  // Chromium may raise a request's priority later (it does for pictures that turn out to be in view).
  cdp.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
    const path = scriptOf.get(requestId);
    if (path) priorities.set(path, newPriority);
  });
  await page.goto("/");
  await settle(page);
  expect(priorities.size).toBeGreaterThan(3);
  expect([...priorities].filter(([, priority]) => priority !== "Low")).toEqual([]);
});
