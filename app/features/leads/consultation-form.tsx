/**
 * The consultation form of /contact, anchor
 * `consultation-form`. Errors show once a field was left and follow each edit afterwards; the
 * message has a live N/1000 counter; a sent message shows "Message Sent!" for 5 seconds. Sent by
 * the browser itself (no JavaScript yet), it posts to /contact, which answers with the outcome.
 */
import { CheckCircle2, Loader2 } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { resultFor } from "~/shared/form-result";
import { FormTokenField } from "~/components/forms/form-token-field";
import { Alert } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { contactServiceOptions } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { useSiteFacts } from "~/lib/use-business-contact";
import { sentence } from "~/shared/business-settings";
import { emptyLeadForm, MESSAGE_MAX, type LeadFormValues } from "~/shared/schemas/lead-values";
import { fieldId, LeadFields } from "./lead-form-fields";
import { HoneypotField, useSpamGuard } from "~/components/forms/spam-guard";
import { contactErrors, isRateLimitError, submitErrorMessage } from "./submit-error";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { newIdempotencyKey, useSubmitLead } from "./use-submit-lead";
import { SubmitButton } from "~/components/forms/submit-button";

export const CONTACT_SUCCESS_MS = 5000;
/** The rules load with the first use of the form (zod stays off the page until then). */
const leadRules = lazySchema(() => import("~/shared/schemas/leads").then((m) => m.leadSubmissionSchema));
const idPrefix = "contact";
const allFields = ["firstName", "lastName", "email", "phone", "serviceType", "message"] as const;

export function ConsultationForm() {
  const result = resultFor(useActionData(), "contact");
  // A form the server sent back starts with what was sent.
  const [initial] = useState<LeadFormValues>(() => (result && result.outcome !== "sent" ? { ...emptyLeadForm, ...result.values } : emptyLeadForm));
  const form = useFormState(leadRules, initial, { serverErrors: result?.errors });
  const spam = useSpamGuard();
  const submit = useSubmitLead();
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);
  const [rateLimited, setRateLimited] = useState(!!result?.rateLimited);
  const [sent, setSent] = useState(result?.outcome === "sent");
  // The server's answer shows until the script sends the form again.
  const [server, setServer] = useState(result && result.outcome !== "sent" && !result.rateLimited ? result : undefined);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onChange = <K extends keyof LeadFormValues>(name: K, value: LeadFormValues[K]) => {
    form.setField(name, value);
    // Going over the limit shows its error at once, next to the counter.
    if (name === "message" && value.length > MESSAGE_MAX) form.touchField("message");
  };

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
      toast({
        title: messages.validation.toastTitle,
        description: messages.validation.toastDescription,
        variant: "destructive",
      });
      return;
    }
    setRateLimited(false);
    setSent(false);
    setServer(undefined);
    inFlight.current = true;
    try {
      await submit.mutateAsync({ lead: values, spam: spam.collect, idempotencyKey: newIdempotencyKey() });
      form.reset(emptyLeadForm);
      spam.restart();
      setSent(true);
    } catch (error) {
      setRateLimited(isRateLimitError(error));
      toast({
        title: messages.submitErrors.title,
        description: submitErrorMessage(error, contactErrors),
        variant: "destructive",
      });
    } finally {
      inFlight.current = false;
    }
  }

  const pending = submit.isPending;
  return (
    // /contact gives the card around it.
    <div id="consultation-form" className="scroll-mt-24">
      <h2 className="mb-6 text-2xl font-bold text-slate-900">{messages.contact.heading}</h2>
      <form
        ref={form.formRef}
        method="post"
        action="/contact#consultation-form"
        noValidate
        onSubmit={onSubmit}
        className="relative space-y-4"
        aria-busy={pending}
      >
        {server && <ErrorSummary message={server.message} errors={server.errors} order={allFields} fieldId={(name) => fieldId(idPrefix, name)} />}
        {rateLimited && (
          <Alert variant="warning" data-testid="rate-limit-alert">
            {messages.contact.rateLimited}
          </Alert>
        )}
        <LeadFields
          idPrefix={idPrefix}
          labels={messages.contact.labels}
          serviceOptions={contactServiceOptions}
          servicePlaceholder={messages.contact.servicePlaceholder}
          messagePlaceholder={messages.contact.messagePlaceholder}
          messageCounter
          order="email-first"
          values={form.values}
          errors={form.errors}
          onChange={onChange}
          onBlur={form.touchField}
        />
        <HoneypotField inputRef={spam.honeypotRef} idPrefix={idPrefix} />
        <FormTokenField started={result?.started} />
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
        <SubmitButton native size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <>
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
              {messages.contact.pending}
            </>
          ) : (
            messages.contact.submit
          )}
        </SubmitButton>
        <FormFooter />
      </form>
    </div>
  );
}

/** Planned work first; emergency service is mentioned only while offered, in the owner's words. */
function FormFooter() {
  const { emergency } = useSiteFacts();
  const text = emergency
    ? `${messages.contact.footerPlanned} ${sentence(emergency)} ${messages.contact.footerReply}`
    : messages.contact.footer;
  return (
    <p className="text-sm text-slate-600" data-testid="consultation-footer">
      {text}
    </p>
  );
}
