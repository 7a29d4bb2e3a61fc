/** The back office's lead inbox: the Leads tab (list, details, assignment, conversion). */
export { LeadsTab } from "./leads-tab";
export type { AdminLead } from "./api";
