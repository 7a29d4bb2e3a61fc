/**
 * axe (WCAG 2 A/AA plus best practices) on every public page of the route table (phone viewport,
 * plus desktop for a representative set), and on the open mobile menu, Services dropdown and quote
 * dialog. Any violation fails, and the failure lists every page that has one.
 * Pages are checked a handful at a time in one tab, as a visitor goes from page to page: a fresh
 * browser context per page fetched and compiled the site's scripts again each time, about a third
 * of this file's time. The groups run side by side on the two workers.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { staticPublicPages } from "../../server/seo/public-pages";
import { expect, test, waitForHydration } from "./fixtures";

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

const pages = [
  ...staticPublicPages.map((p) => p.path),
  // The towns' pages (content, so not in the static list): the two richer ones and a community's.
  "/services/areas/burlington",
  "/services/areas/south-burlington",
  "/services/areas/essex",
  "/services/heat-pumps",
  "/services/high-efficiency-boilers",
  "/services/maintenance-contracts",
  "/services/ductless-mini-splits",
  "/services/not-a-service",
  "/blog/category/heat-pumps",
  "/quote",
  "/reviews/new",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/accept-invite",
  "/no-such-page",
];

/** axe's findings on the page as it is, one line per rule broken. */
async function violations(page: Page) {
  // @axe-core/playwright types against its own playwright-core copy; the runtime object is the same.
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}

async function expectNoViolations(page: Page, label: string) {
  expect(await violations(page), `axe violations on ${label}`).toEqual([]);
}

const PAGES_PER_TEST = 8;
const chunks = (paths: string[]) =>
  Array.from({ length: Math.ceil(paths.length / PAGES_PER_TEST) }, (_, i) => paths.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST));

test.describe.configure({ mode: "parallel" });

/** Mobile first: every page on a phone; the desktop header and layouts on a representative set. */
for (const viewport of [
  { name: "phone", width: 390, height: 844, paths: pages },
  { name: "desktop", width: 1280, height: 900, paths: ["/", "/services/heat-pumps", "/contact", "/reviews", "/gallery"] },
]) {
  test.describe(`axe on every public page (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const paths of chunks(viewport.paths)) {
      test(paths.join(" "), async ({ page }) => {
        test.setTimeout(paths.length * 20_000);
        const found: Record<string, string[]> = {};
        for (const path of paths) {
          await page.goto(path);
          await waitForHydration(page);
          const list = await violations(page);
          if (list.length) found[path] = list;
        }
        expect(found, `axe violations (${viewport.name})`).toEqual({});
      });
    }
  });
}

test.describe("axe on open menus and dialogs", () => {
  test("mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoViolations(page, "mobile menu");
  });

  test("Services dropdown and quote dialog open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/services");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoViolations(page, "services dropdown");
    await page.keyboard.press("Escape");
    await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "quote dialog");
  });
});
