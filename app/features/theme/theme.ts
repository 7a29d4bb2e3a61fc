/** Site themes (localStorage "preferredTheme", default professional); root.tsx applies the saved one before paint. */
import { business } from "@common/business";

export const themes = [
  { value: "professional", label: "Professional" },
  { value: "warm", label: "Warm" },
  { value: "evergreen", label: "Evergreen" },
] as const;

export type Theme = (typeof themes)[number]["value"];

export const DEFAULT_THEME: Theme = business.defaultTheme;
export const THEME_STORAGE_KEY = business.themeStorageKey;

export const isTheme = (value: unknown): value is Theme => themes.some((t) => t.value === value);

export function readTheme(): Theme {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Swaps the theme class on <html> and saves the choice. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  for (const t of themes) root.classList.remove(`theme-${t.value}`);
  root.classList.add(`theme-${theme}`);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage unavailable (private mode): the class still applies for this page view */
  }
}
