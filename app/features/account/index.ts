/** Your account (/admin/account): your name, notifications on this device, your jobs calendar; and the back office's service worker. */
export { NameForm } from "./name-form";
export { PushSettings } from "./push-settings";
export { CalendarFeed } from "./calendar-feed";
export { useBackOfficeWorker } from "./use-back-office-worker";
