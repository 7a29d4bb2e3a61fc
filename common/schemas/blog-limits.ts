/** Blog limits the public pages use: no zod here, so a post's page does not load it to show them. */
export const RELATED_LIMIT = 4;
export const COMMENT_MAX = 2000;
/** Posts per page of /blog and /blog/category/{slug} (?page=2 and on). */
export const BLOG_PAGE_SIZE = 12;

/**
 * The page a `?page=` value asks for: 1 when absent; null when it is not a whole number from 1 up
 * written plainly ("2", not "02", "2.0" or "-1"), which answers 404 like a page past the end.
 */
export function parseBlogPage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The address of page `page` of a blog index (page 1 has no query: it is the index itself). */
export const blogPageHref = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
