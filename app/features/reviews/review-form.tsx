/**
 * The review form: name, location, 1-5 stars, service type and the
 * review. Submit is disabled while sending or with no star; success resets it and refreshes the
 * testimonial lists. Reviews wait for approval before they are shown. Sent by the browser itself
 * (no JavaScript yet, or none), it posts to /reviews/new, which answers with the outcome.
 */
import { Loader2 } from "~/components/icons";
import { useRef, useState } from "react";
import { useActionData, useRevalidator } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { resultFor } from "~/shared/form-result";
import { SentStatus } from "~/components/forms/form-status";
import { FormTokenField } from "~/components/forms/form-token-field";
import { HoneypotField, useSpamGuard, type SpamFields } from "~/components/forms/spam-guard";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import { apiJson } from "~/lib/api";
import { useWrite } from "~/lib/use-write";
import { reviewServiceTypes } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { emptyReviewForm, REVIEW_CONTENT_MAX, type ReviewFormValues } from "~/shared/schemas/review-values";
import { StarRatingInput } from "./star-rating-input";
import { useReviewRequest } from "./review-request";

/** The rules load with the first use of the form (zod stays off the page until then). */
const reviewRules = lazySchema(() => import("~/shared/schemas/reviews").then((m) => m.reviewSubmissionSchema));
const r = messages.review;
const idPrefix = "review";
const fields = ["customerName", "customerLocation", "rating", "serviceType", "content"] as const;
const id = (name: string) => `${idPrefix}-${name}`;

function useSubmitReview() {
  const revalidator = useRevalidator();
  return useWrite(async ({ review, spam, requestToken }: { review: ReviewFormValues; spam: () => Promise<SpamFields>; requestToken?: string }) => {
    const answer = await apiJson<{ id: string }>("POST", "/api/testimonials", { ...review, ...(await spam()), ...(requestToken ? { requestToken } : {}) });
    // Server-rendered lists (home, /reviews) read through their loaders.
    void revalidator.revalidate();
    return answer;
  });
}

/** A review the server sent back: its values as the form holds them (the rating a number). */
function initialValues(values: Record<string, string>): ReviewFormValues {
  const rating = Number(values.rating);
  return { ...emptyReviewForm, ...values, rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0 };
}

export function ReviewForm({ action, onSubmitted }: { action: string; onSubmitted?: () => void }) {
  const result = resultFor(useActionData(), "review");
  const [initial] = useState<ReviewFormValues>(() => (result && result.outcome !== "sent" ? initialValues(result.values) : emptyReviewForm));
  const form = useFormState(reviewRules, initial, { serverErrors: result?.errors });
  // The server's answer shows until the script sends the form again.
  const [server, setServer] = useState(result);
  const hydrated = useHydrated();
  const spam = useSpamGuard();
  const submit = useSubmitReview();
  // A review-request link from our e-mail pre-fills the name and town (issue 18).
  const request = useReviewRequest((p) => (form.setField("customerName", p.customerName), form.setField("customerLocation", p.customerLocation)));
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields hold now (typed before hydration, too), not the last render's state.
    const values = form.syncFromDom();
    if (inFlight.current || submit.isPending || values.rating < 1) return;
    inFlight.current = true;
    const invalid = await form.validateAll(fields);
    inFlight.current = false;
    if (Object.keys(invalid).length) {
      const first = fields.find((f) => invalid[f] && f !== "rating");
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setServer(undefined);
    inFlight.current = true;
    try {
      await submit.mutateAsync({ review: values, spam: spam.collect, requestToken: request.token });
      toast({ title: r.successTitle, description: r.successDescription });
      form.reset(emptyReviewForm);
      spam.restart();
      onSubmitted?.();
    } catch {
      toast({ title: messages.submitErrors.title, description: r.failed, variant: "destructive" });
    } finally {
      inFlight.current = false;
    }
  }

  const text = (name: "customerName" | "customerLocation", autoComplete: string) => (
    <Field id={id(name)} label={r.labels[name]} error={form.errors[name]}>
      {(control) => (
        <Input
          {...control}
          name={name}
          aria-required="true"
          autoComplete={autoComplete}
          placeholder={r.placeholders[name]}
          value={form.values[name]}
          onChange={(e) => form.setField(name, e.target.value)}
          onBlur={() => form.touchField(name)}
        />
      )}
    </Field>
  );

  const pending = submit.isPending;
  return (
    <form ref={form.formRef} method="post" action={action} noValidate onSubmit={onSubmit} className="relative space-y-4" aria-busy={pending}>
      {request.message && <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{request.message}</p>}
      {server?.outcome === "sent" && <SentStatus title={r.successTitle} description={r.successDescription} />}
      {server && server.outcome !== "sent" && (
        <ErrorSummary
          message={server.message}
          errors={server.errors}
          order={fields}
          // The stars have no one field to jump to: their group's first radio.
          fieldId={(name) => (name === "rating" ? `${id("rating")}-1` : id(name))}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("customerName", "name")}
        {text("customerLocation", "address-level2")}
      </div>
      <StarRatingInput
        idPrefix={id("rating")}
        label={r.labels.rating}
        value={form.values.rating}
        onChange={(n) => form.setField("rating", n)}
        onBlur={() => form.touchField("rating")}
        error={form.errors.rating}
      />
      <Field id={id("serviceType")} label={r.labels.serviceType} error={form.errors.serviceType}>
        {(control) => (
          <Select
            {...control}
            name="serviceType"
            aria-required="true"
            value={form.values.serviceType}
            onChange={(e) => form.setField("serviceType", e.target.value)}
            onBlur={() => form.touchField("serviceType")}
          >
            <option value="">{r.servicePlaceholder}</option>
            {reviewServiceTypes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={id("content")} label={r.labels.content} error={form.errors.content}>
        {(control) => (
          <Textarea
            {...control}
            name="content"
            aria-required="true"
            rows={5}
            maxLength={REVIEW_CONTENT_MAX}
            placeholder={r.placeholders.content}
            value={form.values.content}
            onChange={(e) => form.setField("content", e.target.value)}
            onBlur={() => form.touchField("content")}
          />
        )}
      </Field>
      <HoneypotField inputRef={spam.honeypotRef} idPrefix={idPrefix} />
      <FormTokenField started={result?.started} />
      {/* Without the script the server checks the stars, so the button works from the first paint. */}
      <SubmitButton native size="lg" className="w-full" disabled={pending || (hydrated && form.values.rating < 1)}>
        {pending ? (
          <>
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            {r.pending}
          </>
        ) : (
          r.submit
        )}
      </SubmitButton>
    </form>
  );
}
