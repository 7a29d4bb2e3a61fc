/**
 * The toast area, loaded on intent: when a visitor starts on a form (focuses a field, presses in
 * it), or at once when a toast is raised first. Toasts follow a visitor's action, so Radix Toast
 * (12 KB) is not part of what a page loads to paint, hydrate and be read; a visitor who only
 * reads never downloads it. The toast store itself (~/hooks/use-toast) is plain code; toasts
 * raised before the area has loaded are shown when it has.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { currentToasts, onToastsChange } from "~/hooks/use-toast";
import { onFirstInteraction } from "~/lib/first-interaction";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    // A toast raised before hydration, or a visitor already in a form field: load the toaster
    // straight after this commit.
    if (currentToasts().length || document.activeElement?.closest("form")) {
      const soon = setTimeout(want, 0);
      return () => clearTimeout(soon);
    }
    const stopToasts = onToastsChange(want);
    const stopIntent = onFirstInteraction(want, "form");
    return () => {
      stopToasts();
      stopIntent();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
