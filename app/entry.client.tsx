/** Hydration in the browser: React Router's default entry, plus the hand-over of early presses. */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberTypedText } from "./components/forms/dom-values";
import { stopHoldingEarlyClicks } from "./lib/early-clicks";

// From here React answers presses itself; the ones held so far are replayed by the root once hydrated.
stopHoldingEarlyClicks();
// Hydration puts a textarea's server text back: note what was typed over it (the forms restore it).
rememberTypedText();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
