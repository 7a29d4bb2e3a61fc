/**
 * The review form: name, location, 1-5 stars, service type and the review. Submit is disabled
 * while sending or with no star; success resets it (and the page's lists are read again). Reviews
 * wait for approval before they are shown. The browser sends it to /reviews/new itself before
 * the script runs (or without it), and the page answers with the outcome (`answer`); the script
 * sends it to the same action.
 */
import { useState } from "react";
import { ErrorSummary } from "~/components/forms/error-summary";
import type { NativeFormResult } from "@common/form-result";
import { SentStatus } from "~/components/forms/form-status";
import { FormTokenField } from "~/components/forms/form-token-field";
import { HoneypotField } from "~/components/forms/spam-guard";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import { reviewServiceTypes } from "@common/lead-options";
import * as messages from "@common/messages";
import { emptyReviewForm, REVIEW_CONTENT_MAX, type ReviewFormValues } from "@common/schemas/review-values";
import { StarRatingInput } from "./star-rating-input";
import { useReviewRequest, type ReviewRequestPrefill } from "./review-request";

/** The rules load with the first use of the form (zod stays off the page until then). */
const reviewRules = lazySchema(() => import("@common/schemas/reviews").then((m) => m.reviewSubmissionSchema));
const r = messages.review;
const idPrefix = "review";
const fields = ["customerName", "customerLocation", "rating", "serviceType", "content"] as const;
const id = (name: string) => `${idPrefix}-${name}`;
// The stars have no one field to focus: their group's first radio.
const fieldId = (name: string) => (name === "rating" ? `${id("rating")}-1` : id(name));

/** The form's fields as the schema reads them: the rating a number (none chosen: missing). */
const toValues = ({ rating, ...rest }: Record<string, string>) => ({ ...rest, rating: rating ? Number(rating) : undefined });

/** A review the server sent back: its values as the form holds them (the rating a number). */
function initialValues(values: Record<string, string>): ReviewFormValues {
  const rating = Number(values.rating);
  return { ...emptyReviewForm, ...values, rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0 };
}

export function ReviewForm({ action, answer, onSubmitted }: { action: string; answer?: NativeFormResult; onSubmitted?: () => void }) {
  // The server's answer shows until the script sends the form again.
  const [shownAnswer, setShownAnswer] = useState(answer);
  const hydrated = useHydrated();
  // A review-request link from our e-mail pre-fills the name and town.
  const [prefill, setPrefill] = useState<ReviewRequestPrefill>();
  const request = useReviewRequest(setPrefill);
  const form = useFormState({
    schema: reviewRules,
    fields,
    action,
    answer,
    toValues,
    fieldId,
    onAnswer: (result) => {
      setShownAnswer(undefined);
      if (result.outcome === "sent") {
        toast({ title: r.successTitle, description: r.successDescription });
        form.reset();
        setRating(0);
        onSubmitted?.();
      } else if (result.outcome === "refused") {
        toast({ title: messages.submitErrors.title, description: r.failed, variant: "destructive" });
      }
    },
  });
  const values: ReviewFormValues = {
    ...(form.generation === 0 && answer && answer.outcome !== "sent" ? initialValues(answer.values) : emptyReviewForm),
    ...prefill,
  };
  const [rating, setRating] = useState(values.rating);

  const text = (name: "customerName" | "customerLocation", autoComplete: string) => (
    <Field id={id(name)} label={r.labels[name]} error={form.errors[name]}>
      {(control) => (
        <Input {...control} name={name} aria-required="true" autoComplete={autoComplete} placeholder={r.placeholders[name]} defaultValue={values[name]} />
      )}
    </Field>
  );

  return (
    <form {...form.formProps} className="relative space-y-4" aria-busy={form.pending}>
      {request.message && <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{request.message}</p>}
      {shownAnswer?.outcome === "sent" && <SentStatus title={r.successTitle} description={r.successDescription} />}
      {shownAnswer && shownAnswer.outcome !== "sent" && (
        <ErrorSummary message={shownAnswer.message} errors={shownAnswer.errors} order={fields} fieldId={fieldId} />
      )}
      <div key={`${form.generation}-${prefill ? "prefilled" : ""}`} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("customerName", "name")}
          {text("customerLocation", "address-level2")}
        </div>
        <StarRatingInput idPrefix={id("rating")} label={r.labels.rating} value={rating} defaultValue={values.rating} onChange={setRating} error={form.errors.rating} />
        <Field id={id("serviceType")} label={r.labels.serviceType} error={form.errors.serviceType}>
          {(control) => (
            <Select {...control} name="serviceType" aria-required="true" defaultValue={values.serviceType}>
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
              defaultValue={values.content}
            />
          )}
        </Field>
      </div>
      <input type="hidden" name="requestToken" value={request.token ?? ""} />
      <HoneypotField idPrefix={idPrefix} />
      <FormTokenField started={answer?.started} />
      {/* Without the script the server checks the stars, so the button works from the first paint. */}
      {/* Why the button is disabled, said beside it and tied to it, rather than left to guess. */}
      {hydrated && rating < 1 && (
        <p id={id("needs-rating")} className="text-sm text-slate-700">
          {r.chooseRating}
        </p>
      )}
      <SubmitButton
        size="lg"
        className="w-full"
        pending={form.pending}
        pendingLabel={r.pending}
        disabled={hydrated && rating < 1}
        aria-describedby={hydrated && rating < 1 ? id("needs-rating") : undefined}
      >
        {r.submit}
      </SubmitButton>
    </form>
  );
}
