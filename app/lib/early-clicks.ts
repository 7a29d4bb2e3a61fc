/**
 * Taps that come before the page's script has taken over are kept, not lost. The page is complete
 * HTML from the server and is painted before its scripts load (see paint-first-scripts.server.ts),
 * so on a slow phone a visitor can press "Get a Free Quote", the menu or a gallery tab a moment
 * before React is there to answer. A tiny inline script in the head holds presses on buttons
 * (and button-like roles) until then; once React has hydrated the page, each held control is
 * pressed again, once, in order. Links are left alone: they work without script. So is a form's
 * submit button when the form posts to its page: the browser sends that form itself and the
 * page's action answers (server/forms), so the press is never both sent and replayed.
 *
 * The hand-over has three steps:
 * 1. `earlyClicksScript` (inline, before anything paints) starts holding presses;
 * 2. `stopHoldingEarlyClicks()` (entry.client, just before `hydrateRoot`) stops: from then on React
 *    answers presses itself, hydrating the pressed part first;
 * 3. `replayEarlyClicks()` (root effect, after hydration) presses the held controls.
 */

interface HeldClicks extends Array<Element> {
  done?: boolean;
}

declare global {
  interface Window {
    __earlyClicks?: HeldClicks;
  }
}

const HELD_CONTROLS = 'button,[role="button"],[role="tab"],summary';

/** Inline script for the document head (no dependencies, runs before the first paint). */
export const earlyClicksScript = `(function(){var q=window.__earlyClicks=[];function hold(e){if(q.done)return;var t=e.target,el=t&&t.closest?t.closest(${JSON.stringify(HELD_CONTROLS)}):null;if(!el||el.disabled||el.type==="submit"&&el.form&&el.form.method==="post")return;e.preventDefault();e.stopPropagation();if(e.type==="click"&&q.indexOf(el)<0)q.push(el)}["pointerdown","mousedown","pointerup","mouseup","click"].forEach(function(t){addEventListener(t,hold,true)})})();`;

export function stopHoldingEarlyClicks(): void {
  if (window.__earlyClicks) window.__earlyClicks.done = true;
}

/** Presses each held control once, as a mouse press would: focus, pointer and mouse events, click. */
export function replayEarlyClicks(): void {
  // Holding stopped at the hand-over (step 2); this only drains what was held before it.
  for (const el of window.__earlyClicks?.splice(0) ?? []) {
    if (!(el instanceof HTMLElement) || !el.isConnected || (el as HTMLButtonElement).disabled) continue;
    el.focus({ preventScroll: true });
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
      const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: type.endsWith("down") ? 1 : 0, view: window };
      el.dispatchEvent(type.startsWith("pointer") ? new PointerEvent(type, { ...init, pointerType: "mouse", isPrimary: true }) : new MouseEvent(type, init));
    }
    el.click();
  }
}
