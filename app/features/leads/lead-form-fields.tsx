/**
 * The fields of the quote and contact forms (and the area forms, which are quote forms), made
 * from the field list (common/lead-fields.ts): each form's fields in its order, two halves to a
 * row. Uncontrolled: each starts from `values` (empty, a preset service, or what a form sent back
 * by the server held) and the browser keeps what is typed.
 */
import { useState } from "react";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import { forForm, isRequired, leadFields, leadViews, type LeadField, type LeadFormField, type LeadFormKind, type LeadFormValues } from "@common/lead-fields";
import type { FieldErrors } from "~/hooks/use-form-state";

interface LeadFieldsProps {
  form: LeadFormKind;
  idPrefix: string;
  values: LeadFormValues;
  errors: FieldErrors<LeadFormField>;
  /** Contact form: the message has a live N/1000 counter and no hard stop (the over-limit error shows instead). */
  counted?: LeadFormField;
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

export function LeadFields(props: LeadFieldsProps) {
  const rows: LeadFormField[][] = [];
  for (const name of leadViews[props.form]) {
    const last = rows.at(-1);
    if (isHalf(name) && last?.length === 1 && isHalf(last[0]!)) last.push(name);
    else rows.push([name]);
  }
  return rows.map((row) =>
    row.length === 2 || isHalf(row[0]!) ? (
      <div key={row[0]} className="grid gap-4 sm:grid-cols-2">
        {row.map((name) => (
          <LeadInput key={name} name={name} {...props} />
        ))}
      </div>
    ) : (
      <LeadInput key={row[0]} name={row[0]!} {...props} />
    ),
  );
}

const fieldOf = (name: LeadFormField): LeadField => leadFields[name];
const isHalf = (name: LeadFormField) => !!fieldOf(name).input?.half;

function LeadInput({ name, form, idPrefix, values, errors, counted }: LeadFieldsProps & { name: LeadFormField }) {
  const { input, rule } = fieldOf(name);
  if (!input) return null;
  const max = "max" in rule ? rule.max : undefined;
  const placeholder = input.placeholder && forForm(input.placeholder, form);
  if (name === counted) return <CountedText name={name} label={forForm(input.label, form)} placeholder={placeholder} max={max!} {...{ idPrefix, values, errors }} />;
  return (
    <Field id={fieldId(idPrefix, name)} label={forForm(input.label, form)} error={errors[name]}>
      {(control) =>
        input.control === "select" ? (
          <Select {...control} name={name} defaultValue={values[name]}>
            <option value="">{placeholder}</option>
            {forForm(input.options ?? [], form).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        ) : input.control === "textarea" ? (
          <Textarea {...control} name={name} rows={4} defaultValue={values[name]} placeholder={placeholder} maxLength={max} />
        ) : (
          <Input
            {...control}
            type={input.type}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
            name={name}
            defaultValue={values[name]}
            placeholder={placeholder}
            maxLength={max}
            aria-required={isRequired(rule) ? "true" : undefined}
          />
        )
      }
    </Field>
  );
}

/** A textarea with its live N/max counter (the over-limit error shows instead of a hard stop). */
function CountedText(props: { name: LeadFormField; label: string; placeholder?: string; max: number; idPrefix: string; values: LeadFormValues; errors: FieldErrors<LeadFormField> }) {
  const { name, max, values } = props;
  const [length, setLength] = useState(values[name].length);
  const overLimit = length > max;
  return (
    <Field
      id={fieldId(props.idPrefix, name)}
      label={props.label}
      error={props.errors[name]}
      hint={
        <span className={cn("block text-right tabular-nums", overLimit && "font-semibold text-red-700")}>
          {length}/{max}
        </span>
      }
    >
      {(control) => (
        <Textarea
          {...control}
          name={name}
          rows={4}
          defaultValue={values[name]}
          placeholder={props.placeholder}
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
