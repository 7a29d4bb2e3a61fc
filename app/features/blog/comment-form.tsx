/** The public comment form: name, e-mail, comment (all required); stored unapproved. */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { HoneypotField, useSpamGuard, type SpamFields } from "~/components/forms/spam-guard";
import { Alert } from "~/components/ui/card";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { ApiError, apiRequest } from "~/lib/api";
import { messages } from "~/shared/messages";
import { COMMENT_MAX, commentSchema } from "~/shared/schemas/blog";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.blog;
type Values = { authorName: string; authorEmail: string; content: string };
const empty: Values = { authorName: "", authorEmail: "", content: "" };

export function CommentForm({ postId }: { postId: string }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Success and failure show in the form, once, where the reader is looking (no toast).
  const [failure, setFailure] = useState<{ reason: string | undefined } | null>(null);
  // A comment written faster than the minimum fill time waits it out behind "Submitting...",
  // so a quick visitor is never mistaken for a bot.
  const spam = useSpamGuard();

  const mutation = useMutation({
    mutationFn: async ({ body, spamFields }: { body: Values; spamFields: () => Promise<SpamFields> }) =>
      apiRequest("POST", `/api/blog/${postId}/comments`, { ...body, ...(await spamFields()) }),
    onSuccess: () => {
      setSubmitted(true);
      setValues(empty);
      setErrors({});
      spam.restart();
    },
    onError: (error) => {
      const description = error instanceof ApiError && [400, 429].includes(error.status) ? error.serverMessage : undefined;
      const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.fieldErrors as typeof errors) : {};
      setErrors(fieldErrors);
      // A reason already shown under its field is not repeated.
      setFailure({ reason: description && !Object.values(fieldErrors).includes(description) ? description : undefined });
    },
  });

  const validate = (v: Values) => {
    const result = commentSchema.safeParse(v);
    const next: typeof errors = {};
    if (!result.success) for (const issue of result.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
    return next;
  };

  const change = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: validate(next)[key] }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitted(false);
    setFailure(null);
    mutation.mutate({ body: values, spamFields: spam.collect });
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="comment-form-heading" className="space-y-4">
      <h3 id="comment-form-heading" className="text-xl font-bold text-slate-900">
        Leave a Comment
      </h3>
      {submitted && (
        <Alert variant="success">
          <p className="font-semibold">{m.commentSubmittedTitle}</p>
          <p>{m.commentSubmitted}</p>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive">
          <p className="font-semibold">{m.commentFailed}</p>
          {failure.reason && <p>{failure.reason}</p>}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="comment-name" label="Name" required error={errors.authorName}>
          {(p) => <Input {...p} name="authorName" autoComplete="name" value={values.authorName} onChange={change("authorName")} maxLength={100} />}
        </Field>
        <Field id="comment-email" label="Email" required error={errors.authorEmail} hint="Never published.">
          {(p) => (
            <Input {...p} type="email" name="authorEmail" autoComplete="email" value={values.authorEmail} onChange={change("authorEmail")} />
          )}
        </Field>
      </div>
      <Field id="comment-content" label="Comment" required error={errors.content}>
        {(p) => <Textarea {...p} name="content" rows={5} value={values.content} onChange={change("content")} maxLength={COMMENT_MAX} />}
      </Field>
      <HoneypotField inputRef={spam.honeypotRef} idPrefix="comment" />
      <SubmitButton disabled={mutation.isPending}>
        {mutation.isPending ? "Submitting..." : "Submit Comment"}
      </SubmitButton>
    </form>
  );
}
