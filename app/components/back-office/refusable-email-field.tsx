/**
 * The e-mail field of the add-recipient and invite dialogs. When the server refuses the request
 * (a duplicate address, say) the dialog stays open, the field is marked invalid and focused, and
 * the message is told once, by the toast; typing again clears the mark.
 */
import { useRef, useState } from "react";
import { Field, Input } from "~/components/ui/form-controls";

export function useServerRefusal() {
  const [refused, setRefused] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  return {
    refused,
    ref,
    /** Marks the field and moves focus to it. */
    refuse() {
      setRefused(true);
      ref.current?.focus();
    },
    clear: () => setRefused(false),
  };
}

export function RefusableEmailField({
  id,
  value,
  onChange,
  error,
  refusal,
  autoComplete,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  refusal: ReturnType<typeof useServerRefusal>;
  autoComplete: string;
}) {
  return (
    <Field id={id} label="Email" required error={error}>
      {(p) => (
        <Input
          {...p}
          ref={refusal.ref}
          aria-invalid={p["aria-invalid"] || refusal.refused}
          type="email"
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => {
            refusal.clear();
            onChange(e.target.value);
          }}
        />
      )}
    </Field>
  );
}
