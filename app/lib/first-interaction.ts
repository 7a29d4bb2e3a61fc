/**
 * The visitor's first act on the page: a pointer over it or pressed, a touch, a focus or a key; or,
 * `within` a part of it, a press or a focus there (Safari does not focus a tapped button). Code
 * needed only once a visitor acts (dialogs, the toast area) loads then, and only once the frame
 * answering that act has painted: the act is often a tap whose answer must show at once.
 */
const ANYWHERE = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const WITHIN = ["pointerdown", "focusin"] as const;

/** Calls `then` once, after the first interaction (inside an element matching `within`, if given); the returned function cancels. */
export function onFirstInteraction(then: () => void, within?: string): () => void {
  const listening = new AbortController();
  let cancelled = false;
  function fire(event: Event) {
    if (within && !(event.target instanceof Element && event.target.closest(within))) return;
    listening.abort();
    // A task queued from an animation frame runs once that frame is painted; then the first idle
    // moment (Safari has no idle callback: another task).
    const idle = "requestIdleCallback" in window ? requestIdleCallback : setTimeout;
    requestAnimationFrame(() => setTimeout(() => idle(() => cancelled || then())));
  }
  for (const type of within ? WITHIN : ANYWHERE) document.addEventListener(type, fire, { capture: true, passive: true, signal: listening.signal });
  return () => {
    cancelled = true;
    listening.abort();
  };
}
