import * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A card. Its border and background are props rather than className overrides: classes are not
 * merged at run time, so two classes for one property would leave the winner to the stylesheet.
 */
export function Card({
  className,
  border = "border border-slate-200",
  background = "bg-white",
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { border?: string; background?: string }) {
  return <div className={cn("rounded-lg shadow-sm", border, background, className)} {...props} />;
}

export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}

const alertVariants = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  warning: "border-orange-300 bg-orange-50 text-orange-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
  success: "border-green-300 bg-green-50 text-green-900",
};

export function Alert({
  className,
  variant = "info",
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { variant?: keyof typeof alertVariants }) {
  return <div role="alert" className={cn("rounded-md border p-4 text-sm", alertVariants[variant], className)} {...props} />;
}
