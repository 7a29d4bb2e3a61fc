/**
 * The brand on a phone (390 px): the owner uploads a logo and picks an accent colour in Settings;
 * a colour too light for white text is refused at its field with the measured ratio, a good one
 * is saved; the public home page then shows the logo (named by the business) and the colour.
 */
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, signInAsNewAdmin, test, toastRegion, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

const logo = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 139, g: 30, b: 63, alpha: 1 } } })
    .png()
    .toBuffer();

test("the owner's logo and colour reach the public home page; a low-contrast colour is refused at its field", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request, { prefix: "brand" });
  const { name } = (await (await page.request.get("/api/admin/settings")).json()) as { name: string };
  try {
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const brand = page.getByRole("region", { name: "Brand" });
    await expect(brand.getByText("No logo: the header shows the business name")).toBeVisible();

    await brand.getByLabel("Upload a logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logo() });
    await brand.getByRole("button", { name: "Upload logo" }).click();
    await expect(toastRegion(page).getByText("Logo saved")).toBeVisible();
    await expect(brand.getByRole("img", { name: "Your logo" })).toBeVisible();

    const accent = brand.getByLabel("Accent colour (hex)");
    await accent.fill("#f0c000");
    await brand.getByRole("button", { name: "Save colour" }).click();
    await expect(brand.getByRole("alert")).toHaveText(/measure 1\.71:1; WCAG AA needs at least 4\.5:1/);
    await expect(accent).toHaveAttribute("aria-invalid", "true");
    // The Brand part, with its refusal showing, meets WCAG 2 A/AA by axe.
    const axe = await new AxeBuilder({ page: page as unknown as AxePage }).include("[aria-labelledby='brand-heading']").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(((await (await page.request.get("/api/admin/brand")).json()) as { accent: string | null }).accent).toBeNull();

    await accent.fill("#8b1e3f");
    await expect(brand.getByText("Contrast 8.91:1 (passes)")).toBeVisible();
    await brand.getByRole("button", { name: "Save colour" }).click();
    await expect(toastRegion(page).getByText("Colour saved")).toBeVisible();
    await expect(accent).toHaveAttribute("aria-invalid", "false");

    const visitor = await page.context().browser()!.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    try {
      const home = await visitor.newPage();
      await home.goto("/");
      const shown = home.getByRole("banner").getByRole("img", { name });
      await expect(shown).toBeVisible();
      expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
      // The palette's variable and a button drawn with it: the owner's colour, no rebuild.
      expect(await home.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-brand-700").trim())).toBe("#8b1e3f");
      // The hero is drawn in brand-900: now the owner's hue, darker (#5c192b), no longer the built-in navy.
      const hero = home.locator("main section.bg-brand-900").first();
      await expect(hero).toBeVisible();
      await expect(hero).toHaveCSS("background-color", "rgb(92, 25, 43)");
    } finally {
      await visitor.close();
    }
  } finally {
    // The worker's server is shared with the other specs: leave the built-in look.
    await page.request.delete("/api/admin/brand/logo");
    await page.request.put("/api/admin/brand/accent", { data: { accent: null } });
  }
});
