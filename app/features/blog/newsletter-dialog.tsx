/**
 * "Send to subscribers" for a published post: the mail as subscribers will get it, a test to
 * the sender's own inbox, then the send (once per post, after a confirmation), and its progress
 * read from the outbox: queued, sent, failed.
 */
import { useState } from "react";
import { Mail, MailCheck } from "~/components/icons";
import { Button } from "~/components/ui/button";
import { Alert, Skeleton } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import * as staffMessages from "@common/staff-messages";
import { formatDateTime } from "./format";
import { useNewsletterPreview, useNewsletterState, useSendTest, useSendToSubscribers } from "./api/newsletter";
import type { StaffPost } from "./types";

const m = staffMessages.newsletter;

export function NewsletterDialog({ post, onClose }: { post: StaffPost | null; onClose: () => void }) {
  return (
    <Dialog open={!!post} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="max-w-3xl">
        {post && <NewsletterPanel post={post} />}
      </DialogContent>
    </Dialog>
  );
}

function NewsletterPanel({ post }: { post: StaffPost }) {
  const state = useNewsletterState(post.id);
  const preview = useNewsletterPreview(post.id);
  const test = useSendTest(post.id);
  const send = useSendToSubscribers(post.id);
  const [confirming, setConfirming] = useState(false);
  const sent = state.data?.sent;
  const active = state.data?.activeSubscribers ?? 0;

  return (
    <>
      <DialogTitle>Send to subscribers</DialogTitle>
      <DialogDescription>{post.title}</DialogDescription>
      {state.isError ? (
        <Alert variant="destructive" className="mt-4">
          {m.loadFailed}
        </Alert>
      ) : !state.data ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : sent ? (
        <div role="status" className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800" data-testid="newsletter-progress">
          <p className="font-semibold">
            Sent {formatDateTime(sent.at)} to {sent.recipients} subscriber{sent.recipients === 1 ? "" : "s"}.
          </p>
          <p>
            {state.data.progress.sent} sent · {state.data.progress.queued} queued · {state.data.progress.failed} failed
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {active} confirmed subscriber{active === 1 ? "" : "s"} will get this post once. Send yourself a test first.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => test.mutate()} busy={test.isPending}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Send me a test
        </Button>
        {state.data && !sent && (
          <Button size="sm" onClick={() => setConfirming(true)} busy={send.isPending || active === 0}>
            <MailCheck className="h-4 w-4" aria-hidden="true" />
            Send to {active} subscriber{active === 1 ? "" : "s"}
          </Button>
        )}
      </div>
      <div className="mt-4">
        {preview.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : preview.isError ? (
          <Alert variant="destructive">{m.loadFailed}</Alert>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-700">Subject</p>
            <p className="font-semibold text-slate-900">{preview.data.subject}</p>
            {/* Sandboxed: the mail's markup can run nothing and reach nothing of this page. */}
            <iframe title="The mail subscribers get" sandbox="" srcDoc={preview.data.html} className="mt-2 h-96 w-full rounded-md border border-slate-200 bg-white" />
          </>
        )}
      </div>
      <ConfirmDialog
        subject={confirming}
        onClose={() => setConfirming(false)}
        title="Send this post to subscribers?"
        description={`It goes to ${active} confirmed subscriber${active === 1 ? "" : "s"} now. A post is sent once.`}
        confirmLabel="Send"
        onConfirm={() => send.mutate()}
      />
    </>
  );
}
