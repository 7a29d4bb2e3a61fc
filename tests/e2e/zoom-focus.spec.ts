/**
 * Zoom and keyboard focus on the public site, as a visitor at 400 % zoom or on a keyboard meets it:
 * at 320 CSS px no page scrolls sideways and the menu button shows whole (WCAG 1.4.10); the focus
 * ring stands out 3:1 from what is behind it on light and dark sections, in every theme (1.4.11);
 * the sticky header never covers the focused element (2.4.11).
 */
import type { Page } from "@playwright/test";
import { themes, THEME_STORAGE_KEY } from "../../app/features/theme/theme";
import { expect, signInAsNewAdmin, test, waitForHydration } from "./fixtures";

test.describe.configure({ mode: "parallel" });

/** Tabs (or Shift+Tabs) through the page until focus leaves it, calling `visit` at each stop. */
async function tabThrough(page: Page, visit: () => Promise<void>, key = "Tab") {
  let stops = 0;
  for (; stops < 200; stops++) {
    await page.keyboard.press(key);
    const inPage = await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);
    if (!inPage) break;
    await visit();
  }
  return stops;
}

test("at 320 px no public page in the sitemap scrolls sideways and the menu button shows whole", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(10);
  const found: Record<string, string> = {};
  for (const path of paths) {
    await page.goto(path);
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(menu).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const box = (await menu.boundingBox())!;
    const problems = [];
    if (width > 320) problems.push(`page is ${width} px wide`);
    if (box.x < 0 || box.y < 0 || box.x + box.width > 320 || box.y + box.height > 640) problems.push(`menu button at x ${box.x}, width ${box.width}`);
    if (problems.length) found[path] = problems.join("; ");
  }
  expect(found).toEqual({});
});

for (const theme of themes) {
  test(`the focus ring on Home stands out 3:1 from what is behind it (${theme.label} theme)`, async ({ page }) => {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme.value] as const);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(`theme-${theme.value}`));
    const weak: string[] = [];
    const stops = await tabThrough(page, async () => {
      const found = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement;
        // Buttons fade their colours in (transition-colors, outline included): judge the ring it settles on.
        await Promise.all(el.getAnimations().map((a) => a.finished));
        // Any CSS colour (Tailwind writes oklch) to sRGB through a canvas pixel.
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
        const rgba = (color: string) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = "#000";
          ctx.fillStyle = color;
          ctx.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
          return [r!, g!, b!, a! / 255] as const;
        };
        // The ring sits outside the element (offset), so it is drawn on its ancestors' background.
        const layers: (readonly [number, number, number, number])[] = [];
        for (let node = el.parentElement; node; node = node.parentElement) {
          const c = rgba(getComputedStyle(node).backgroundColor);
          if (c[3] > 0) layers.push(c);
          if (c[3] === 1) break;
        }
        let bg: [number, number, number] = [255, 255, 255];
        for (const [r, g, b, a] of layers.reverse()) bg = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
        const style = getComputedStyle(el);
        if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0) return { label: el.outerHTML.slice(0, 80), ratio: 0 };
        const ring = rgba(style.outlineColor);
        const luminance = ([r, g, b]: readonly number[]) => {
          const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const [hi, lo] = [luminance(ring), luminance(bg)].sort((x, y) => y - x);
        return { label: `ring ${style.outlineColor} on rgb(${bg.map(Math.round).join(", ")}): ${el.outerHTML.slice(0, 80)}`, ratio: (hi! + 0.05) / (lo! + 0.05) };
      });
      if (found.ratio < 3) weak.push(`${found.ratio.toFixed(2)}:1 ${found.label}`);
    });
    expect(stops).toBeGreaterThan(20);
    expect(weak).toEqual([]);
  });
}

/**
 * The focused element when its top is above the sticky header's bottom and the header is what
 * shows there (the skip link is drawn over the header, so it passes); null when focus is fine.
 */
const focusUnderHeader = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const header = document.querySelector("header")!;
    if (header.contains(el)) return null;
    const box = el.getBoundingClientRect();
    const bottom = header.getBoundingClientRect().bottom;
    if (box.top >= bottom) return null;
    const shown = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top + 1, 0));
    if (shown && el.contains(shown)) return null;
    return `${el.outerHTML.slice(0, 80)} at ${Math.round(box.top)} px, header ends at ${Math.round(bottom)} px`;
  });

test("on a phone no stop on Home hides under the sticky header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  const hidden: string[] = [];
  const check = async () => {
    const found = await focusUnderHeader(page);
    if (found) hidden.push(found);
  };
  expect(await tabThrough(page, check)).toBeGreaterThan(20);
  // Backwards too: going up, a stop the browser counts as in view may still be under the header.
  expect(await tabThrough(page, check, "Shift+Tab")).toBeGreaterThan(20);
  expect(hidden).toEqual([]);

  // The skip link's next stop: the first one in the page's main content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
  expect(await focusUnderHeader(page)).toBeNull();
});

test("on a phone the first invalid field of /contact, focused on sending, is not under the sticky header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await waitForHydration(page);
  const form = page.locator("#consultation-form form");
  const first = form.getByRole("textbox").first();
  const email = form.getByRole("textbox", { name: /email/i });
  // The visitor has scrolled on so the first field's top is behind the header, and sends with Enter.
  await email.click();
  await page.evaluate((top) => window.scrollBy(0, top - 30), (await first.boundingBox())!.y);
  await page.keyboard.press("Enter");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  expect(await focusUnderHeader(page)).toBeNull();
});

test("on a phone the back office's nav strip scrolls each focused item fully into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewAdmin(page.request, { prefix: "navstrip" });
  await page.goto("/admin");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Back office" });
  const links = nav.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThan(4);
  await links.first().focus();
  const clipped: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.keyboard.press("Tab");
    await expect(links.nth(i)).toBeFocused();
    // The whole item and its ring (2 px offset, 2 px wide) inside the strip's visible width.
    const shown = await links.nth(i).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const strip = el.closest("nav")!.getBoundingClientRect();
      return box.left - 4 >= strip.left && box.right + 4 <= strip.right ? null : `${el.textContent} at ${Math.round(box.left)}–${Math.round(box.right)} px`;
    });
    if (shown) clipped.push(shown);
  }
  expect(clipped).toEqual([]);
});
