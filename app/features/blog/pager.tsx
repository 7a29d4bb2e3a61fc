/** The blog index pager: newer / older pages (rel="prev" / rel="next") and where the reader is. */
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/icons";
import type { MetaDescriptor } from "react-router";
import { blogPageHref } from "@common/schemas/blog-limits";

const linkClass = "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-50";

export function BlogPager({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={blogPageHref(path, page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Newer posts
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount ? (
        <Link to={blogPageHref(path, page + 1)} rel="next" className={linkClass}>
          Older posts
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `<link rel="prev">` / `<link rel="next">` for the head of page `page` of `path`. */
export function pagerLinks(origin: string, path: string, page: number, pageCount: number): MetaDescriptor[] {
  return [
    ...(page > 1 ? [{ tagName: "link" as const, rel: "prev", href: `${origin}${blogPageHref(path, page - 1)}` }] : []),
    ...(page < pageCount ? [{ tagName: "link" as const, rel: "next", href: `${origin}${blogPageHref(path, page + 1)}` }] : []),
  ];
}
