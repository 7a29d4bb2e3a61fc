import * as React from "react";
import { cn } from "~/lib/utils";

const variants = {
  default: "bg-brand-700 text-white hover:bg-brand-800",
  // accent-700, not 600: white on accent-600 is 4.4:1, under WCAG AA's 4.5:1.
  accent: "bg-accent-700 text-white hover:bg-accent-800",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "bg-transparent text-slate-900 hover:bg-slate-100",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "bg-transparent text-brand-700 underline-offset-4 hover:underline",
  // The caller gives the colours (classes are not merged at run time, so none may clash here).
  plain: "",
} as const;

const sizes = {
  default: "h-11 px-5 text-sm",
  // On a phone the small size is as tall as the default one: a 44 px target for a thumb.
  sm: "h-9 px-3 text-sm max-sm:h-11",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10 max-sm:h-11 max-sm:w-11",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "default", size: keyof typeof sizes = "default", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors",
    // The ring's colour is --focus-ring (app.css): brand on light sections, white on dark ones.
    "focus-visible:outline-2 focus-visible:outline-offset-2",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /**
   * Its own request is running: the button stays focusable (`aria-disabled`, clicks and submits
   * ignored) rather than becoming `disabled`, which would drop the keyboard's focus to the page's
   * start. `disabled` stays for a button that is not available at all (it works without JavaScript).
   */
  busy?: boolean;
}

export function Button({ className, variant, size, type = "button", busy, onClick, ...props }: ButtonProps & { ref?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
      {...props}
    />
  );
}
