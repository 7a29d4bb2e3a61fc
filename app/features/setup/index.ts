/** Going live: the banner across the back office for a red check, and the setup in the browser. The setup checks page is loaded by its route as a chunk of its own. */
export { SetupBanner } from "./setup-banner";
export type { BackOfficeBanners } from "./api";
export { SetupWizard, type SetupReply } from "./setup-wizard";
