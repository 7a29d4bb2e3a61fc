/**
 * The quote request form of the "Request a Free Quote" dialog, also embedded on the area pages
 * (with the town as the lead's location). States: idle, pending
 * (Sending... with a spinner, button disabled), success (toast, reset) and error (the error toast; on
 * a 429 also the orange alert above the form). Sent by the browser itself (no JavaScript yet),
 * it posts to `action`, whose page answers with the outcome (server/forms/actions.ts).
 */
import { Loader2 } from "~/components/icons";
import { useMemo, useRef, useState } from "react";
import { useActionData } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { resultFor } from "~/shared/form-result";
import { SentStatus } from "~/components/forms/form-status";
import { FormTokenField } from "~/components/forms/form-token-field";
import { Alert } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { isQuoteServiceOption, quoteServiceOptions } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { emptyLeadForm, type LeadFormValues } from "~/shared/schemas/lead-values";
import { fieldId, LeadFields } from "./lead-form-fields";
import { HoneypotField, useSpamGuard } from "~/components/forms/spam-guard";
import { isRateLimitError, quoteErrors, submitErrorMessage } from "./submit-error";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { newIdempotencyKey, useSubmitLead } from "./use-submit-lead";
import { SubmitButton } from "~/components/forms/submit-button";

/** The rules load with the first use of the form (zod stays off the page until then). */
const leadRules = lazySchema(() => import("~/shared/schemas/leads").then((m) => m.leadSubmissionSchema));
const allFields = ["firstName", "lastName", "phone", "email", "serviceType", "message"] as const;
const options = quoteServiceOptions.map((o) => ({ value: o, label: o }));

export interface QuoteRequestFormProps {
  idPrefix: string;
  /** Which page action answers a native post (the quote page, or an area page). */
  formId: "quote" | "area-request";
  /** Where the browser sends the form itself. */
  action: string;
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
  formId,
  action,
  defaultServiceType,
  location,
  submitLabel = messages.quote.submit,
  success = { title: messages.quote.successTitle, description: messages.quote.successDescription },
  onSubmitted,
}: QuoteRequestFormProps) {
  const result = resultFor(useActionData(), formId);
  const empty = useMemo<LeadFormValues>(
    () => ({
      ...emptyLeadForm,
      serviceType: defaultServiceType && isQuoteServiceOption(defaultServiceType) ? defaultServiceType : "",
    }),
    [defaultServiceType],
  );
  // A form the server sent back starts with what was sent.
  const [initial] = useState<LeadFormValues>(() => (result && result.outcome !== "sent" ? { ...empty, ...result.values } : empty));
  const form = useFormState(leadRules, initial, { serverErrors: result?.errors });
  const spam = useSpamGuard();
  const submit = useSubmitLead();
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);
  const [rateLimited, setRateLimited] = useState(!!result?.rateLimited);
  // The server's answer shows until the script sends the form again.
  const [server, setServer] = useState(result);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submit.isPending) return;
    // What the fields hold now (typed before hydration, too), not the last render's state.
    const values = form.syncFromDom();
    inFlight.current = true;
    const invalid = await form.validateAll(allFields);
    inFlight.current = false;
    if (Object.keys(invalid).length) {
      const first = allFields.find((f) => invalid[f]);
      if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
      toast({ title: messages.validation.toastTitle, description: messages.validation.toastDescription, variant: "destructive" });
      return;
    }
    setRateLimited(false);
    setServer(undefined);
    inFlight.current = true;
    try {
      await submit.mutateAsync({
        lead: { ...values, location },
        spam: spam.collect,
        idempotencyKey: newIdempotencyKey(),
      });
      toast({ title: success.title, description: success.description });
      form.reset(empty);
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
    <form ref={form.formRef} method="post" action={action} noValidate onSubmit={onSubmit} className="relative space-y-4" aria-busy={pending}>
      {server?.outcome === "sent" && <SentStatus title={success.title} description={success.description} />}
      {server && server.outcome !== "sent" && !server.rateLimited && (
        <ErrorSummary message={server.message} errors={server.errors} order={allFields} fieldId={(name) => fieldId(idPrefix, name)} />
      )}
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
      <FormTokenField started={result?.started} />
      <SubmitButton native size="lg" className="w-full" disabled={pending}>
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
