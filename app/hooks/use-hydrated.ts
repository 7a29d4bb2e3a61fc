/**
 * False while the page is server-rendered HTML (on the server and during hydration), true once
 * React has taken over in the browser.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
