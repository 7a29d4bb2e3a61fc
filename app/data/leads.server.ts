/** Page modules' door to the staff view of leads (the dashboard's server-rendered first tab). */
export { listStaffLeads } from "../../server/leads/workflow";
