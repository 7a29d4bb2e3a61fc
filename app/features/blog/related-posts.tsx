/** "Recommended for You": up to 4 posts (same category first, then shared tags, then the most recent others). */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Card, Skeleton } from "~/components/ui/card";
import { messages } from "~/shared/messages";
import { RELATED_LIMIT } from "~/shared/schemas/blog";
import { formatDate, isoDate, readingTimeLabel } from "./format";
import type { PostSummary } from "./types";

export function relatedUrl(postId: string, categoryId: string | null) {
  return `/api/blog/related?postId=${postId}&limit=${RELATED_LIMIT}${categoryId ? `&categoryId=${categoryId}` : ""}`;
}

export function RelatedPosts({ postId, categoryId, initial }: { postId: string; categoryId: string | null; initial: PostSummary[] | null }) {
  const query = useQuery<PostSummary[]>({
    queryKey: [relatedUrl(postId, categoryId)],
    initialData: initial ?? undefined,
  });
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">{messages.blog.recommended}</h2>
      <div className="mt-4">
        {query.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {messages.blog.recommendationsFailed}
          </p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-600">{messages.blog.noRelated}</p>
        ) : (
          <ul className="space-y-4">
            {query.data.map((p) => (
              <li key={p.id}>
                <Link to={`/blog/${p.slug}`} className="font-semibold text-brand-700 hover:underline">
                  {p.title}
                </Link>
                <p className="mt-1 text-xs text-slate-600">
                  {p.publishedAt && <time dateTime={isoDate(p.publishedAt)}>{formatDate(p.publishedAt)}</time>}
                  {" · "}
                  {readingTimeLabel(p.readingTime)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
