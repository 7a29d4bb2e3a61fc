/**
 * The home page quick-quote (01-public-site.md §4, §5, §8): name, phone, e-mail and service type.
 * The name is split into first and last name, and the message names the service and the phone.
 */
import { Loader2 } from "lucide-react";
import { useRef } from "react";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { quoteServiceOptions } from "~/shared/lead-options";
import { messages } from "~/shared/messages";
import { emptyQuickQuote, quickQuoteSchema, quickQuoteToLead, type QuickQuoteValues } from "~/shared/schemas/leads";
import { HoneypotField, useSpamGuard } from "~/components/forms/spam-guard";
import { quickQuoteErrors, submitErrorMessage } from "./submit-error";
import { schemaErrors, useFormState } from "~/hooks/use-form-state";
import { newIdempotencyKey, useSubmitLead } from "./use-submit-lead";
import { SubmitButton } from "~/components/forms/submit-button";

const q = messages.quickQuote;
const idPrefix = "quick-quote";
const fields = ["name", "phone", "email", "serviceType"] as const;
const id = (name: string) => `${idPrefix}-${name}`;

export function QuickQuoteForm() {
  const form = useFormState(quickQuoteSchema, emptyQuickQuote);
  const spam = useSpamGuard();
  const submit = useSubmitLead();
  // Guards a double click that lands before the pending state re-renders the button.
  const inFlight = useRef(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submit.isPending) return;
    if (!form.validateAll(fields)) {
      const invalid = schemaErrors(quickQuoteSchema, form.values);
      const first = fields.find((f) => invalid[f]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    inFlight.current = true;
    try {
      await submit.mutateAsync({
        lead: quickQuoteToLead(form.values),
        spam: spam.collect,
        idempotencyKey: newIdempotencyKey(),
      });
      toast({ title: q.successTitle, description: q.successDescription });
      form.reset();
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
    <form method="post" noValidate onSubmit={onSubmit} className="relative space-y-4" aria-busy={pending}>
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
      <SubmitButton size="lg" className="w-full" disabled={pending}>
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
