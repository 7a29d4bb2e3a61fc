/**
 * FAQ accordion: one item open at a time, and the open item can be collapsed; Arrow Up/Down, Home
 * and End move between the questions (the WAI-ARIA accordion pattern, written out: a few lines
 * instead of Radix's accordion on the page). Every answer is in the server HTML, in a region that
 * is `hidden` while closed, so search engines and visitors without JavaScript get the same
 * answers as the FAQPage JSON-LD.
 */
import { ChevronDown } from "~/components/icons";
import { useId, useState, type KeyboardEvent } from "react";
import type { FaqItem } from "~/lib/structured-data";

/** Arrow keys between the accordion's question buttons. */
function moveBetweenQuestions(e: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("h3 > button")];
  const index = buttons.indexOf(e.target as HTMLButtonElement);
  if (index === -1) return;
  const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  buttons[(to + buttons.length) % buttons.length]?.focus();
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState(-1);
  const baseId = useId();
  return (
    // Keys come from the focused question button inside; the list itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" onKeyDown={moveBetweenQuestions}>
      {items.map((item, i) => {
        const isOpen = open === i;
        const triggerId = `${baseId}-question-${i}`;
        const answerId = `${baseId}-answer-${i}`;
        const state = isOpen ? "open" : "closed";
        return (
          <div key={item.question} data-state={state}>
            <h3 data-state={state}>
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={answerId}
                data-state={state}
                onClick={() => setOpen(isOpen ? -1 : i)}
                className="group flex w-full items-center justify-between gap-4 p-5 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px]"
              >
                {item.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              data-state={state}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
