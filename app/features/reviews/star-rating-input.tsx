/**
 * Choosing 1 to 5 stars: native radio buttons (so arrow keys, Tab and screen readers work as
 * everywhere else) drawn as stars. Clicking a star or its label selects that rating. The radios
 * are uncontrolled; `value` is the rating to draw, which `onChange` reports (also the one chosen
 * before the page's script ran).
 */
import { Star } from "~/components/icons";
import { useId, useState } from "react";
import { cn } from "~/lib/utils";
import * as messages from "@common/messages";

interface StarRatingInputProps {
  value: number;
  defaultValue?: number;
  onChange: (value: number) => void;
  label: string;
  error?: string;
  name?: string;
  /** Ids of the radios: `{idPrefix}-1` ... `-5` (generated when not given). */
  idPrefix?: string;
}

export function StarRatingInput({ value, defaultValue = 0, onChange, label, error, name = "rating", idPrefix }: StarRatingInputProps) {
  const generatedId = useId();
  const groupId = idPrefix ?? generatedId;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const errorId = `${groupId}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      ref={(el) => {
        const checked = el?.querySelector<HTMLInputElement>("input:checked");
        if (checked) onChange(Number(checked.value));
      }}
    >
      <legend className="mb-1 block text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => {
          const id = `${groupId}-${n}`;
          return (
            <span key={n} className="relative block h-10 w-10" onMouseEnter={() => setHover(n)}>
              {/* The radio covers its star, so a click on the star is a click on the radio. */}
              <input
                id={id}
                type="radio"
                name={name}
                value={n}
                aria-label={messages.review.starLabel(n)}
                defaultChecked={defaultValue === n}
                onChange={() => onChange(n)}
                className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-md opacity-0"
              />
              <span className="pointer-events-none block h-full w-full rounded-md p-1 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600">
                <Star
                  aria-hidden="true"
                  className={cn("h-8 w-8 transition-colors", n <= shown ? "fill-amber-400 text-amber-600" : "text-slate-500")}
                />
              </span>
            </span>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
