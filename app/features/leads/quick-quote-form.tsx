/**
 * The home page quick-quote: name, phone, e-mail and service type. The page action splits the
 * name into first and last name and writes the message naming the service and the phone. The
 * browser sends it to the home page itself before the script runs (or without it), and the page
 * answers with the outcome (`answer`); the script sends it to the same action.
 */
import { useState } from "react";
import { ErrorSummary } from "~/components/forms/error-summary";
import type { NativeFormResult } from "@common/form-result";
import { SentStatus } from "~/components/forms/form-status";
import { FormTokenField } from "~/components/forms/form-token-field";
import { Field, Input, Select } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { quoteServiceOptions } from "@common/lead-options";
import * as messages from "@common/messages";
import { emptyQuickQuote, type QuickQuoteValues } from "@common/lead-fields";
import { HoneypotField } from "~/components/forms/spam-guard";
import { quickQuoteErrors, submitErrorMessage } from "./submit-error";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import { SubmitButton } from "~/components/forms/submit-button";

/** The rules load with the first use of the form (zod stays off the page until then). */
const quickQuoteRules = lazySchema(() => import("@common/schemas/leads").then((m) => m.quickQuoteSchema));
const q = messages.quickQuote;
const idPrefix = "quick-quote";
const fields = ["name", "phone", "email", "serviceType"] as const;
const id = (name: string) => `${idPrefix}-${name}`;

export function QuickQuoteForm({ answer }: { answer?: NativeFormResult }) {
  // The server's answer shows until the script sends the form again.
  const [shownAnswer, setShownAnswer] = useState(answer);
  const form = useFormState({
    schema: quickQuoteRules,
    fields,
    // ?index: the home page is the site layout's index route, which holds the action.
    action: "/?index#quick-quote",
    answer,
    retry: true,
    fieldId: id,
    onAnswer: (result) => {
      setShownAnswer(undefined);
      if (result.outcome === "sent") {
        toast({ title: q.successTitle, description: q.successDescription });
        form.reset();
      } else if (result.outcome === "refused") {
        toast({ title: messages.submitErrors.title, description: submitErrorMessage(result, quickQuoteErrors), variant: "destructive" });
      }
    },
  });
  // A form the server sent back starts with what was sent.
  const values: QuickQuoteValues = form.generation === 0 && answer && answer.outcome !== "sent" ? { ...emptyQuickQuote, ...answer.values } : emptyQuickQuote;

  const input = (name: Exclude<keyof QuickQuoteValues, "serviceType">, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={id(name)} label={q.labels[name]} error={form.errors[name]}>
      {(control) => (
        <Input {...control} {...extra} name={name} aria-required="true" placeholder={q.placeholders[name]} defaultValue={values[name]} />
      )}
    </Field>
  );

  return (
    // The home page gives the card and the heading.
    <form {...form.formProps} id="quick-quote" className="relative scroll-mt-24 space-y-4" aria-busy={form.pending}>
      {shownAnswer?.outcome === "sent" && <SentStatus title={q.successTitle} description={q.successDescription} />}
      {shownAnswer && shownAnswer.outcome !== "sent" && (
        <ErrorSummary message={shownAnswer.message} errors={shownAnswer.errors} order={fields} fieldId={id} />
      )}
      <div key={form.generation} className="space-y-4">
        {input("name", { autoComplete: "name" })}
        {input("phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
        {input("email", { type: "email", autoComplete: "email", inputMode: "email" })}
        <Field id={id("serviceType")} label={q.labels.serviceType} error={form.errors.serviceType}>
          {(control) => (
            <Select {...control} name="serviceType" aria-required="true" defaultValue={values.serviceType}>
              <option value="">{messages.quote.servicePlaceholder}</option>
              {quoteServiceOptions.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <FormTokenField started={answer?.started} />
      <SubmitButton size="lg" className="w-full" pending={form.pending} pendingLabel={q.pending}>
        {q.submit}
      </SubmitButton>
    </form>
  );
}
