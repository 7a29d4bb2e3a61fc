/**
 * The toast area, loaded after the page has hydrated (when the browser is idle, or at once when a
 * toast is raised first): toasts follow a visitor's action, so Radix Toast is not part of the
 * modules a page needs to paint and hydrate. The toast store itself (~/hooks/use-toast) is plain
 * code; toasts raised before the area has loaded are shown when it has.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { currentToasts, onToastsChange } from "~/hooks/use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    // A toast raised before hydration: load the toaster straight after this commit.
    if (currentToasts().length) {
      const soon = setTimeout(want, 0);
      return () => clearTimeout(soon);
    }
    const stop = onToastsChange(want);
    // Safari has no requestIdleCallback: a timer stands in.
    const hasIdle = typeof window.requestIdleCallback === "function";
    const idle = hasIdle ? window.requestIdleCallback(want, { timeout: 4000 }) : setTimeout(want, 2000);
    return () => {
      stop();
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
