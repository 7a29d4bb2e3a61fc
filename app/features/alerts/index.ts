/** E-mail alerts: who is told of new leads, and the alert mails that could not be delivered. */
export { AlertsTab } from "./alerts-tab";
export { useRetryMail } from "./api";
export { NoRecipientBanner } from "./no-recipient-banner";
