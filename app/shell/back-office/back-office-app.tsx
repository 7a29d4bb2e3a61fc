/**
 * What every back-office page carries besides its navigation: the warning while new leads would
 * alert nobody, and the service worker that makes the back office installable and receives push
 * messages (registered here, under /admin only).
 */
import { useBackOfficeWorker } from "~/features/account";
import { NoRecipientBanner } from "~/features/alerts";

export function BackOfficeApp() {
  useBackOfficeWorker();
  return <NoRecipientBanner />;
}
