/**
 * A form's submit button. It works from the first paint: every form it sits in has a page action,
 * so a press before the scripts ran (or without JavaScript) sends the form itself and the page
 * answers. While the form is being sent it is busy (aria-disabled, keeping focus) and shows a
 * spinner, with `pendingLabel` in place of its label when given.
 */
import type { ReactNode } from "react";
import { Loader2 } from "~/components/icons";
import { Button, type ButtonProps } from "~/components/ui/button";

interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  pending?: boolean;
  pendingLabel?: ReactNode;
}

export function SubmitButton({ pending = false, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" disabled={disabled} busy={pending}>
      {pending && <Loader2 className={props.size === "lg" ? "h-5 w-5 animate-spin" : "h-4 w-4 animate-spin"} aria-hidden="true" />}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
