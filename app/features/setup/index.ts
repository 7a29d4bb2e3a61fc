/** Going live: the setup checks page and the banner across the back office for a red check. */
export { SetupBanner } from "./setup-banner";
export type { BackOfficeBanners } from "./api";
export { SetupChecksPage } from "./setup-page";
export { SetupWizard, type SetupReply } from "./setup-wizard";
