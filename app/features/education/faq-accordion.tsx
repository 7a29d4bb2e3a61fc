/**
 * FAQ accordion: one item open at a time, and the open item can be collapsed (Radix, type="single"
 * collapsible, which also gives the arrow-key navigation between questions). Every answer is in
 * the server HTML, in a region that is `hidden` while closed, so search engines and visitors
 * without JavaScript get the same answers as the FAQPage JSON-LD. Radix's own Content is not
 * used: even with forceMount it leaves a closed item's children out.
 */
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqItem } from "~/lib/structured-data";

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState("");
  const baseId = useId();
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {items.map((item, i) => {
        const value = `faq-${i}`;
        const isOpen = open === value;
        const triggerId = `${baseId}-question-${i}`;
        const answerId = `${baseId}-answer-${i}`;
        return (
          <Accordion.Item key={item.question} value={value}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger
                  id={triggerId}
                  aria-controls={answerId}
                  className="group flex w-full items-center justify-between gap-4 p-5 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-2px]"
                >
                  {item.question}
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <div
              id={answerId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              data-state={isOpen ? "open" : "closed"}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
