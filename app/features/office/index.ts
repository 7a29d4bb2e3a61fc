/** The owner's office: the dashboard and its tabs, the overview, Today, jobs by day, settings and the audit log. */
export { AdminDashboard } from "./dashboard";
export { AuditPage } from "./audit-page";
export { JobsPage, type JobsRange } from "./jobs-page";
export { OverviewPanel } from "./overview-panel";
export { SettingsPage } from "./settings-page";
export { TodayPage } from "./today-page";
export { isTeamTab, parseTab } from "./tabs";
