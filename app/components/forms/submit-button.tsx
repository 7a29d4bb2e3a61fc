/**
 * A form's submit button. By default it stays disabled until the form's script has taken over:
 * a press before that would make the browser send the form to a page that cannot answer it.
 * A `native` form has a page action, so its button works from the first paint: a press before
 * the scripts ran (or without JavaScript) sends the form itself and the page answers.
 */
import { Button, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";

export function SubmitButton({ disabled, native = false, ...props }: Omit<ButtonProps, "type"> & { native?: boolean }) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || (!native && !hydrated)} />;
}
