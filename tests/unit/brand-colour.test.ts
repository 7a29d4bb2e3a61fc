/**
 * The accent colour's arithmetic: WCAG contrast against published reference pairs, and the palette
 * derived from one colour (kept as shade 700, lighter above, darker below, always in sRGB).
 */
import { describe, expect, it } from "vitest";
import { accentRefusal, brandPalette, brandPaletteCss, BRAND_SHADES, checkAccent, contrastRatio, formatRatio, luminance, normaliseHex } from "@common/brand-colour";

describe("contrast", () => {
  it("matches WCAG's reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    expect(luminance("#ff0000")).toBeCloseTo(0.2126, 4);
  });

  it("passes a dark accent and refuses a light one, naming the ratio and the need", () => {
    expect(checkAccent("#1a4b76").ok).toBe(true);
    expect(checkAccent("#767676").ok).toBe(true);
    const light = checkAccent("#f0c000");
    expect(light.ok).toBe(false);
    expect(formatRatio(light.ratio)).toBe("1.71:1");
    expect(accentRefusal("#f0c000", light.ratio)).toBe(
      "White text on #f0c000 (buttons) and #f0c000 as link text on white measure 1.71:1; WCAG AA needs at least 4.5:1. Choose a darker colour.",
    );
    // Cut, not rounded: a ratio just under the need never reads as meeting it.
    expect(formatRatio(4.4999)).toBe("4.49:1");
  });

  it("reads six- and three-digit hex codes only", () => {
    expect(normaliseHex(" #1A4B76 ")).toBe("#1a4b76");
    expect(normaliseHex("#abc")).toBe("#aabbcc");
    for (const bad of ["1a4b76", "#1a4b7", "red", "#ggg000", "#1a4b76;}body{", ""]) expect(normaliseHex(bad)).toBeNull();
  });
});

describe("the derived palette", () => {
  const hex = (s: string) => /^#[0-9a-f]{6}$/.test(s);

  it("keeps the colour as shade 700 and steps from near-white to near-black", () => {
    for (const accent of ["#1a4b76", "#8b1e3f", "#2f6b4f", "#5b21b6", "#444444", "#000000"]) {
      const palette = brandPalette(accent);
      expect(palette[700]).toBe(accent);
      const lum = BRAND_SHADES.map((s) => luminance(palette[s]));
      for (let i = 1; i < lum.length; i += 1) expect(lum[i]!, `${accent} ${BRAND_SHADES[i]}`).toBeLessThanOrEqual(lum[i - 1]! + 1e-9);
      expect(Object.values(palette).every(hex)).toBe(true);
      expect(luminance(palette[50])).toBeGreaterThan(0.85);
    }
  });

  it("gives back (about) the built-in palette from the built-in colour", () => {
    const builtIn = { 50: "#eff6fb", 200: "#b3d3ea", 500: "#2b72ab", 900: "#14324d" } as const;
    const palette = brandPalette("#1a4b76");
    for (const [shade, expected] of Object.entries(builtIn)) {
      expect(contrastRatio(palette[Number(shade) as keyof typeof builtIn], expected), shade).toBeLessThan(1.1);
    }
  });

  it("writes only the eleven variables", () => {
    const css = brandPaletteCss("#8b1e3f");
    expect(css).toMatch(/^:root\{(--color-brand-\d+:#[0-9a-f]{6};?){11}\}$/);
    expect(css).toContain("--color-brand-700:#8b1e3f");
  });
});
