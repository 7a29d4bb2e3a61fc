/**
 * /blog/category/{slug}: heading, description and a grid of the category's published posts, 12 a
 * page (?page=2 on; a page past the last is 404).
 * The posts stream in after the heading, so a client navigation shows 3 skeletons meanwhile.
 */
import { Suspense } from "react";
import { Await, data, Link, redirect, useLocation, type MetaDescriptor } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card, Skeleton } from "~/components/ui/card";
import { BlogPager, pagerLinks } from "~/features/blog/pager";
import { PostCard } from "~/features/blog/post-card";
import { blogRssLink } from "~/features/blog/seo";
import { composeMeta, siteNameFrom, type MetaArgs, type PageMetaInput } from "~/lib/page-meta";
import { firstThatFits, originFrom } from "~/lib/seo";
import { BLOG_PAGE_SIZE, blogPageHref, parseBlogPage } from "@common/schemas/blog-limits";
import * as messages from "@common/messages";
import { currentCategorySlug, getCategoryBySlug } from "~/data/blog.server";
import { countPublishedPages, listPublishedPosts } from "~/data/blog.server";
import { withDateLabel } from "~/features/blog/format";
import type { Route } from "./+types/blog-category";

const m = messages.blog;
export const CATEGORY_SKELETONS = 3;

/**
 * The not-found breadcrumb (visible and BreadcrumbList alike): its last item reads "Not found",
 * so the heading's "Category not found" is the only element with those words.
 */
const notFoundCrumbs = (path: string) => [
  { name: "Blog", url: "/blog" },
  { name: m.notFoundCrumb, url: path },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.app.db;
  const category = await getCategoryBySlug(db, params.slug);
  if (!category) {
    // An earlier address of a renamed category (its page number kept).
    const current = await currentCategorySlug(db, params.slug);
    if (current) throw redirect(`/blog/category/${current}${new URL(request.url).search}`, 301);
    return data({ found: false as const }, { status: 404 });
  }
  const page = parseBlogPage(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const pageCount = await countPublishedPages(db, { categoryId: category.id, pageSize: BLOG_PAGE_SIZE });
  if (page > pageCount) throw data(null, { status: 404 });
  // The posts themselves stream in after the heading.
  const posts = listPublishedPosts(db, { categoryId: category.id, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE }).then((list) =>
    list.map(withDateLabel),
  );
  return { found: true as const, category, posts, page, pageCount };
}

export const links: Route.LinksFunction = () => [blogRssLink];

function categoryMeta({ data: loaderData, location, matches }: MetaArgs): PageMetaInput {
  const name = siteNameFrom(matches);
  const d = loaderData as Route.ComponentProps["loaderData"] | undefined;
  if (!d || !d.found) {
    return { title: m.categoryNotFound, description: m.categoryNotFound, noindex: true, breadcrumbs: notFoundCrumbs(location.pathname) };
  }
  return {
    path: blogPageHref(`/blog/category/${d.category.slug}`, d.page),
    // The longest wording within 60 characters, so the title is never cut mid-word.
    title: firstThatFits([
      `${d.category.name} Articles | ${name} Blog`,
      `${d.category.name} Articles | ${name}`,
      `${d.category.name} | ${name} Blog`,
      `${d.category.name} Articles`,
    ]),
    description: d.category.description || `Articles about ${d.category.name.toLowerCase()} for homeowners from ${name}.`,
    breadcrumbs: [{ name: "Blog", url: "/blog" }, { name: d.category.name, url: `/blog/category/${d.category.slug}` }],
  };
}

export const meta = (args: MetaArgs): MetaDescriptor[] => {
  const d = args.data as Route.ComponentProps["loaderData"] | undefined;
  const pager = d?.found ? pagerLinks(originFrom(args.matches), `/blog/category/${d.category.slug}`, d.page, d.pageCount) : [];
  return [...composeMeta(args, categoryMeta(args)), ...pager];
};

function SkeletonGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: CATEGORY_SKELETONS }, (_, i) => (
        <li key={i} data-testid="post-skeleton">
          <Card className="space-y-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-4 w-32" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (!loaderData.found) {
    return (
      <main id="main">
        <Breadcrumbs items={notFoundCrumbs(location.pathname)} />
        <div className="mx-auto max-w-2xl px-4 py-20 text-center">
          <h1 className="text-3xl font-bold text-slate-900">{m.categoryNotFound}</h1>
          <p className="mt-4 text-slate-700">This category does not exist or was removed.</p>
          <Link to="/blog" className={buttonClasses("default", "default", "mt-8")}>
            {m.backToBlog}
          </Link>
        </div>
      </main>
    );
  }
  const { category, posts, page, pageCount } = loaderData;
  return (
    <main id="main">
      <Breadcrumbs items={[{ name: "Blog", url: "/blog" }, { name: category.name, url: `/blog/category/${category.slug}` }]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-4">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{category.name}</h1>
          {category.description && <p className="mt-3 text-lg text-slate-700">{category.description}</p>}
        </header>
        <section aria-label={`${category.name} articles`} className="mt-10">
          <Suspense key={category.id} fallback={<SkeletonGrid />}>
            <Await resolve={posts} errorElement={<p role="alert" className="text-red-700">{m.fetchPostsFailed}</p>}>
              {(list) =>
                list.length === 0 ? (
                  <p className="text-slate-700">{m.categoryEmpty}</p>
                ) : (
                  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {list.map((p) => (
                      <li key={p.id}>
                        <PostCard post={p} />
                      </li>
                    ))}
                  </ul>
                )
              }
            </Await>
          </Suspense>
          <BlogPager path={`/blog/category/${category.slug}`} page={page} pageCount={pageCount} />
          <Link to="/blog" className="mt-10 inline-block font-medium text-brand-700 hover:underline">
            {m.backToBlog}
          </Link>
        </section>
      </div>
    </main>
  );
}
