/**
 * The quote request form of the "Request a Free Quote" dialog, also on /quote and the area
 * pages. States: idle, pending (Sending... with a spinner, button disabled), success (toast,
 * reset) and error (the error toast; on a 429 also the orange alert above the form). The browser
 * sends it to `action` itself before the script runs (or without it), and the page answers with
 * the outcome (`answer`); the script sends it to the same action.
 */
import { ErrorSummary } from "~/components/forms/error-summary";
import type { NativeFormResult } from "@common/form-result";
import { SentStatus } from "~/components/forms/form-status";
import { FormTokenField } from "~/components/forms/form-token-field";
import { Alert } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { isQuoteServiceOption } from "@common/lead-options";
import * as messages from "@common/messages";
import { emptyLeadForm, leadViews, type LeadFormValues } from "@common/lead-fields";
import { fieldId, LeadFields } from "./lead-form-fields";
import { HoneypotField } from "~/components/forms/spam-guard";
import { quoteErrors, submitErrorMessage } from "./submit-error";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { SubmitButton } from "~/components/forms/submit-button";
import { useState } from "react";
import { useLocation } from "react-router";

/** The rules load with the first use of the form (zod stays off the page until then). */
const leadRules = lazySchema(() => import("@common/schemas/leads").then((m) => m.leadSubmissionSchema));
const allFields = leadViews.quote;

export interface QuoteRequestFormProps {
  idPrefix: string;
  /** Where the form is sent (the quote page, or an area page, whose action knows the town). */
  action: string;
  /** The page's answer to the browser's own post of this form. */
  answer?: NativeFormResult;
  /** Preselected service option (one of the nine labels). */
  defaultServiceType?: string;
  submitLabel?: string;
  success?: { title: string; description: string };
  onSubmitted?: () => void;
}

export function QuoteRequestForm({
  idPrefix,
  action,
  answer,
  defaultServiceType,
  submitLabel = messages.quote.submit,
  success = { title: messages.quote.successTitle, description: messages.quote.successDescription },
  onSubmitted,
}: QuoteRequestFormProps) {
  const { pathname } = useLocation();
  const [rateLimited, setRateLimited] = useState(!!answer?.rateLimited);
  // The server's answer shows until the script sends the form again.
  const [shownAnswer, setShownAnswer] = useState(answer);
  const form = useFormState({
    schema: leadRules,
    fields: allFields,
    action,
    answer,
    retry: true,
    fieldId: (name) => fieldId(idPrefix, name),
    onInvalid: () =>
      toast({ title: messages.validation.toastTitle, description: messages.validation.toastDescription, variant: "destructive" }),
    onAnswer: (result) => {
      setShownAnswer(undefined);
      setRateLimited(!!result.rateLimited);
      if (result.outcome === "sent") {
        toast({ title: success.title, description: success.description });
        form.reset();
        onSubmitted?.();
      } else if (result.outcome === "refused") {
        toast({ title: messages.submitErrors.title, description: submitErrorMessage(result, quoteErrors), variant: "destructive" });
      }
    },
  });
  const preset = defaultServiceType && isQuoteServiceOption(defaultServiceType) ? defaultServiceType : "";
  // A form the server sent back starts with what was sent.
  const values: LeadFormValues =
    form.generation === 0 && answer && answer.outcome !== "sent"
      ? { ...emptyLeadForm, ...answer.values }
      : { ...emptyLeadForm, serviceType: preset };

  return (
    <form {...form.formProps} className="relative space-y-4" aria-busy={form.pending}>
      {shownAnswer?.outcome === "sent" && <SentStatus title={success.title} description={success.description} />}
      {shownAnswer && shownAnswer.outcome !== "sent" && !shownAnswer.rateLimited && (
        <ErrorSummary message={shownAnswer.message} errors={shownAnswer.errors} order={allFields} fieldId={(name) => fieldId(idPrefix, name)} />
      )}
      {rateLimited && (
        <Alert variant="warning" data-testid="rate-limit-alert">
          {messages.quote.rateLimited}
        </Alert>
      )}
      <LeadFields key={form.generation} form="quote" idPrefix={idPrefix} values={values} errors={form.errors} />
      {/* The page the visitor is on, for the staff alert (the dialog's form posts to /quote). */}
      <input type="hidden" name="pagePath" value={pathname} />
      <HoneypotField idPrefix={idPrefix} />
      <FormTokenField started={answer?.started} />
      <SubmitButton size="lg" className="w-full" pending={form.pending} pendingLabel={messages.quote.pending}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
