/** The owner's office: the dashboard and its tabs, the overview, settings and the audit log. */
export { AdminDashboard } from "./dashboard";
export { AuditPage } from "./audit-page";
export { OverviewPanel } from "./overview-panel";
export { SettingsPage } from "./settings-page";
export { isTeamTab, parseTab } from "./tabs";
