/** /blog: published posts, newest first, 12 a page (?page=2 on), with links to every category. */
import { Rss } from "~/components/icons";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { BlogPager, pagerLinks } from "~/features/blog/pager";
import { PostCard } from "~/features/blog/post-card";
import { blogRssLink } from "~/features/blog/seo";
import { composeMeta, factsFrom } from "~/lib/page-meta";
import { useBusinessContact } from "~/lib/use-business-contact";
import { originFrom } from "~/lib/seo";
import { BLOG_PAGE_SIZE, blogPageHref, parseBlogPage } from "@common/schemas/blog-limits";
import * as messages from "@common/messages";
import { listCategories } from "~/data/blog.server";
import { countPublishedPages, listPublishedPosts } from "~/data/blog.server";
import { withDateLabel } from "~/features/blog/format";
import { SubscribeForm } from "~/features/blog/subscribe-form";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import { formHeaders, subscribeAction } from "~/data/forms.server";
import type { Route } from "./+types/blog";

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.app.db;
  const page = parseBlogPage(new URL(request.url).searchParams.get("page"));
  // Not a page number, or past the last page: there is no such page.
  if (page === null) throw data(null, { status: 404 });
  const [pageCount, categories] = await Promise.all([countPublishedPages(db, { pageSize: BLOG_PAGE_SIZE }), listCategories(db)]);
  if (page > pageCount) throw data(null, { status: 404 });
  const posts = await listPublishedPosts(db, { limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });
  return { posts: posts.map(withDateLabel), categories, page, pageCount };
}

export const headers = formHeaders;

/** The subscribe form sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context }: Route.ActionArgs) {
  return subscribeAction({ request, context });
}

export const clientAction = formClientAction("subscribe");

export const links: Route.LinksFunction = () => [blogRssLink];

export const meta: Route.MetaFunction = (args) => {
  const { page = 1, pageCount = 1 } = args.data ?? {};
  const town = (factsFrom(args.matches)?.fields.address as { addressLocality?: string } | undefined)?.addressLocality;
  return [
    ...composeMeta(args, {
      title: "Heating & Plumbing Blog | {business}",
      // Where the business is comes from Settings, so another business's blog names its own town.
      description: `Practical advice on cold-climate heat pumps, high-efficiency boilers, rebates and plumbing for homeowners${
        town ? ` around ${town}` : ""
      }.`,
      keywords: ["heat pump rebates", "cold climate heat pumps", "heating blog", "HVAC maintenance"],
      breadcrumbs: [{ name: "Blog", url: "/blog" }],
      // Each page is its own canonical page (?page=2 on), so every post is one link from an indexed page.
      path: blogPageHref("/blog", page),
    }),
    ...pagerLinks(originFrom(args.matches), "/blog", page, pageCount),
  ];
};

export default function BlogPage({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, categories, page, pageCount } = loaderData;
  const { locality } = useBusinessContact();
  return (
    <main id="main">
      <Breadcrumbs items={[{ name: "Blog", url: "/blog" }]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-4">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Heating &amp; Plumbing Blog</h1>
          <p className="mt-3 text-lg text-slate-700">
            Straight answers on heat pumps, boilers, rebates and keeping a home comfortable, from our team{locality ? ` in ${locality}` : ""}.
          </p>
          <a href="/blog/rss.xml" className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <Rss className="h-4 w-4" aria-hidden="true" />
            RSS feed
          </a>
        </header>
        {categories.length > 0 && (
          <nav aria-label="Blog categories" className="mt-8">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Categories</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/blog/category/${c.slug}`}
                    className="inline-flex rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section aria-label="Articles" className="mt-10">
          {posts.length === 0 ? (
            <p className="text-slate-700">{messages.blog.noPosts}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((p) => (
                <li key={p.id}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          )}
          <BlogPager path="/blog" page={page} pageCount={pageCount} />
        </section>
        <div className="mt-12 max-w-3xl">
          <SubscribeForm answer={resultFor(actionData, "subscribe")} />
        </div>
      </div>
    </main>
  );
}
