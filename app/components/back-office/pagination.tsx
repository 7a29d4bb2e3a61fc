/**
 * Previous / at most 5 numbered pages / Next, shown whenever the list has rows (a single
 * "1" for one page). Each page button's accessible name is its number; the current one has
 * aria-current="page".
 */
import { ChevronLeft, ChevronRight } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { pageButtons } from "./paging";

export function Pagination({
  page,
  totalPages,
  totalItems,
  onPage,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (p: number) => void;
  label?: string;
}) {
  if (totalItems <= 0 || totalPages < 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
      </Button>
      {pageButtons(page, totalPages).map((n) => (
        <Button
          key={n}
          variant={n === page ? "default" : "outline"}
          size="sm"
          className="min-w-9 max-sm:min-w-11"
          aria-current={n === page ? "page" : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages} aria-label="Next page">
        Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
