/** Colour theme picker (footer): updates the page's theme class and saves it to localStorage. */
import { useId, useSyncExternalStore } from "react";
import { cn } from "~/lib/utils";
import { applyTheme, DEFAULT_THEME, isTheme, readTheme, themes } from "./theme";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function ThemeSwitcher({ className }: { className?: string }) {
  const id = useId();
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm text-slate-300">
        Site theme
      </label>
      <select
        id={id}
        value={theme}
        onChange={(e) => {
          const next = e.target.value;
          if (!isTheme(next)) return;
          applyTheme(next);
          listeners.forEach((l) => l());
        }}
        className="h-9 rounded-md border border-slate-500 bg-slate-800 px-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {themes.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
    </div>
  );
}
