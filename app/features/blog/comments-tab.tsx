/** Comments tab: comments waiting for approval, with approve and mark-as-spam. */
import { Check, ShieldAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { failureDetail } from "~/lib/api-error-detail";
import { messages } from "~/shared/messages";
import { formatDateTime } from "./format";
import { useModerateComment, useUnapprovedComments } from "./api/comments";

const m = messages.blog;

export function CommentsTab() {
  const comments = useUnapprovedComments();
  const act = useModerateComment({
    onSuccess: (action) => toast({ title: action === "approve" ? m.commentApproved : m.commentSpam }),
    onError: (error) => toast({ title: m.commentActionFailed, description: failureDetail(error), variant: "destructive" }),
  });

  if (comments.isPending) return <Skeleton className="h-24 w-full" />;
  if (comments.isError) return <Alert variant="destructive">{failureDetail(comments.error)}</Alert>;
  if (comments.data.length === 0) return <p className="py-8 text-center text-slate-600">{m.noUnapprovedComments}</p>;
  return (
    <ul className="space-y-3" aria-label="Comments awaiting approval">
      {comments.data.map((c) => (
        <li key={c.id}>
          <Card className="p-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {c.authorName} <span className="font-normal text-slate-600">&lt;{c.authorEmail}&gt;</span>
                </p>
                <p className="text-xs text-slate-600">
                  On <a href={`/blog/${c.postSlug}`} className="text-brand-700 hover:underline">{c.postTitle}</a> · {formatDateTime(c.createdAt)}
                </p>
                <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-800">{c.content}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" onClick={() => act.mutate({ id: c.id, action: "approve" })} disabled={act.isPending} aria-label={`Approve comment by ${c.authorName}`}>
                  <Check className="h-4 w-4" aria-hidden="true" />
                  Approve
                </Button>
                <Button size="sm" variant="destructive" onClick={() => act.mutate({ id: c.id, action: "spam" })} disabled={act.isPending} aria-label={`Mark comment by ${c.authorName} as spam`}>
                  <ShieldAlert className="h-4 w-4" aria-hidden="true" />
                  Mark as Spam
                </Button>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
