/**
 * The visitor's first sign of acting on the page: a pointer over it or pressed, a touch, a focus or
 * a key, anywhere. Code a visitor needs only once they act (dialogs, a form's enhancement) starts
 * loading then, so a visitor who only reads never downloads it.
 */
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Calls `then` once, at the first interaction; the returned function stops listening. */
export function onFirstInteraction(then: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    then();
  }
  for (const type of INTERACTION_EVENTS) document.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
