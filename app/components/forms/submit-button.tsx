/**
 * A form's submit button that stays disabled until the form's script has taken over. A press
 * before that would make the browser send the form itself (a page reload, the typed values
 * gone); disabled, it simply waits the moment it takes, and so do keyboard submissions.
 */
import { Button, type ButtonProps } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";

export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, "type">) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
