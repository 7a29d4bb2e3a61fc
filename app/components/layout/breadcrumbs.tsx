/** The visible breadcrumb every page shows, starting at Home (matches the BreadcrumbList JSON-LD). */
import { ChevronRight } from "~/components/icons";
import { Link } from "react-router";
import type { Crumb } from "~/lib/structured-data";

/** `padding` is the vertical padding class (a choice, not an override: classes are not merged at run time). */
export function Breadcrumbs({ items, padding = "py-3" }: { items: Crumb[]; padding?: string }) {
  const all = [{ name: "Home", url: "/" }, ...items];
  return (
    <nav aria-label="Breadcrumb" className={`mx-auto max-w-7xl px-4 text-sm ${padding}`}>
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {all.map((c, i) => (
          <li key={c.url} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="h-4 w-4" aria-hidden="true" />}
            {i === all.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {c.name}
              </span>
            ) : (
              <Link to={c.url} className="hover:text-brand-700 hover:underline">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
