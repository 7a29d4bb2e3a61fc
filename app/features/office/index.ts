/**
 * The owner's office: Today, and the tabs' names. The dashboard, the overview, jobs by day, settings
 * and the audit log are loaded by their route, each as a chunk of its own (app/routes/admin.tsx).
 */
export type { JobsRange } from "./jobs-page";
export { TodayPage } from "./today-page";
export { isTeamTab, parseTab } from "./tabs";
