/**
 * The site's one menu button (the WAI-ARIA menu button pattern), for the public header's Services
 * menu and the account menu of both headers: a trigger with aria-expanded, a list of role="menuitem" links or buttons, focus on the
 * first item when opened, Arrow keys / Home / End to move, Escape to close and return to the
 * trigger, and a press outside or Tab to close; typing letters moves to the item they begin
 * (forgotten after 1 s), and a mouse resting on the trigger opens it after 100 ms. Hand-written rather than Radix's dropdown so every
 * public page does not carry a positioning engine for short lists under a header.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

interface MenuProps {
  /** Classes of the trigger button. */
  triggerClassName: string;
  trigger: ReactNode;
  /** Classes of the open list (positioned under the trigger). */
  className: string;
  /** The items: call `close` from an item to close the menu when it is chosen. */
  children: (close: () => void) => ReactNode;
  /** Where the list sits: under the trigger's start edge or end edge. */
  align?: "start" | "end";
}

const ITEMS = '[role="menuitem"]';
const TYPEAHEAD_RESET_MS = 1000;
const HOVER_OPEN_MS = 100;

export function Menu({ triggerClassName, trigger, className, children, align = "start" }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: "", at: 0 });
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened by the mouse resting on it: the click that usually follows keeps it open.
  const hoverOpened = useRef(false);

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  // An item chosen: the menu closes and focus goes where the item leads.
  const closeFromItem = () => setOpen(false);

  useEffect(() => {
    if (!open) {
      hoverOpened.current = false;
      return;
    }
    items()[0]?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onListKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === "ArrowDown") move(index + 1);
    else if (e.key === "ArrowUp") move(index - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (e.key === "Tab") setOpen(false);
    else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Type-ahead: the first item (after the focused one) whose label starts with what was typed.
      const now = Date.now();
      const text = (now - typed.current.at > TYPEAHEAD_RESET_MS ? "" : typed.current.text) + e.key.toLowerCase();
      typed.current = { text, at: now };
      const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
      const match = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(text));
      if (match) {
        e.preventDefault();
        match.focus();
      }
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse" || open) return;
        hover.current = setTimeout(() => {
          hoverOpened.current = true;
          setOpen(true);
        }, HOVER_OPEN_MS);
      }}
      onPointerLeave={() => clearTimeout(hover.current)}
    >
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-trigger`}
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          clearTimeout(hover.current);
          if (hoverOpened.current) hoverOpened.current = false;
          else setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        // Keys reach the list from the focused item inside it; the list itself is not focusable.
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus
        <div
          ref={listRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          className={`absolute top-full mt-1.5 ${align === "end" ? "right-0" : "left-0"} ${className}`}
          onKeyDown={onListKeyDown}
        >
          {children(closeFromItem)}
        </div>
      )}
    </div>
  );
}
