/**
 * "Get new articles by e-mail": the blog's subscribe form, on /blog and at the end of every post.
 * Without JavaScript the browser posts it to the page (`?subscribe` tells the page's action it is
 * this form) and the page answers; with it, the same action answers a fetcher. The answer is the
 * same whether the address was new, pending or already subscribed: a confirmation link is mailed.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FormTokenField } from "~/components/forms/form-token-field";
import { HoneypotField } from "~/components/forms/spam-guard";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/form-controls";
import { useFormState } from "~/hooks/use-form-state";
import { lazySchema } from "~/lib/lazy-schema";
import type { NativeFormResult } from "@common/form-result";
import * as messages from "@common/messages";

const m = messages.newsletter;
const rules = lazySchema(() => import("@common/schemas/newsletter").then((mod) => mod.subscribeSchema));
const fields = ["email"] as const;
const fieldId = () => "subscribe-email";

export function SubscribeForm({ answer }: { answer?: NativeFormResult }) {
  const { pathname } = useLocation();
  const [done, setDone] = useState(answer?.outcome === "sent");
  const [refused, setRefused] = useState(answer?.outcome === "refused" ? answer : undefined);
  const form = useFormState({
    schema: rules,
    fields,
    action: `${pathname}?subscribe#subscribe-form`,
    answer,
    touchOnBlur: false,
    fieldId,
    onAnswer: (result) => {
      if (result.outcome === "sent") {
        setDone(true);
        form.reset();
      } else if (result.outcome === "refused") setRefused(result);
    },
  });
  const typed = form.generation === 0 && answer && answer.outcome !== "sent" ? (answer.values.email ?? "") : "";

  return (
    <section aria-labelledby="subscribe-heading" className="rounded-lg border border-brand-200 bg-brand-50 p-5">
      <h2 id="subscribe-heading" className="text-xl font-bold text-slate-900">
        {m.heading}
      </h2>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      {done ? (
        <Alert variant="success" className="mt-4">
          <p className="font-semibold">{m.checkEmailTitle}</p>
          <p>{m.checkEmail}</p>
        </Alert>
      ) : (
        <form
          {...form.formProps}
          onSubmit={(event) => {
            setRefused(undefined);
            return form.formProps.onSubmit(event);
          }}
          id="subscribe-form"
          className="mt-4 scroll-mt-24"
        >
          {refused && (
            <Alert variant="destructive" className="mb-3">
              {refused.message ?? m.failed}
            </Alert>
          )}
          {answer?.outcome === "invalid" && form.generation === 0 && <ErrorSummary errors={answer.errors} order={fields} fieldId={fieldId} />}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field id="subscribe-email" label={m.emailLabel} required error={form.errors.email} className="flex-1">
              {(p) => <Input {...p} key={form.generation} type="email" name="email" autoComplete="email" defaultValue={typed} />}
            </Field>
            <SubmitButton pending={form.pending} pendingLabel={m.submitting} className="sm:mt-7">
              {m.submit}
            </SubmitButton>
          </div>
          <HoneypotField idPrefix="subscribe" />
          <FormTokenField started={answer?.started} />
        </form>
      )}
    </section>
  );
}
