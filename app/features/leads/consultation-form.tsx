/**
 * The consultation form of /contact, anchor `consultation-form`. Errors show once a field was
 * left and follow each edit afterwards; the message has a live N/1000 counter; a sent message
 * shows "Message Sent!" for 5 seconds. The browser sends it to /contact itself before the script
 * runs (or without it), and the page answers with the outcome (`answer`); the script sends it
 * to the same action.
 */
import { CheckCircle2 } from "~/components/icons";
import { useEffect, useState } from "react";
import { ErrorSummary } from "~/components/forms/error-summary";
import type { NativeFormResult } from "@common/form-result";
import { FormTokenField } from "~/components/forms/form-token-field";
import { Alert } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import * as messages from "@common/messages";
import { emptyLeadForm, leadViews, MESSAGE_MAX, type LeadFormValues } from "@common/lead-fields";
import { fieldId, LeadFields } from "./lead-form-fields";
import { HoneypotField } from "~/components/forms/spam-guard";
import { contactErrors, submitErrorMessage } from "./submit-error";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { SubmitButton } from "~/components/forms/submit-button";

export const CONTACT_SUCCESS_MS = 5000;
/** The rules load with the first use of the form (zod stays off the page until then). */
const leadRules = lazySchema(() => import("@common/schemas/leads").then((m) => m.leadSubmissionSchema));
const idPrefix = "contact";
const allFields = leadViews.contact;

export function ConsultationForm({ answer }: { answer?: NativeFormResult }) {
  const [rateLimited, setRateLimited] = useState(!!answer?.rateLimited);
  const [sent, setSent] = useState(answer?.outcome === "sent");
  // The server's answer shows until the script sends the form again.
  const [shownAnswer, setShownAnswer] = useState(answer && answer.outcome !== "sent" && !answer.rateLimited ? answer : undefined);
  const form = useFormState({
    schema: leadRules,
    fields: allFields,
    action: "/contact#consultation-form",
    answer,
    retry: true,
    fieldId: (name) => fieldId(idPrefix, name),
    // Going over the limit shows its error at once, next to the counter.
    touchOnChange: (name, value) => name === "message" && value.length > MESSAGE_MAX,
    onInvalid: () =>
      toast({ title: messages.validation.toastTitle, description: messages.validation.toastDescription, variant: "destructive" }),
    onAnswer: (result) => {
      setShownAnswer(undefined);
      setRateLimited(!!result.rateLimited);
      if (result.outcome === "sent") {
        form.reset();
        setSent(true);
      } else if (result.outcome === "refused") {
        toast({ title: messages.submitErrors.title, description: submitErrorMessage(result, contactErrors), variant: "destructive" });
      }
    },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // A form the server sent back starts with what was sent.
  const values: LeadFormValues = form.generation === 0 && answer && answer.outcome !== "sent" ? { ...emptyLeadForm, ...answer.values } : emptyLeadForm;
  return (
    // /contact gives the card around it.
    <div id="consultation-form" className="scroll-mt-24">
      <h2 className="mb-6 text-2xl font-bold text-slate-900">{messages.contact.heading}</h2>
      <form
        {...form.formProps}
        onSubmit={(event) => {
          setSent(false);
          return form.formProps.onSubmit(event);
        }}
        className="relative space-y-4"
        aria-busy={form.pending}
      >
        {shownAnswer && <ErrorSummary message={shownAnswer.message} errors={shownAnswer.errors} order={allFields} fieldId={(name) => fieldId(idPrefix, name)} />}
        {rateLimited && (
          <Alert variant="warning" data-testid="rate-limit-alert">
            {messages.contact.rateLimited}
          </Alert>
        )}
        <LeadFields key={form.generation} form="contact" idPrefix={idPrefix} counted="message" values={values} errors={form.errors} />
        <HoneypotField idPrefix={idPrefix} />
        <FormTokenField started={answer?.started} />
        <div aria-live="polite">
          {sent && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900"
            >
              <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
              {messages.contact.success}
            </p>
          )}
        </div>
        <SubmitButton size="lg" className="w-full" pending={form.pending} pendingLabel={messages.contact.pending}>
          {messages.contact.submit}
        </SubmitButton>
        <FormFooter />
      </form>
    </div>
  );
}

/**
 * The specification's wording whatever the Settings say: this form asks for a planned
 * consultation, so its footer says the company focuses on planned work, not emergencies.
 */
function FormFooter() {
  return (
    <p className="text-sm text-slate-600" data-testid="consultation-footer">
      {messages.contact.footer}
    </p>
  );
}
