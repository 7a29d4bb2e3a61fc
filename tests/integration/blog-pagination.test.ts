/**
 * The blog index pages paginate: 12 posts a page with ?page=, rel="prev"/"next" in the head and
 * as visible pager links, a canonical URL per page, 404 past the last page (or for a page that is
 * not a number), and the sitemap still lists every post.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE } from "@common/schemas/blog-limits";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, type Session } from "../helpers/session";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const TOTAL = 2 * BLOG_PAGE_SIZE + 2; // three pages: 12, 12, 2
const IN_CATEGORY = BLOG_PAGE_SIZE + 1; // two pages: 12, 1

/** The post links of an index page's article grid, in order. */
function postSlugs(html: string): string[] {
  const section = html.slice(html.indexOf('aria-label="Articles"') >= 0 ? html.indexOf('aria-label="Articles"') : html.indexOf("articles\""));
  return [...section.matchAll(/href="\/blog\/(pagination-post-\d+)"/g)].map((m) => m[1]!).filter((s, i, all) => all.indexOf(s) === i);
}

const headLink = (html: string, rel: string) => html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1];
const anchor = (html: string, rel: string) => html.match(new RegExp(`<a[^>]*rel="${rel}"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="${rel}"`));

describe(`blog index pagination (${driver})`, () => {
  let server: Server;
  let editor: Session;
  let categorySlug: string;

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    editor = await createStaff(server, "editor");
    const category = await server.request("/api/blog/categories", { method: "POST", json: { name: "Paging Tips" }, headers: editor.headers });
    expect(category.status).toBe(201);
    const { id: categoryId, slug } = (await category.json()) as { id: string; slug: string };
    categorySlug = slug;
    for (let i = 0; i < TOTAL; i++) {
      const res = await server.request("/api/blog", {
        method: "POST",
        headers: editor.headers,
        json: {
          title: `Pagination Post ${String(i).padStart(2, "0")}`,
          content: `Post number ${i} of the pagination test.`,
          status: "published",
          ...(i < IN_CATEGORY ? { categoryId } : {}),
        },
      });
      expect(res.status).toBe(201);
    }
  }, 120_000);
  afterAll(() => server.cleanup());

  it("shows 12 posts a page, every post on exactly one page, with prev/next links and a canonical per page", async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => server.request(n === 1 ? "/blog" : `/blog?page=${n}`)));
    for (const res of pages) expect(res.status).toBe(200);
    const [first, second, third] = await Promise.all(pages.map((r) => r.text()));
    const slugs = [postSlugs(first!), postSlugs(second!), postSlugs(third!)];
    expect(slugs.map((s) => s.length)).toEqual([BLOG_PAGE_SIZE, BLOG_PAGE_SIZE, TOTAL - 2 * BLOG_PAGE_SIZE]);
    expect(new Set(slugs.flat()).size).toBe(TOTAL);
    // Newest first: the last post written leads page 1.
    expect(slugs[0]![0]).toBe(`pagination-post-${String(TOTAL - 1).padStart(2, "0")}`);

    expect(first).toMatch(/<link rel="canonical" href="[^"]*\/blog"/);
    expect(headLink(first!, "prev")).toBeUndefined();
    expect(headLink(first!, "next")).toMatch(/\/blog\?page=2$/);
    expect(anchor(first!, "next")).not.toBeNull();
    expect(first).toContain("Page 1 of 3");

    expect(second).toMatch(/<link rel="canonical" href="[^"]*\/blog\?page=2"/);
    expect(headLink(second!, "prev")).toMatch(/\/blog$/);
    expect(headLink(second!, "next")).toMatch(/\/blog\?page=3$/);
    expect(second).toMatch(/<a[^>]*href="\/blog"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/blog"/);
    expect(second).toMatch(/<a[^>]*href="\/blog\?page=3"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/blog\?page=3"/);

    expect(headLink(third!, "next")).toBeUndefined();
    expect(headLink(third!, "prev")).toMatch(/\/blog\?page=2$/);
    expect(third).toContain("Page 3 of 3");
  });

  it("answers 404 past the last page and for a page that is not a plain number", async () => {
    for (const query of ["?page=4", "?page=0", "?page=-1", "?page=abc", "?page=2.0", "?page=02"]) {
      const res = await server.request(`/blog${query}`);
      expect(res.status, query).toBe(404);
      await res.body?.cancel();
    }
  });

  it("paginates a category the same way", async () => {
    const base = `/blog/category/${categorySlug}`;
    const [one, two, three] = await Promise.all([base, `${base}?page=2`, `${base}?page=3`].map((p) => server.request(p)));
    expect([one!.status, two!.status, three!.status]).toEqual([200, 200, 404]);
    const [html1, html2] = await Promise.all([one!.text(), two!.text()]);
    await three!.body?.cancel();
    const firstSlugs = [...html1.matchAll(/href="\/blog\/(pagination-post-\d+)"/g)].map((m) => m[1]);
    const secondSlugs = [...html2.matchAll(/href="\/blog\/(pagination-post-\d+)"/g)].map((m) => m[1]);
    expect(new Set(firstSlugs).size).toBe(BLOG_PAGE_SIZE);
    expect(new Set(secondSlugs).size).toBe(IN_CATEGORY - BLOG_PAGE_SIZE);
    expect(headLink(html1, "next")).toMatch(new RegExp(`${base}\\?page=2$`));
    expect(headLink(html2, "prev")).toMatch(new RegExp(`${base}$`));
    expect(html2).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${base}\\?page=2"`));
  });

  it("keeps every post in the sitemap", async () => {
    const res = await server.request("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    const listed = [...xml.matchAll(/\/blog\/(pagination-post-\d+)</g)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(TOTAL);
  });
});
