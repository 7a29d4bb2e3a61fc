/**
 * Comments tab: comments waiting for approval (approve or mark as spam), and below them the newest
 * published comments, any of which staff can take down (it is kept as spam, off the post).
 */
import { Check, ShieldAlert } from "~/components/icons";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { failureDetail } from "~/lib/api-errors";
import * as staffMessages from "@common/staff-messages";
import { formatDateTime } from "./format";
import { useApprovedComments, useModerateComment, useUnapprovedComments } from "./api/comments";
import type { UnapprovedComment } from "./api/types";

const m = staffMessages.blog;

export function CommentsTab() {
  return (
    <div className="space-y-8">
      <AwaitingApproval />
      <PublishedComments />
    </div>
  );
}


function PublishedComments() {
  const comments = useApprovedComments();
  const act = useModerateComment();
  return (
    <section aria-labelledby="published-comments-heading">
      <h3 id="published-comments-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Published comments
      </h3>
      {comments.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : comments.isError ? (
        <Alert variant="destructive">{failureDetail(comments.error)}</Alert>
      ) : comments.data.length === 0 ? (
        <p className="py-4 text-slate-600">No published comments yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Published comments">
          {comments.data.map((c) => (
            <li key={c.id}>
              <CommentCard comment={c} clamp>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => act.mutate({ id: c.id, action: "spam" })}
                  busy={act.isPending}
                  aria-label={`Remove comment by ${c.authorName} and mark it as spam`}
                >
                  <ShieldAlert className="h-4 w-4" aria-hidden="true" />
                  Remove as Spam
                </Button>
              </CommentCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AwaitingApproval() {
  const comments = useUnapprovedComments();
  const act = useModerateComment();

  if (comments.isPending) return <Skeleton className="h-24 w-full" />;
  if (comments.isError) return <Alert variant="destructive">{failureDetail(comments.error)}</Alert>;
  if (comments.data.length === 0) return <p className="py-8 text-center text-slate-600">{m.noUnapprovedComments}</p>;
  return (
    <ul className="space-y-3" aria-label="Comments awaiting approval">
      {comments.data.map((c) => (
        <li key={c.id}>
          <CommentCard comment={c}>
            <Button size="sm" onClick={() => act.mutate({ id: c.id, action: "approve" })} busy={act.isPending} aria-label={`Approve comment by ${c.authorName}`}>
              <Check className="h-4 w-4" aria-hidden="true" />
              Approve
            </Button>
            <Button size="sm" variant="destructive" onClick={() => act.mutate({ id: c.id, action: "spam" })} busy={act.isPending} aria-label={`Mark comment by ${c.authorName} as spam`}>
              <ShieldAlert className="h-4 w-4" aria-hidden="true" />
              Mark as Spam
            </Button>
          </CommentCard>
        </li>
      ))}
    </ul>
  );
}

/** One comment with its author, post and time; its buttons are the children. */
function CommentCard({ comment: c, clamp, children }: { comment: UnapprovedComment; clamp?: boolean; children: ReactNode }) {
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {c.authorName} <span className="font-normal text-slate-600">&lt;{c.authorEmail}&gt;</span>
          </p>
          <p className="text-xs text-slate-600">
            On <a href={`/blog/${c.postSlug}`} className="text-brand-700 hover:underline">{c.postTitle}</a> · {formatDateTime(c.createdAt)}
          </p>
          <p className={`mt-2 whitespace-pre-line wrap-anywhere text-slate-800${clamp ? " line-clamp-4" : ""}`}>{c.content}</p>
        </div>
        <div className="flex shrink-0 gap-2">{children}</div>
      </div>
    </Card>
  );
}
