/** "Recommended for You": up to 4 posts (same category first, then shared tags, then the most recent others). */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Card, Skeleton } from "~/components/ui/card";
import { apiJson, readRetryDelay, shouldRetryRead } from "~/lib/api";
import * as messages from "@common/messages";
import { RELATED_LIMIT } from "@common/schemas/blog-limits";
import { formatDate, isoDate, readingTimeLabel } from "./format";
import type { PostSummary } from "./types";

/** A related post; the page's own list comes with its date in words (./format). */
type RelatedPost = PostSummary & { dateLabel?: string };

export function relatedUrl(postId: string, categoryId: string | null) {
  return `/api/blog/related?postId=${postId}&limit=${RELATED_LIMIT}${categoryId ? `&categoryId=${categoryId}` : ""}`;
}

type Related = { isPending: true; isError: false } | { isPending: false; isError: true } | { isPending: false; isError: false; data: RelatedPost[] };

/** The page's list, or (when the server could not give one) read from the API once. */
function useRelated(url: string, initial: RelatedPost[] | null): Related {
  const [state, setState] = useState<Related>(initial ? { isPending: false, isError: false, data: initial } : { isPending: true, isError: false });
  // Another post (new server list, or none and another address): start over, during render.
  const [last, setLast] = useState({ initial, url });
  if (initial !== last.initial || (!initial && url !== last.url)) {
    setLast({ initial, url });
    setState(initial ? { isPending: false, isError: false, data: initial } : { isPending: true, isError: false });
  }
  const missing = !initial;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    // Retried like every read of the call layer (up to 3 times, 1 s, 2 s, 4 s apart).
    const read = async (failures = 0): Promise<RelatedPost[]> => {
      try {
        return await apiJson<RelatedPost[]>("GET", url);
      } catch (error) {
        if (!live || !shouldRetryRead(failures, error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, readRetryDelay(failures)));
        return read(failures + 1);
      }
    };
    read().then(
      (data) => live && setState({ isPending: false, isError: false, data }),
      () => live && setState({ isPending: false, isError: true }),
    );
    return () => {
      live = false;
    };
  }, [url, missing]);
  return state;
}

export function RelatedPosts({ postId, categoryId, initial }: { postId: string; categoryId: string | null; initial: RelatedPost[] | null }) {
  const query = useRelated(relatedUrl(postId, categoryId), initial);
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
                  {/* From the page's loader in words; only a list the browser had to fetch itself is formatted here. */}
                  {p.publishedAt && <time dateTime={isoDate(p.publishedAt)}>{p.dateLabel ?? formatDate(p.publishedAt)}</time>}
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
