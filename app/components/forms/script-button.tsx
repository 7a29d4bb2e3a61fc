/**
 * A control that opens a dialog once the page's script runs, and until then (or without
 * JavaScript) is a link to a page holding the same form. It stays the same `<a href>` element
 * from the server HTML on: hydration only adds the button role and the handlers, so taking over
 * the page replaces no element (no relayout or repaint while the page is starting). A press on
 * the link before the scripts ran simply goes there; a press with a modifier key or the middle
 * button still opens the page in a new tab or window.
 */
import type { KeyboardEvent, MouseEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

export function ScriptButton({
  href,
  onPress,
  className,
  children,
  ...aria
}: {
  href: string;
  onPress: () => void;
  className?: string;
  children: React.ReactNode;
  "aria-describedby"?: string;
}) {
  // The server's link until hydrated; from then on the same element, pressed as a button.
  const asButton = useHydrated()
    ? {
        role: "button",
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onPress();
        },
        // A link answers Enter by itself (as a click); a button answers Space too.
        onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key !== " ") return;
          event.preventDefault();
          onPress();
        },
      }
    : undefined;
  return (
    <a href={href} className={className} {...aria} {...asButton}>
      {children}
    </a>
  );
}
