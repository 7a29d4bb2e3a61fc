/**
 * Gives focus back to the control that opened a dialog. Radix does it only for its own trigger;
 * ours are opened by state (a row's menu, a button elsewhere), so on closing focus would fall to
 * the page's start. The opener is noted as the dialog mounts (before focus moves into it) and
 * focused again on close; when the dialog's action removed it (a deleted row), the page's main
 * region takes focus, so the keyboard and a screen reader stay where the work was.
 */
import { useRef } from "react";

export function useFocusReturn<E extends Event>(handlers: { onOpenAutoFocus?: (event: E) => void; onCloseAutoFocus?: (event: E) => void } = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: E) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: E) {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const back = opener.current?.isConnected ? opener.current : document.getElementById("main");
      opener.current = null;
      // The main region is not focusable by itself: -1 lets a script focus it, not the Tab key.
      if (back && back.tabIndex < 0 && !back.hasAttribute("tabindex")) back.setAttribute("tabindex", "-1");
      back?.focus();
    },
  };
}
