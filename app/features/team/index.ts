/** The team: staff accounts, invitations and the admins' two-factor rule (/admin/team). */
export { TeamTab } from "./team-tab";
export { useAssignableStaff } from "./api";
