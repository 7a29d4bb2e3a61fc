/**
 * /blog/category/{slug}: heading, description and a grid of the category's published posts.
 * The posts stream in after the heading, so a client navigation shows 3 skeletons meanwhile.
 */
import { Suspense } from "react";
import { Await, data, Link, useLocation } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Card, Skeleton } from "~/components/ui/card";
import { PostCard } from "~/features/blog/post-card";
import { blogRssLink } from "~/features/blog/seo";
import { pageMeta } from "~/lib/page-meta";
import { firstThatFits } from "~/lib/seo";
import { business } from "~/shared/business";
import { messages } from "~/shared/messages";
import { getCategoryBySlug } from "../../server/blog/categories";
import { listPublishedPosts } from "../../server/blog/posts";
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

export async function loader({ params, context }: Route.LoaderArgs) {
  const category = await getCategoryBySlug(context.app.db, params.slug);
  if (!category) return data({ found: false as const }, { status: 404 });
  return { found: true as const, category, posts: listPublishedPosts(context.app.db, { categoryId: category.id }) };
}

export const links: Route.LinksFunction = () => [blogRssLink];

export const meta = pageMeta(({ data: loaderData, location }) => {
  const d = loaderData as Route.ComponentProps["loaderData"] | undefined;
  if (!d || !d.found) {
    return { title: m.categoryNotFound, description: m.categoryNotFound, noindex: true, breadcrumbs: notFoundCrumbs(location.pathname) };
  }
  return {
    // The longest wording within 60 characters, so the title is never cut mid-word.
    title: firstThatFits([
      `${d.category.name} Articles | ${business.name} Blog`,
      `${d.category.name} Articles | ${business.name}`,
      `${d.category.name} | ${business.name} Blog`,
      `${d.category.name} Articles`,
    ]),
    description: d.category.description || `Articles about ${d.category.name.toLowerCase()} for Vermont homeowners from Mansfield Heating & Plumbing.`,
    breadcrumbs: [{ name: "Blog", url: "/blog" }, { name: d.category.name, url: `/blog/category/${d.category.slug}` }],
  };
});

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
  const { category, posts } = loaderData;
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
          <Link to="/blog" className="mt-10 inline-block font-medium text-brand-700 hover:underline">
            {m.backToBlog}
          </Link>
        </section>
      </div>
    </main>
  );
}
