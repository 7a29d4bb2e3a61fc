import { Star } from "~/components/icons";
import { cn } from "~/lib/utils";

/** Read-only star rating with a text alternative. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("h-4 w-4", n <= rounded ? "fill-amber-400 text-amber-600" : "fill-slate-200 text-slate-500")} aria-hidden="true" />
      ))}
    </span>
  );
}
