/** The back office's lead inbox: the Leads tab (list, details, assignment, conversion) and a lead's own page. */
export { LeadsTab } from "./leads-tab";
export { LeadPage } from "./lead-page";
export type { AdminLead } from "./api";
