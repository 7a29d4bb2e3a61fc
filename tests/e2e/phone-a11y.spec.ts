/**
 * What a screen reader, a keyboard and a low-vision eye meet that axe does not check: each tab of
 * the dashboard has its own document title; a switch's track, an empty star and a field's border
 * stand out from their background at 3:1 (WCAG 1.4.11, measured on the colours the browser
 * computes); the disabled Submit Review says why; the quote dialog's Close is its first stop; the
 * phone's card tables keep their column headers for screen readers.
 */
import type { Locator, Page } from "@playwright/test";
import * as messages from "../../common/messages";
import { expect, signInAsNewAdmin, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The contrast of `property`'s colour on `target` against the first opaque background behind it. */
async function contrast(target: Locator, property: string): Promise<number> {
  return target.evaluate((el, prop) => {
    // Any CSS colour (Tailwind's are oklch) as sRGB, through a canvas pixel.
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (c: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const fg = rgb(getComputedStyle(el).getPropertyValue(prop));
    let bg = { r: 255, g: 255, b: 255, a: 1 };
    for (let a = el.parentElement; a; a = a.parentElement) {
      const c = rgb(getComputedStyle(a).backgroundColor);
      if (c.a === 1) {
        bg = c;
        break;
      }
    }
    const [l1, l2] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  }, property);
}

test("each dashboard tab has its own title; the phone's tables keep their column headers", async ({ page }) => {
  await signInAsNewAdmin(page.request, { prefix: "tab-titles" });
  const titles = new Set<string>();
  for (const [tab, name] of [["leads", "Leads"], ["crm", "CRM"], ["testimonials", "Testimonials"], ["alerts", "Email Alerts"]] as const) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page).toHaveTitle(new RegExp(`^${name} \\| Admin Dashboard`));
    titles.add(await page.title());
  }
  expect(titles.size).toBe(4);
  // A click on a tab (no new document) changes the title too.
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "CRM" }).click();
  await expect(page).toHaveTitle(/^CRM \| Admin Dashboard/);

  await page.request.post("/api/leads", {
    data: { firstName: "Header", lastName: "Check", email: "header.check@example.com", phone: "8025550100", serviceType: "Heat Pump Installation", message: "Two heads", location: "Essex" },
  });
  await page.goto("/admin?tab=leads");
  await expect(page.getByTestId("lead-row").first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Status" })).toHaveCount(1);
  await page.goto("/admin/team");
  await expect(page.getByTestId("team-row").first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Two-factor" })).toHaveCount(1);
});

test("switches, empty stars and field borders are at least 3:1 against their background", async ({ page }) => {
  await signInAsNewAdmin(page.request, { prefix: "contrast" });
  await page.goto("/admin/team");
  const track = page.getByRole("switch").first();
  await expect(track).toBeVisible();
  await expect(track).toHaveAttribute("aria-checked", "false");
  expect(await contrast(track, "background-color"), "an unchecked switch's track").toBeGreaterThanOrEqual(3);

  await page.goto("/reviews/new");
  await waitForHydration(page);
  const star = page.locator("fieldset svg").first();
  expect(await contrast(star, "color"), "an empty star's outline").toBeGreaterThanOrEqual(3);
  expect(await contrast(page.getByLabel(messages.review.labels.customerName), "border-top-color"), "a field's border").toBeGreaterThanOrEqual(3);
});

async function openQuoteDialog(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: messages.quote.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the disabled Submit Review says why; the quote dialog's Close comes before its fields", async ({ page }) => {
  await page.goto("/reviews/new");
  await waitForHydration(page);
  const submit = page.getByRole("button", { name: messages.review.submit });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription(messages.review.chooseRating);
  await page.getByRole("radio", { name: messages.review.starLabel(4) }).check({ force: true });
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveAccessibleDescription("");

  const dialog = await openQuoteDialog(page);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
