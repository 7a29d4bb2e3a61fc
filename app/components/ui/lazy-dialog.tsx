/**
 * A dialog whose code (and its form, and zod with it) loads only when it is needed: fetched after
 * the visitor's first sign of intent on the page (~/lib/first-interaction), rendered from its first
 * opening on. The page's first paint, hydration and that first tap's answer never carry it.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { onFirstInteraction } from "~/lib/first-interaction";

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Dialog = lazy(() => preload().then((component) => ({ default: component })));

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    useEffect(() => {
      if (props.open) setOpened(true);
    }, [props.open]);
    useEffect(() => onFirstInteraction(() => void preload()), []);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
