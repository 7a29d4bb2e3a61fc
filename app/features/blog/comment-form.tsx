/**
 * The public comment form: name, e-mail, comment (all required); stored unapproved. Sent by the
 * browser itself (no JavaScript yet, or none), it posts to the post's page, which answers; what
 * was typed before the page hydrated is read from the fields once it has.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import { readFormValues } from "~/components/forms/dom-values";
import { ErrorSummary } from "~/components/forms/error-summary";
import { resultFor } from "~/shared/form-result";
import { FormTokenField } from "~/components/forms/form-token-field";
import { HoneypotField, useSpamGuard, type SpamFields } from "~/components/forms/spam-guard";
import { Alert } from "~/components/ui/card";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { ApiError, apiRequest } from "~/lib/api";
import { lazySchema, loadOnFirstUse } from "~/lib/lazy-schema";
import { useWrite } from "~/lib/use-write";
import { messages } from "~/shared/messages";
import { COMMENT_MAX } from "~/shared/schemas/blog-limits";
import { SubmitButton } from "~/components/forms/submit-button";

const m = messages.blog;
/** The rules load with the first use of the form (zod stays off the page until then). */
const commentRules = lazySchema(() => import("~/shared/schemas/blog").then((mod) => mod.commentSchema));
type Values = { authorName: string; authorEmail: string; content: string };
const empty: Values = { authorName: "", authorEmail: "", content: "" };
const fields = ["authorName", "authorEmail", "content"] as const;
const fieldIds: Record<string, string> = { authorName: "comment-name", authorEmail: "comment-email", content: "comment-content" };

export function CommentForm({ postId }: { postId: string }) {
  const result = resultFor(useActionData(), "comment");
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => (result && result.outcome !== "sent" ? { ...empty, ...result.values } : empty));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>(result?.errors ?? {});
  const [submitted, setSubmitted] = useState(result?.outcome === "sent");
  // The server's answer shows until the script sends the form again.
  const [server, setServer] = useState(result && result.outcome !== "sent" ? result : undefined);
  // Success and failure show in the form, once, where the reader is looking (no toast).
  const [failure, setFailure] = useState<{ reason: string | undefined } | null>(null);
  // A comment written faster than the minimum fill time waits it out behind "Submitting...",
  // so a quick visitor is never mistaken for a bot.
  const spam = useSpamGuard();

  const mutation = useWrite(async ({ body, spamFields }: { body: Values; spamFields: () => Promise<SpamFields> }) =>
    apiRequest("POST", `/api/blog/${postId}/comments`, { ...body, ...(await spamFields()) }),
  );
  const send = async (input: { body: Values; spamFields: () => Promise<SpamFields> }) => {
    try {
      await mutation.mutateAsync(input);
      setSubmitted(true);
      setValues(empty);
      setErrors({});
      spam.restart();
    } catch (error) {
      const description = error instanceof ApiError && [400, 429].includes(error.status) ? error.serverMessage : undefined;
      const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.fieldErrors as typeof errors) : {};
      setErrors(fieldErrors);
      // A reason already shown under its field is not repeated.
      setFailure({ reason: description && !Object.values(fieldErrors).includes(description) ? description : undefined });
    }
  };

  /** The errors of `v` (none while the rules have not arrived: the server checks too). */
  const validate = (v: Values) => {
    const next: typeof errors = {};
    const result = commentRules.peek()?.safeParse(v);
    if (result && !result.success) for (const issue of result.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
    return next;
  };

  useEffect(() => {
    if (!formRef.current || commentRules.peek()) return;
    return loadOnFirstUse(formRef.current, commentRules, () => {});
  }, []);

  /** What the fields hold now: typed before hydration, too. */
  const fromDom = (): Values => (formRef.current ? { ...values, ...readFormValues(formRef.current, fields) } : values);

  useLayoutEffect(() => {
    const dom = fromDom();
    // Once, when hydrated: the DOM (what was typed before the scripts ran) is an outside source
    // the state must take over before the browser paints, which only an effect can read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fields.some((f) => dom[f] !== values[f])) setValues(dom);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: validate(next)[key] }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    await commentRules.load();
    const current = fromDom();
    setValues(current);
    const found = validate(current);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitted(false);
    setFailure(null);
    setServer(undefined);
    void send({ body: current, spamFields: spam.collect });
  };

  return (
    <form
      ref={formRef}
      id="comment-form"
      method="post"
      action={`${pathname}#comment-form`}
      onSubmit={submit}
      noValidate
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
      {server && <ErrorSummary message={server.message} errors={server.errors} order={fields} fieldId={(name) => fieldIds[name]!} />}
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
      <FormTokenField started={result?.started} />
      <SubmitButton native disabled={mutation.isPending}>
        {mutation.isPending ? "Submitting..." : "Submit Comment"}
      </SubmitButton>
    </form>
  );
}
