/** Labelled inputs with accessible error messages (aria-invalid, aria-describedby, role=alert). */
import * as React from "react";
import { cn } from "~/lib/utils";

const control =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 disabled:opacity-60";

const labelText = "block text-sm font-medium text-slate-800";

/** A field's label; `margin` is its bottom margin (chosen here: classes are not merged at run time). */
export function Label({ className, margin = "mb-1", ...props }: React.LabelHTMLAttributes<HTMLLabelElement> & { margin?: string }) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label className={cn(margin, labelText, className)} {...props} />;
}

export function Input({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(control, "min-h-28", className)} {...props} />;
}

export function Select({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) {
  return <select className={cn(control, "h-11", className)} {...props} />;
}

export function FieldError({ id, children }: { id: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** Marks the field required: an asterisk beside the label (not in it, so the field's name stays the label) and aria-required. */
  required?: boolean;
  children: (controlProps: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean }) => React.ReactNode;
}

/** Label + control + error, wired together for screen readers (a control that is no form element names its label by `${id}-label`). */
export function Field({ id, label, error, hint, className, required, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      {required ? (
        <div className="mb-1 flex items-baseline gap-1">
          <Label htmlFor={id} id={`${id}-label`} margin="">
            {label}
          </Label>
          <span aria-hidden="true" className="text-sm font-medium text-slate-800">
            *
          </span>
        </div>
      ) : (
        <Label htmlFor={id} id={`${id}-label`}>
          {label}
        </Label>
      )}
      {children({ id, "aria-invalid": !!error, "aria-describedby": describedBy, ...(required ? { "aria-required": true } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
