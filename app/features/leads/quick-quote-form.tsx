/**
 * The home page quick-quote: name, phone, e-mail and service type.
 * The name is split into first and last name, and the message names the service and the phone.
 * Sent by the browser itself (no JavaScript yet), it posts to the home page, which answers.
 */
import { Loader2 } from "~/components/icons";
import { useRef, useState } from "react";
import { useActionData } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { resultFor } from "~/shared/form-result";
import { SentStatus } from "~/components/forms/form-status";
import { FormTokenField } from "~/components/forms/form-token-field";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { quoteServiceOptions } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { emptyQuickQuote, quickQuoteToLead, type QuickQuoteValues } from "~/shared/schemas/lead-values";
import { HoneypotField, useSpamGuard } from "~/components/forms/spam-guard";
import { quickQuoteErrors, submitErrorMessage } from "./submit-error";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { newIdempotencyKey, useSubmitLead } from "./use-submit-lead";
import { SubmitButton } from "~/components/forms/submit-button";

/** The rules load with the first use of the form (zod stays off the page until then). */
const quickQuoteRules = lazySchema(() => import("~/shared/schemas/leads").then((m) => m.quickQuoteSchema));
const q = messages.quickQuote;
const idPrefix = "quick-quote";
const fields = ["name", "phone", "email", "serviceType"] as const;
const id = (name: string) => `${idPrefix}-${name}`;

export function QuickQuoteForm() {
  const result = resultFor(useActionData(), "quick-quote");
  // A form the server sent back starts with what was sent.
  const [initial] = useState<QuickQuoteValues>(() => (result && result.outcome !== "sent" ? { ...emptyQuickQuote, ...result.values } : emptyQuickQuote));
  const form = useFormState(quickQuoteRules, initial, { serverErrors: result?.errors });
  // The server's answer shows until the script sends the form again.
  const [server, setServer] = useState(result);
  const spam = useSpamGuard();
  const submit = useSubmitLead();
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submit.isPending) return;
    // What the fields hold now (typed before hydration, too), not the last render's state.
    const values = form.syncFromDom();
    inFlight.current = true;
    const invalid = await form.validateAll(fields);
    inFlight.current = false;
    if (Object.keys(invalid).length) {
      const first = fields.find((f) => invalid[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setServer(undefined);
    inFlight.current = true;
    try {
      await submit.mutateAsync({
        lead: quickQuoteToLead(values),
        spam: spam.collect,
        idempotencyKey: newIdempotencyKey(),
      });
      toast({ title: q.successTitle, description: q.successDescription });
      form.reset(emptyQuickQuote);
      spam.restart();
    } catch (error) {
      toast({
        title: messages.submitErrors.title,
        description: submitErrorMessage(error, quickQuoteErrors),
        variant: "destructive",
      });
    } finally {
      inFlight.current = false;
    }
  }

  const input = (
    name: Exclude<keyof QuickQuoteValues, "serviceType">,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field id={id(name)} label={q.labels[name]} error={form.errors[name]}>
      {(control) => (
        <Input
          {...control}
          {...extra}
          name={name}
          aria-required="true"
          placeholder={q.placeholders[name]}
          value={form.values[name]}
          onChange={(e) => form.setField(name, e.target.value)}
          onBlur={() => form.touchField(name)}
        />
      )}
    </Field>
  );

  const pending = submit.isPending;
  return (
    // The home page gives the card and the heading.
    <form
      ref={form.formRef}
      id="quick-quote"
      method="post"
      // ?index: the home page is the site layout's index route, which holds the action.
      action="/?index#quick-quote"
      noValidate
      onSubmit={onSubmit}
      className="relative scroll-mt-24 space-y-4"
      aria-busy={pending}
    >
      {server?.outcome === "sent" && <SentStatus title={q.successTitle} description={q.successDescription} />}
      {server && server.outcome !== "sent" && (
        <ErrorSummary message={server.message} errors={server.errors} order={fields} fieldId={id} />
      )}
      {input("name", { autoComplete: "name" })}
      {input("phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      {input("email", { type: "email", autoComplete: "email", inputMode: "email" })}
      <Field id={id("serviceType")} label={q.labels.serviceType} error={form.errors.serviceType}>
        {(control) => (
          <Select
            {...control}
            name="serviceType"
            aria-required="true"
            value={form.values.serviceType}
            onChange={(e) => form.setField("serviceType", e.target.value)}
            onBlur={() => form.touchField("serviceType")}
          >
            <option value="">{messages.quote.servicePlaceholder}</option>
            {quoteServiceOptions.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <HoneypotField inputRef={spam.honeypotRef} idPrefix={idPrefix} />
      <FormTokenField started={result?.started} />
      <SubmitButton native size="lg" className="w-full" disabled={pending}>
        {pending ? (
          <>
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
            {q.pending}
          </>
        ) : (
          q.submit
        )}
      </SubmitButton>
    </form>
  );
}
