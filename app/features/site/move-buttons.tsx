/**
 * "Move up" and "Move down" for an item of a list (a collection's entries, a page's FAQs or team):
 * 44 px targets on a phone, the new place said through a live region, and the keyboard's focus
 * kept on the moved item's button in its new place. At either end the button stays focusable
 * (aria-disabled, not disabled), so moving an item to the top does not drop the focus to the page.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

export type Direction = "up" | "down";

/** The button's element id: the item's stable key and the direction. */
const buttonId = (scope: string, key: string, direction: Direction) => `${scope}-${key}-${direction}`;

/**
 * A list's moves: what to announce and which button to focus once the list has drawn the item in
 * its new place. `announce(words)` after each move; `focusAfterMove(key, direction)` before it.
 */
export function useMoveFocus(scope: string) {
  const [said, setSaid] = useState("");
  const focus = useRef<{ key: string; direction: Direction } | null>(null);
  useEffect(() => {
    if (!focus.current) return;
    document.getElementById(buttonId(scope, focus.current.key, focus.current.direction))?.focus();
    focus.current = null;
  });
  return {
    said,
    announce: setSaid,
    focusAfterMove: (key: string, direction: Direction) => {
      focus.current = { key, direction };
    },
  };
}

/**
 * The live region a list's moves are said in (polite: after what the reader is saying). No status
 * role: the editor's one status line (saved, published) stays the page's only one.
 */
export function MoveAnnouncer({ said }: { said: string }) {
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {said}
    </p>
  );
}

interface MoveButtonsProps {
  scope: string;
  /** Stable across moves (a slug, or a list item's own key), so the focus follows the item. */
  itemKey: string;
  /** What the buttons' names say: "Move Heat Pumps up". */
  name: string;
  index: number;
  count: number;
  busy?: boolean;
  onMove: (direction: Direction) => void;
}

export function MoveButtons({ scope, itemKey, name, index, count, busy, onMove }: MoveButtonsProps) {
  const button = (direction: Direction, label: string, atEnd: boolean) => (
    <Button
      id={buttonId(scope, itemKey, direction)}
      variant="outline"
      size="sm"
      className="min-w-11"
      busy={busy}
      aria-disabled={atEnd || busy || undefined}
      aria-label={`Move ${name} ${direction}`}
      onClick={() => {
        if (!atEnd) onMove(direction);
      }}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button("up", "Move up", index === 0)}
      {button("down", "Move down", index === count - 1)}
    </>
  );
}
