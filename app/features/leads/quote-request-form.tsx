/**
 * The quote request form of the "Request a Free Quote" dialog, also embedded on the area pages
 * (with the town as the lead's location). States of 01-public-site.md §4: idle, pending
 * (Sending... with a spinner, button disabled), success (toast, reset) and error (§8 toast; on
 * a 429 also the orange alert above the form).
 */
import { Loader2 } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Alert } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { isQuoteServiceOption, quoteServiceOptions } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { emptyLeadForm, leadSubmissionSchema, type LeadFormValues } from "~/shared/schemas/leads";
import { fieldId, LeadFields } from "./lead-form-fields";
import { HoneypotField, useSpamGuard } from "~/components/forms/spam-guard";
import { isRateLimitError, quoteErrors, submitErrorMessage } from "./submit-error";
import { schemaErrors, useFormState } from "~/hooks/use-form-state";
import { newIdempotencyKey, useSubmitLead } from "./use-submit-lead";
import { SubmitButton } from "~/components/forms/submit-button";

const allFields = ["firstName", "lastName", "phone", "email", "serviceType", "message"] as const;
const options = quoteServiceOptions.map((o) => ({ value: o, label: o }));

export interface QuoteRequestFormProps {
  idPrefix: string;
  /** Preselected service option (one of the nine labels). */
  defaultServiceType?: string;
  /** The town of an area page, stored as the lead's location. */
  location?: string;
  submitLabel?: string;
  success?: { title: string; description: string };
  onSubmitted?: () => void;
}

export function QuoteRequestForm({
  idPrefix,
  defaultServiceType,
  location,
  submitLabel = messages.quote.submit,
  success = { title: messages.quote.successTitle, description: messages.quote.successDescription },
  onSubmitted,
}: QuoteRequestFormProps) {
  const initial = useMemo<LeadFormValues>(
    () => ({
      ...emptyLeadForm,
      serviceType: defaultServiceType && isQuoteServiceOption(defaultServiceType) ? defaultServiceType : "",
    }),
    [defaultServiceType],
  );
  const form = useFormState(leadSubmissionSchema, initial);
  const spam = useSpamGuard();
  const submit = useSubmitLead();
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);
  const [rateLimited, setRateLimited] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submit.isPending) return;
    if (!form.validateAll(allFields)) {
      const invalid = schemaErrors(leadSubmissionSchema, form.values);
      const first = allFields.find((f) => invalid[f]);
      if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
      toast({ title: messages.validation.toastTitle, description: messages.validation.toastDescription, variant: "destructive" });
      return;
    }
    setRateLimited(false);
    inFlight.current = true;
    try {
      await submit.mutateAsync({
        lead: { ...form.values, location },
        spam: spam.collect,
        idempotencyKey: newIdempotencyKey(),
      });
      toast({ title: success.title, description: success.description });
      form.reset();
      spam.restart();
      onSubmitted?.();
    } catch (error) {
      setRateLimited(isRateLimitError(error));
      toast({ title: messages.submitErrors.title, description: submitErrorMessage(error, quoteErrors), variant: "destructive" });
    } finally {
      inFlight.current = false;
    }
  }

  const pending = submit.isPending;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="relative space-y-4" aria-busy={pending}>
      {rateLimited && (
        <Alert variant="warning" data-testid="rate-limit-alert">
          {messages.quote.rateLimited}
        </Alert>
      )}
      <LeadFields
        idPrefix={idPrefix}
        labels={messages.quote.labels}
        serviceOptions={options}
        servicePlaceholder={messages.quote.servicePlaceholder}
        messagePlaceholder={messages.quote.messagePlaceholder}
        values={form.values}
        errors={form.errors}
        onChange={form.setField}
        onBlur={form.touchField}
      />
      <HoneypotField inputRef={spam.honeypotRef} idPrefix={idPrefix} />
      <SubmitButton size="lg" className="w-full" disabled={pending}>
        {pending ? (
          <>
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            {messages.quote.pending}
          </>
        ) : (
          submitLabel
        )}
      </SubmitButton>
    </form>
  );
}
