/**
 * What a phone downloads to show a public page and be ready for its first tap: every script the
 * page requests by itself, with no interaction, until the network and the main thread are idle,
 * counted at the size the server sends (the build's brotli copy). tests/unit/js-budget.test.ts
 * counts the modules the HTML names; this counts what the browser really fetched, so a chunk
 * pulled in after hydration (on idle, by an effect) is caught too. Code that waits for a
 * visitor's intent (the quick-quote form, dialogs, the toast area) is then shown to arrive
 * when the visitor comes to it, and to work.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { messages } from "../../app/shared/messages";
import { E2E_ADMIN_KEY, expect, ownedByReact, test, toastRegion, waitForHydration } from "./fixtures";

const BUDGET_BYTES = 130 * 1024;
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
  const email = `weight-${Date.now().toString(36)}@mansfield.test`;
  const password = "page-weight-password-123";
  expect((await staff.post("/api/auth/create-admin", { data: { email, password, adminKey: E2E_ADMIN_KEY } })).status()).toBe(201);
  expect((await staff.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
  const paragraph = "A cold-climate heat pump keeps a Vermont farmhouse warm at -15°F when it is sized from a real heat-loss calculation. ";
  const content = Array.from({ length: 30 }, (_, i) => `## Part ${i + 1}\n\n${paragraph.repeat(5)}`).join("\n\n");
  const created = await staff.post("/api/blog", {
    headers: { Origin: baseURL! },
    data: { title: `Heat pump weight ${Date.now().toString(36)}`, content, status: "published" },
  });
  expect(created.status()).toBe(201);
  postPath = `/blog/${((await created.json()) as { slug: string }).slug}`;
});
test.afterAll(async () => staff?.dispose());

const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

for (const name of ["/", "/services/heat-pumps", "/heat-pump-education", "/reviews", "/gallery", "post", "/contact", "/quote"]) {
  test(`${name}: the scripts a phone fetches without a tap stay within 130 KB`, async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto(name === "post" ? postPath : name);
    await settle(page);
    const sizes = [...new Set(scripts)].map((url) => [url, sentSize(url)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(total, sizes.map(([url, size]) => `${url} ${size}`).join("\n")).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

/** Scrolls to the home quick-quote, waits until React has it, and sends it empty: the script answers. */
async function sendEmptyQuickQuote(page: Page) {
  const form = page.locator("#quick-quote");
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page, form);
  await form.getByRole("button", { name: messages.quickQuote.submit }).click();
  return form;
}

test("the home quick-quote's code arrives when a visitor scrolls to the form, which then works", async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto("/");
  await settle(page);
  const form = page.locator("#quick-quote");
  expect(scripts.some((url) => url.includes("quick-quote-form")), "fetched before the visitor came to the form").toBe(false);
  expect(await form.evaluate(ownedByReact)).toBe(false);
  // The script answers now: its own messages, without a round trip to the page.
  await sendEmptyQuickQuote(page);
  expect(scripts.some((url) => url.includes("quick-quote-form"))).toBe(true);
  await expect(form.getByText(messages.quickQuote.nameRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the quick-quote survives the quote dialog opened and closed before the visitor reached it", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  // The dialog's open state is context above the form: it reaches the form's part before it has hydrated.
  await page.getByRole("main").getByRole("button", { name: "Get a Free Quote" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const form = await sendEmptyQuickQuote(page);
  await expect(form.getByText(messages.quickQuote.emailRequired)).toBeVisible();
});

test("when the quick-quote's code cannot be fetched, the server's form still sends the request", async ({ page }) => {
  await page.route(/quick-quote-form-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await settle(page);
  const q = messages.quickQuote;
  const form = page.locator("#quick-quote");
  await form.scrollIntoViewIfNeeded();
  const last = `Offline ${letters()}`;
  await form.getByLabel(q.labels.name).fill(`Lou ${last}`);
  await form.getByLabel(q.labels.phone).fill("802-555-0177");
  await form.getByLabel(q.labels.email).fill("lou@example.com");
  await form.getByLabel(q.labels.serviceType).selectOption("Heat Pump Installation");
  // No error screen in its place: the page is still the home page, the form the server's.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Vermont Homes");
  await form.getByRole("button", { name: q.submit }).click();
  await expect(page.locator("#quick-quote").getByTestId("form-sent")).toContainText(q.successTitle);
  // Filled by a test's hand in a second, it may be held as likely spam: stored all the same.
  const leads = [];
  for (const list of ["/api/leads", "/api/leads?spam=true"]) leads.push(...((await (await staff.get(list)).json()) as { lastName: string; serviceType: string }[]));
  expect(leads.filter((lead) => lead.lastName === last)).toMatchObject([{ serviceType: "Heat Pump Installation" }]);
});

test("the quick-quote renders at once when a visitor comes back to the home page by a link", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  // Away before reaching the form, then back, both in the page's own navigation.
  await page.getByRole("main").locator('a[href="/heat-pump-education"]').first().click();
  await expect(page).toHaveURL(/\/heat-pump-education$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const form = await sendEmptyQuickQuote(page);
  await expect(form.getByText(messages.quickQuote.phoneRequired)).toBeVisible();
});

test("the toast area loads when a visitor starts on a form, not before", async ({ page }) => {
  await page.goto("/contact");
  await settle(page);
  await expect(toastRegion(page)).toHaveCount(0);
  await page.locator("#consultation-form").getByLabel("First Name *").focus();
  await expect(toastRegion(page)).toBeAttached();
});
