/**
 * The person and request fields shared by the quote modal, the contact form and the area forms.
 * Uncontrolled: each starts from `values` (empty, a preset service, or what a form sent back by
 * the server held) and the browser keeps what is typed.
 */
import { useState } from "react";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import { MESSAGE_MAX, type LeadFormValues } from "@common/schemas/lead-values";
import type { FieldErrors } from "~/hooks/use-form-state";

export interface LeadFieldsConfig {
  idPrefix: string;
  labels: Record<keyof LeadFormValues, string>;
  serviceOptions: readonly { value: string; label: string }[];
  servicePlaceholder: string;
  messagePlaceholder: string;
  /** Contact form: a live N/1000 counter and no hard stop (the over-limit error shows instead). */
  messageCounter?: boolean;
  /** Field order: the quote modal asks for the phone before the e-mail, the contact form after. */
  order?: "phone-first" | "email-first";
}

interface LeadFieldsProps extends LeadFieldsConfig {
  values: LeadFormValues;
  errors: FieldErrors<keyof LeadFormValues & string>;
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

export function LeadFields(props: LeadFieldsProps) {
  const { idPrefix, labels, values, errors } = props;
  const text = (name: "firstName" | "lastName" | "phone" | "email", extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={fieldId(idPrefix, name)} label={labels[name]} error={errors[name]}>
      {(control) => <Input {...control} {...extra} name={name} defaultValue={values[name]} aria-required="true" />}
    </Field>
  );
  const phone = text("phone", { type: "tel", autoComplete: "tel", inputMode: "tel" });
  const email = text("email", { type: "email", autoComplete: "email", inputMode: "email" });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", { autoComplete: "given-name" })}
        {text("lastName", { autoComplete: "family-name" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {props.order === "email-first" ? (
          <>
            {email}
            {phone}
          </>
        ) : (
          <>
            {phone}
            {email}
          </>
        )}
      </div>
      <Field id={fieldId(idPrefix, "serviceType")} label={labels.serviceType} error={errors.serviceType}>
        {(control) => (
          <Select {...control} name="serviceType" defaultValue={values.serviceType}>
            <option value="">{props.servicePlaceholder}</option>
            {props.serviceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {props.messageCounter ? (
        <CountedMessage {...props} />
      ) : (
        <Field id={fieldId(idPrefix, "message")} label={labels.message} error={errors.message}>
          {(control) => (
            <Textarea
              {...control}
              name="message"
              rows={4}
              defaultValue={values.message}
              placeholder={props.messagePlaceholder}
              maxLength={MESSAGE_MAX}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** The message with its live N/1000 counter (the over-limit error shows instead of a hard stop). */
function CountedMessage({ idPrefix, labels, values, errors, messagePlaceholder }: LeadFieldsProps) {
  const [length, setLength] = useState(values.message.length);
  const overLimit = length > MESSAGE_MAX;
  return (
    <Field
      id={fieldId(idPrefix, "message")}
      label={labels.message}
      error={errors.message}
      hint={
        <span className={cn("block text-right tabular-nums", overLimit && "font-semibold text-red-700")}>
          {length}/{MESSAGE_MAX}
        </span>
      }
    >
      {(control) => (
        <Textarea
          {...control}
          name="message"
          rows={4}
          defaultValue={values.message}
          placeholder={messagePlaceholder}
          // Counts what the field holds once the script runs (text typed before it, too), then each edit.
          ref={(el) => {
            if (el) setLength(el.value.length);
          }}
          onInput={(e) => setLength(e.currentTarget.value.length)}
        />
      )}
    </Field>
  );
}
