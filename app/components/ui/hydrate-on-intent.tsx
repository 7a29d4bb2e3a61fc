/**
 * A part of a server-rendered page whose code is fetched, and the part hydrated, only when a
 * visitor may use it: when it scrolls into view, or at the visitor's first pointer, touch, focus or
 * key anywhere on the page. Until then it is the server's HTML, which works on its own (a form
 * posts to its page and the page answers), so a visitor who only reads the page never downloads
 * it. A later client navigation to the page has no server HTML to keep: there it renders at once.
 *
 * Why any interaction and not only one inside the part: an update that reaches the part before it
 * has hydrated (a dialog's open state in a context above it, a revalidation) makes React give up
 * the server's HTML and render the part afresh, or hold the update until the part has hydrated.
 * Either way its code must be on its way by then, and updates come from interactions.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { onFirstInteraction } from "~/lib/first-interaction";

/**
 * Calls `then` once: when `element` is in view, at the first interaction, or when the element
 * leaves the document (React rendered the part afresh); at once when it has focus.
 */
function whenWanted(element: HTMLElement, then: () => void): () => void {
  if (typeof IntersectionObserver !== "function" || element.contains(document.activeElement)) {
    then();
    return () => {};
  }
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) done();
  });
  const removed = new MutationObserver(() => {
    if (!element.isConnected) done();
  });
  let called = false;
  function done() {
    if (called) return;
    called = true;
    seen.disconnect();
    removed.disconnect();
    stopListening();
    then();
  }
  seen.observe(element);
  if (element.parentNode) removed.observe(element.parentNode, { childList: true });
  const stopListening = onFirstInteraction(done);
  return done;
}

/** React keeps each element's props on it under a "__reactProps$…" key once it owns the element. */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * The component `load` gives, hydrating the server's element `id` when a visitor may use it. It
 * brings its own Suspense boundary: React keeps the server's HTML there until the code is in.
 */
export function hydrateOnIntent<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  let goNow: (() => void) | undefined;
  const Lazy = lazy(async () => {
    // The server's element, not yet React's: this is the page's hydration, which may wait. (React
    // hydrates a Suspense boundary after the rest of the page, so the page itself has no say.)
    const element = document.getElementById(id);
    if (!element || ownedByReact(element)) return { default: await load() };
    await new Promise<void>((resolve) => (goNow = whenWanted(element, resolve)));
    try {
      return { default: await load() };
    } catch {
      // The code did not come (the phone went offline, a deploy replaced the chunk): the server's
      // HTML stays as it is and keeps working (a form posts to its page) instead of the page
      // giving way to an error screen. It never resolves, so React never tries again.
      return new Promise<never>(() => {});
    }
  });

  function HydrateOnIntent({ fallback, ...props }: P & { fallback?: ReactNode }) {
    // Leaving the page before the visitor reached the part: load it now, or a return to the page
    // (with no server HTML then) would wait for an element that is gone.
    useEffect(() => () => goNow?.(), []);
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return HydrateOnIntent;
}
