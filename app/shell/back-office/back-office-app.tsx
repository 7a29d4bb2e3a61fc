/**
 * What every back-office page carries besides its navigation: the warning while new leads would
 * alert nobody, and the service worker that makes the back office installable and receives push
 * messages (registered here, under /admin only).
 */
import { useBackOfficeWorker } from "~/features/account";
import { NoRecipientBanner } from "~/features/alerts";
import { QueryProvider } from "~/lib/query-client";

/** `nobodyAlerted`: what the page was served with, until the recipients are read. */
export function BackOfficeApp({ nobodyAlerted }: { nobodyAlerted?: boolean }) {
  useBackOfficeWorker();
  // Above the page's own guard, so it needs the provider too; in the browser both share one cache.
  return (
    <QueryProvider>
      <NoRecipientBanner served={nobodyAlerted} />
    </QueryProvider>
  );
}
