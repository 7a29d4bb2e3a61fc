/**
 * The public comment form: name, e-mail, comment (all required); stored unapproved. Errors show
 * from the first press on Submit and follow each edit afterwards. The browser sends it to the
 * post's page itself before the script runs (or without it), and the page answers with the
 * outcome (`answer`); the script sends it to the same action.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import type { NativeFormResult } from "@common/form-result";
import { FormTokenField } from "~/components/forms/form-token-field";
import { HoneypotField } from "~/components/forms/spam-guard";
import { Alert } from "~/components/ui/card";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import * as messages from "@common/messages";
import { COMMENT_MAX } from "@common/schemas/blog-limits";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.blog;
/** The rules load with the first use of the form (zod stays off the page until then). */
const commentRules = lazySchema(() => import("@common/schemas/blog").then((mod) => mod.commentSchema));
type Values = { authorName: string; authorEmail: string; content: string };
const empty: Values = { authorName: "", authorEmail: "", content: "" };
const fields = ["authorName", "authorEmail", "content"] as const;
const fieldIds: Record<string, string> = { authorName: "comment-name", authorEmail: "comment-email", content: "comment-content" };

export function CommentForm({ answer }: { answer?: NativeFormResult }) {
  const { pathname } = useLocation();
  const [submitted, setSubmitted] = useState(answer?.outcome === "sent");
  // The server's answer shows until the script sends the form again.
  const [shownAnswer, setShownAnswer] = useState(answer && answer.outcome !== "sent" ? answer : undefined);
  // Success and failure show in the form, once, where the reader is looking (no toast).
  const [failure, setFailure] = useState<{ reason: string | undefined } | null>(null);
  const form = useFormState({
    schema: commentRules,
    fields,
    action: `${pathname}#comment-form`,
    answer,
    touchOnBlur: false,
    fieldId: (name) => fieldIds[name]!,
    onAnswer: (result) => {
      setShownAnswer(undefined);
      if (result.outcome === "sent") {
        setSubmitted(true);
        form.reset();
      } else if (result.outcome === "refused") {
        // The limit's and a refusal's own words; no answer at all: the failure alone.
        setFailure({ reason: result.status === 429 || result.status === 400 ? result.message : undefined });
      }
    },
  });
  const values: Values = form.generation === 0 && answer && answer.outcome !== "sent" ? { ...empty, ...answer.values } : empty;

  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        setSubmitted(false);
        setFailure(null);
        return form.formProps.onSubmit(event);
      }}
      id="comment-form"
      aria-labelledby="comment-form-heading"
      className="scroll-mt-24 space-y-4"
    >
      <h3 id="comment-form-heading" className="text-xl font-bold text-slate-900">
        Leave a Comment
      </h3>
      {submitted && (
        <Alert variant="success">
          <p className="font-semibold">{m.commentSubmittedTitle}</p>
          <p>{m.commentSubmitted}</p>
        </Alert>
      )}
      {shownAnswer && <ErrorSummary message={shownAnswer.message} errors={shownAnswer.errors} order={fields} fieldId={(name) => fieldIds[name]!} />}
      {failure && (
        <Alert variant="destructive">
          <p className="font-semibold">{m.commentFailed}</p>
          {failure.reason && <p>{failure.reason}</p>}
        </Alert>
      )}
      <div key={form.generation} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="comment-name" label="Name" required error={form.errors.authorName}>
            {(p) => <Input {...p} name="authorName" autoComplete="name" defaultValue={values.authorName} maxLength={100} />}
          </Field>
          <Field id="comment-email" label="Email" required error={form.errors.authorEmail} hint="Never published.">
            {(p) => <Input {...p} type="email" name="authorEmail" autoComplete="email" defaultValue={values.authorEmail} />}
          </Field>
        </div>
        <Field id="comment-content" label="Comment" required error={form.errors.content}>
          {(p) => <Textarea {...p} name="content" rows={5} defaultValue={values.content} maxLength={COMMENT_MAX} />}
        </Field>
      </div>
      <HoneypotField idPrefix="comment" />
      <FormTokenField started={answer?.started} />
      <SubmitButton pending={form.pending} pendingLabel="Submitting...">
        Submit Comment
      </SubmitButton>
    </form>
  );
}
