/**
 * A control that opens a dialog once the page's script runs, and until then (or without
 * JavaScript) is a link to a page holding the same form: `<a href>` in the server HTML, a
 * `<button>` from hydration on. A press on the link before the scripts ran simply goes there.
 */
import { useHydrated } from "~/hooks/use-hydrated";

export function ScriptButton({
  href,
  onPress,
  className,
  children,
  ...aria
}: {
  href: string;
  onPress: () => void;
  className?: string;
  children: React.ReactNode;
  "aria-describedby"?: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={href} className={className} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onPress} className={className} {...aria}>
      {children}
    </button>
  );
}
