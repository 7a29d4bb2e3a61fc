/** The person and request fields shared by the quote modal, the contact form and the area forms. */
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import { MESSAGE_MAX, type LeadFormValues } from "~/shared/schemas/lead-values";
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
  errors: FieldErrors<LeadFormValues>;
  disabled?: boolean;
  onChange: <K extends keyof LeadFormValues>(name: K, value: LeadFormValues[K]) => void;
  onBlur: (name: keyof LeadFormValues) => void;
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

export function LeadFields(props: LeadFieldsProps) {
  const { idPrefix, labels, values, errors, onChange, onBlur, disabled } = props;
  const text = (name: "firstName" | "lastName" | "phone" | "email", extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={fieldId(idPrefix, name)} label={labels[name]} error={errors[name]}>
      {(control) => (
        <Input
          {...control}
          {...extra}
          name={name}
          value={values[name]}
          disabled={disabled}
          aria-required="true"
          onChange={(e) => onChange(name, e.target.value)}
          onBlur={() => onBlur(name)}
        />
      )}
    </Field>
  );
  const phone = text("phone", { type: "tel", autoComplete: "tel", inputMode: "tel" });
  const email = text("email", { type: "email", autoComplete: "email", inputMode: "email" });
  const overLimit = values.message.length > MESSAGE_MAX;
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
          <Select
            {...control}
            name="serviceType"
            value={values.serviceType}
            disabled={disabled}
            onChange={(e) => onChange("serviceType", e.target.value)}
            onBlur={() => onBlur("serviceType")}
          >
            <option value="">{props.servicePlaceholder}</option>
            {props.serviceOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={fieldId(idPrefix, "message")}
        label={labels.message}
        error={errors.message}
        hint={
          props.messageCounter ? (
            <span className={cn("block text-right tabular-nums", overLimit && "font-semibold text-red-700")}>
              {values.message.length}/{MESSAGE_MAX}
            </span>
          ) : undefined
        }
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={4}
            value={values.message}
            disabled={disabled}
            placeholder={props.messagePlaceholder}
            maxLength={props.messageCounter ? undefined : MESSAGE_MAX}
            onChange={(e) => onChange("message", e.target.value)}
            onBlur={() => onBlur("message")}
          />
        )}
      </Field>
    </>
  );
}
