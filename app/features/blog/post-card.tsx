/** A post in a grid: category badge, title, excerpt, date and reading time. */
import { Calendar, Clock } from "~/components/icons";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Picture } from "./featured-image";
import { isoDate, readingTimeLabel } from "./format";
import type { PostSummary } from "./types";

export function CategoryBadge({ category }: { category: { name: string; slug: string | null } }) {
  if (!category.slug) return null;
  return (
    <Link
      to={`/blog/category/${category.slug}`}
      className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {category.name}
    </Link>
  );
}

/** `label`: the date in words, from the loader (see ./format). */
export function PostMeta({ date, label, readingTime }: { date: string | Date | null; label: string; readingTime: number }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      {date && (
        <span className="inline-flex items-center gap-1">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          <time dateTime={isoDate(date)}>{label}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {readingTimeLabel(readingTime)}
      </span>
    </p>
  );
}

export function PostCard({ post, headingLevel = 2 }: { post: PostSummary & { dateLabel: string }; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="flex h-full flex-col p-5">
      {post.featuredImage && (
        // The title beside it names the post; the picture keeps its own alt text for screen readers.
        <Picture
          image={post.featuredImage}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="-mx-5 -mt-5 mb-4 aspect-[16/9] w-[calc(100%+2.5rem)] max-w-none rounded-t-lg object-cover"
        />
      )}
      {post.category && (
        <div className="mb-3">
          <CategoryBadge category={post.category} />
        </div>
      )}
      <Heading className="text-lg font-bold leading-snug text-slate-900">
        <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      </Heading>
      {post.excerpt && <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{post.excerpt}</p>}
      <div className="mt-4">
        <PostMeta date={post.publishedAt ?? post.createdAt} label={post.dateLabel} readingTime={post.readingTime} />
      </div>
    </Card>
  );
}
