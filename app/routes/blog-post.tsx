/** /blog/{slug}: one published post, rendered and sanitised on the server. */
import { ROLES_FOR, roleIn } from "@common/roles";
import { ArrowLeft, MessageSquare, Tag, User } from "~/components/icons";
import { data, Link, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { buttonClasses } from "~/components/ui/button";
import { Alert, Card } from "~/components/ui/card";
import { CommentForm } from "~/features/blog/comment-form";
import { SubscribeForm } from "~/features/blog/subscribe-form";
import { formClientAction } from "~/components/forms/client-action";
import { resultFor } from "@common/form-result";
import { Picture } from "~/features/blog/featured-image";
import { isoDate, withDateLabel } from "~/features/blog/format";
import { PostBody } from "~/features/blog/post-body";
import { CategoryBadge, PostMeta } from "~/features/blog/post-card";
import { RelatedPosts } from "~/features/blog/related-posts";
import { blogPosting, blogRssLink } from "~/features/blog/seo";
import { pageMeta, siteNameFrom } from "~/lib/page-meta";
import { useBusinessContact } from "~/lib/use-business-contact";
import * as messages from "@common/messages";
import { RELATED_LIMIT } from "@common/schemas/blog-limits";
import { countView, currentPostSlug, getAnyPost, getPublishedPostBySlug, listApprovedComments, listRelatedPosts, mediaSizesIn, renderPostBody, toPostSummary } from "~/data/blog.server";
import type { Route } from "./+types/blog-post";
import { commentAction, isSubscribePost, subscribeAction } from "~/data/forms.server";
import { formHeaders } from "~/data/forms.server";

const m = messages.blog;

/**
 * The not-found breadcrumb (visible and BreadcrumbList alike): its last item reads "Not found",
 * so the heading's "Post not found" is the only element with those words.
 */
const notFoundCrumbs = (path: string) => [
  { name: "Blog", url: "/blog" },
  { name: m.notFoundCrumb, url: path },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.app;
  const staff = roleIn(ROLES_FOR.staff, context.user?.role);
  const post = (await getPublishedPostBySlug(db, params.slug)) ?? (staff ? await getAnyPost(db, params.slug, false) : undefined);
  if (!post) {
    // An earlier address of a post that was renamed after it went public.
    const current = await currentPostSlug(db, params.slug);
    if (current) throw redirect(`/blog/${current}`, 301);
    return data({ found: false as const }, { status: 404 });
  }
  const [comments, related, mediaSizes] = await Promise.all([
    listApprovedComments(db, post.id),
    listRelatedPosts(db, { postId: post.id, categoryId: post.categoryId, limit: RELATED_LIMIT }).catch((error: unknown) => {
      context.app.logger.error({ err: error }, "related posts failed");
      return null;
    }),
    mediaSizesIn(db, post.content),
  ]);
  // One view per page view: the loader runs once per document or client navigation (see
  // shouldRevalidate), and a page served from the render cache counts again.
  if (post.isPublished && request.method === "GET") context.onServe(() => countView(db, post.id));
  const summary = withDateLabel(toPostSummary(post));
  return {
    found: true as const,
    post: {
      ...summary,
      html: renderPostBody(
        post.content,
        (error) => context.app.logger.error({ err: error, postId: post.id }, "post body failed to render; shown as plain text"),
        mediaSizes,
      ),
    },
    comments: comments.map(withDateLabel),
    related: related?.map(withDateLabel) ?? null,
  };
}

export const headers = formHeaders;

/** The comment form, or the subscribe form, sent by the browser itself (no JavaScript yet, or none). */
export function action({ request, context, params }: Route.ActionArgs) {
  if (isSubscribePost(request)) return subscribeAction({ request, context });
  return commentAction({ request, context }, params.slug);
}

export const clientAction = formClientAction("comment");

/** Re-run (and count a view) only when the visitor goes to another post. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const links: Route.LinksFunction = () => [blogRssLink];

export const meta = pageMeta(({ data: loaderData, location, matches }) => {
  const d = loaderData as Route.ComponentProps["loaderData"] | undefined;
  if (!d || !d.found) {
    return { title: m.postNotFound, description: m.postNotFound, noindex: true, breadcrumbs: notFoundCrumbs(location.pathname) };
  }
  const p = d.post;
  const name = siteNameFrom(matches);
  const path = `/blog/${p.slug}`;
  const crumbs = [
    { name: "Blog", url: "/blog" },
    ...(p.category?.slug ? [{ name: p.category.name, url: `/blog/category/${p.category.slug}` }] : []),
    { name: p.title, url: path },
  ];
  return {
    title: p.seoTitle || `${p.title} | ${name}`,
    description: p.seoDescription || p.excerpt || p.title,
    path,
    ogType: "article",
    keywords: p.seoKeywords.length ? p.seoKeywords : p.tags,
    author: p.authorName || name,
    publishedDate: p.publishedAt ? isoDate(p.publishedAt) : undefined,
    modifiedDate: isoDate(p.updatedAt),
    noindex: !p.isPublished,
    ogImage: p.featuredImage?.large.src,
    ogImageAlt: p.featuredImage?.alt,
    breadcrumbs: crumbs,
    structuredData: (origin: string) => blogPosting(origin, p, name),
  };
});

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const businessName = useBusinessContact().name;
  if (!loaderData.found) return <PostNotFound />;
  const { post, comments, related } = loaderData;
  return (
    <main id="main">
      <Breadcrumbs
        items={[
          { name: "Blog", url: "/blog" },
          ...(post.category?.slug ? [{ name: post.category.name, url: `/blog/category/${post.category.slug}` }] : []),
          { name: post.title, url: `/blog/${post.slug}` },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 pt-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-labelledby="post-title">
          {!post.isPublished && (
            <Alert variant="warning" className="mb-6">
              Preview: this post is {post.status} and not visible to visitors.
            </Alert>
          )}
          <header>
            {post.category && <CategoryBadge category={post.category} />}
            <h1 id="post-title" className="mt-3 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
              {post.title}
            </h1>
            {post.excerpt && <p className="mt-4 text-xl text-slate-700">{post.excerpt}</p>}
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 pb-6">
              <p className="inline-flex items-center gap-1 text-sm text-slate-700">
                <User className="h-4 w-4" aria-hidden="true" />
                By {post.authorName || `the ${businessName} team`}
              </p>
              <PostMeta date={post.publishedAt ?? post.createdAt} label={post.dateLabel} readingTime={post.readingTime} />
            </div>
          </header>
          {post.featuredImage && (
            <figure className="mt-6">
              <Picture
                image={post.featuredImage}
                sizes="(min-width: 1280px) 52rem, (min-width: 1024px) calc(100vw - 26rem), 100vw"
                className="h-auto w-full rounded-lg"
                priority
              />
            </figure>
          )}
          <PostBody html={post.html} className="mt-6" />
          {post.tags.length > 0 && (
            <div className="mt-10 flex flex-wrap items-center gap-2">
              <Tag className="h-4 w-4 text-slate-600" aria-hidden="true" />
              <span className="sr-only">Tags:</span>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((t) => (
                  <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {t}
                  </li>
                ))}
              </ul>
            </div>
          )}

          {post.isPublished && (
            <div className="mt-12">
              <SubscribeForm answer={resultFor(actionData, "subscribe")} />
            </div>
          )}

          <section aria-labelledby="comments-heading" className="mt-12 border-t border-slate-200 pt-8">
            <h2 id="comments-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
              <MessageSquare className="h-6 w-6" aria-hidden="true" />
              {`Comments (${comments.length})`}
            </h2>
            {comments.length === 0 ? (
              <p className="mt-4 text-slate-600">{m.noComments}</p>
            ) : (
              <ol className="mt-6 space-y-4">
                {comments.map((c) => (
                  <li key={c.id}>
                    {/* overflow-wrap: anywhere, so a long unbroken word (a URL) wraps instead of widening the page. */}
                    <Card className="p-4 wrap-anywhere">
                      <p className="font-semibold text-slate-900">{c.authorName}</p>
                      <p className="text-xs text-slate-600">
                        <time dateTime={isoDate(c.createdAt)}>{c.dateLabel}</time>
                      </p>
                      <p className="mt-2 whitespace-pre-line text-slate-800">{c.content}</p>
                    </Card>
                  </li>
                ))}
              </ol>
            )}
            {post.isPublished && (
              <div className="mt-8">
                <CommentForm answer={resultFor(actionData, "comment")} />
              </div>
            )}
          </section>
        </article>
        <aside aria-label={m.recommended} className="lg:sticky lg:top-24 lg:self-start">
          <RelatedPosts postId={post.id} categoryId={post.categoryId} initial={related} />
        </aside>
      </div>
    </main>
  );
}

function PostNotFound() {
  const location = useLocation();
  return (
    <main id="main">
      <Breadcrumbs items={notFoundCrumbs(location.pathname)} />
      <div className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{m.postNotFound}</h1>
        <p className="mt-4 text-slate-700">The article you are looking for does not exist or is no longer available.</p>
        <Link to="/blog" className={buttonClasses("default", "default", "mt-8")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {m.backToBlog}
        </Link>
      </div>
    </main>
  );
}
