/**
 * The owner's accent colour: its WCAG contrast against white and the brand palette (the Tailwind
 * `brand-*` shades) derived from it. Plain arithmetic, no dependency: the back office checks a
 * colour as it is picked, the server checks it again before saving and writes the palette into
 * every page's head. Public pages never load this module (the server sends them the CSS).
 */

/** WCAG 2 AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

export const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

/**
 * The shade the owner's colour becomes: buttons are `bg-brand-700` with white text and links
 * `text-brand-700` on white (app/components/ui/button.tsx), so the colour checked is the one used.
 */
export const ACCENT_SHADE: BrandShade = 700;

/** The built-in palette (app/app.css): its lightness and chroma steps shape the derived one. */
const BUILT_IN: Record<BrandShade, string> = {
  50: "#eff6fb",
  100: "#d8e9f4",
  200: "#b3d3ea",
  300: "#80b4da",
  400: "#4a8fc4",
  500: "#2b72ab",
  600: "#1f5c91",
  700: "#1a4b76",
  800: "#173f62",
  900: "#14324d",
  950: "#0c1f31",
};

type Rgb = [number, number, number];

/** "#1A4B76" or "#1a4b76" → "#1a4b76"; "#abc" → "#aabbcc"; anything else → null. */
export function normaliseHex(input: string): string | null {
  const s = input.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(s)) return s;
  if (/^#[0-9a-f]{3}$/.test(s)) return `#${[...s.slice(1)].map((c) => c + c).join("")}`;
  return null;
}

function rgbOf(hex: string): Rgb {
  const h = normaliseHex(hex);
  if (!h) throw new Error(`not a colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(h.slice(1 + i, 3 + i), 16) / 255) as Rgb;
}

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, "0")).join("")}`;

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** As shown to the owner: cut (not rounded) to two decimals, so 4.497 never reads "4.50". */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

export interface AccentCheck {
  ok: boolean;
  /** White text on the accent (buttons) and the accent as text on white (links): the same pair. */
  ratio: number;
}

export function checkAccent(hex: string): AccentCheck {
  const ratio = contrastRatio("#ffffff", hex);
  return { ok: ratio >= MIN_CONTRAST, ratio };
}

/** The refusal the accent field shows: the measured ratio and what is needed. */
export const accentRefusal = (hex: string, ratio: number) =>
  `White text on ${hex} (buttons) and ${hex} as link text on white measure ${formatRatio(ratio)}; WCAG AA needs at least ${MIN_CONTRAST}:1. Choose a darker colour.`;

// OKLab (Björn Ottosson): lightness steps in it look even to the eye, so the derived shades
// step like the built-in ones whatever the hue.
type Lab = [number, number, number];

function oklab(hex: string): Lab {
  const [r, g, b] = rgbOf(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function linearRgbOfLab([L, a, b]: Lab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((c) => c >= -1e-4 && c <= 1 + 1e-4);

/** A colour of lightness L, chroma C and hue h (radians); chroma is reduced until sRGB can show it. */
function fromLch(L: number, C: number, h: number): string {
  const at = (c: number) => linearRgbOfLab([L, c * Math.cos(h), c * Math.sin(h)]);
  let rgb = at(C);
  if (!inGamut(rgb)) {
    let [lo, hi] = [0, C];
    for (let i = 0; i < 24; i += 1) {
      const mid = (lo + hi) / 2;
      if (inGamut(at(mid))) lo = mid;
      else hi = mid;
    }
    rgb = at(lo);
  }
  return hexOf(rgb.map((c) => fromLinear(Math.min(1, Math.max(0, c)))) as Rgb);
}

const lch = (hex: string) => {
  const [L, a, b] = oklab(hex);
  return { L, C: Math.hypot(a, b), h: Math.atan2(b, a) };
};

/**
 * Eleven shades from one colour, which is kept exactly as shade 700. Lighter shades move toward
 * white and darker ones toward black in the built-in palette's proportions, with its chroma
 * steps, so a page keeps the same light-to-dark structure in the owner's hue.
 */
export function brandPalette(accent: string): Record<BrandShade, string> {
  const hex = normaliseHex(accent);
  if (!hex) throw new Error(`not a colour: ${accent}`);
  const owner = lch(hex);
  const anchor = lch(BUILT_IN[ACCENT_SHADE]);
  const palette = {} as Record<BrandShade, string>;
  for (const shade of BRAND_SHADES) {
    if (shade === ACCENT_SHADE) {
      palette[shade] = hex;
      continue;
    }
    const step = lch(BUILT_IN[shade]);
    const L =
      shade > ACCENT_SHADE
        ? owner.L * (step.L / anchor.L)
        : owner.L + (1 - owner.L) * ((step.L - anchor.L) / (1 - anchor.L));
    const C = owner.C * (step.C / anchor.C);
    palette[shade] = fromLch(L, C, owner.h);
  }
  return palette;
}

/**
 * The `<style>` text that replaces the built-in palette (Tailwind's utilities read these
 * variables). Only for a normalised colour: nothing else is ever written into the page.
 */
export function brandPaletteCss(accent: string): string {
  const palette = brandPalette(accent);
  return `:root{${BRAND_SHADES.map((s) => `--color-brand-${s}:${palette[s]}`).join(";")}}`;
}
