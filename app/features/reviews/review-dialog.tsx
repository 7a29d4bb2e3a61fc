/**
 * Review submission (01-public-site.md §4, §5): name, location, 1-5 stars, service type and the
 * review. Submit is disabled while sending or with no star; success closes and resets the dialog
 * and refreshes the testimonial list. Reviews wait for approval before they are shown.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useRef } from "react";
import { useRevalidator } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { HoneypotField, useSpamGuard, type SpamFields } from "~/components/forms/spam-guard";
import { schemaErrors, useFormState } from "~/hooks/use-form-state";
import { toast } from "~/hooks/use-toast";
import { apiJson } from "~/lib/api";
import { reviewServiceTypes } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { emptyReviewForm, REVIEW_CONTENT_MAX, reviewSubmissionSchema, type ReviewFormValues } from "~/shared/schemas/reviews";
import { StarRatingInput } from "./star-rating-input";
import { SubmitButton } from "~/components/forms/submit-button";

const r = messages.review;
const idPrefix = "review";
const fields = ["customerName", "customerLocation", "rating", "serviceType", "content"] as const;
const id = (name: string) => `${idPrefix}-${name}`;

export function ReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        // Focus the dialog itself (its title and description are read out), not the first field:
        // leaving an auto-focused field the visitor never chose would flag it as touched.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogTitle>{r.dialogTitle}</DialogTitle>
        <DialogDescription className="mb-4">{r.dialogDescription}</DialogDescription>
        <ReviewForm onSubmitted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function useSubmitReview() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: async ({ review, spam }: { review: ReviewFormValues; spam: () => Promise<SpamFields> }) =>
      apiJson<{ id: string }>("POST", "/api/testimonials", { ...review, ...(await spam()) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["/api/testimonials"] });
      // Server-rendered lists (home, /reviews) read through their loaders.
      void revalidator.revalidate();
    },
  });
}

function ReviewForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useFormState(reviewSubmissionSchema, emptyReviewForm);
  const spam = useSpamGuard();
  const submit = useSubmitReview();
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submit.isPending || form.values.rating < 1) return;
    if (!form.validateAll(fields)) {
      const invalid = schemaErrors(reviewSubmissionSchema, form.values);
      const first = fields.find((f) => invalid[f] && f !== "rating");
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    inFlight.current = true;
    try {
      await submit.mutateAsync({ review: form.values, spam: spam.collect });
      toast({ title: r.successTitle, description: r.successDescription });
      form.reset();
      spam.restart();
      onSubmitted();
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
    <form method="post" noValidate onSubmit={onSubmit} className="relative space-y-4" aria-busy={pending}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("customerName", "name")}
        {text("customerLocation", "address-level2")}
      </div>
      <StarRatingInput
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
      <SubmitButton size="lg" className="w-full" disabled={pending || form.values.rating < 1}>
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
