/**
 * The staff roles, defined once for the API's access checks, the staff pages' guards, the team
 * screen and the invite / role-change schemas. An admin may do everything; an editor works on
 * the blog, the site and their own account; a technician sees their own visits (their day) and
 * their own account, nothing else.
 */
export const STAFF_ROLES = ["admin", "editor", "technician"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may call what. "staff" is the office's shared work (the blog, the site, the media library):
 * admins and editors, never technicians. "admin" only admins. "field" is whoever goes out on
 * visits and so has a day of their own (technicians, and an admin who goes out too). "account" is
 * any signed-in staff member, for their own name, password and two-factor sign-in.
 */
export const ROLES_FOR = {
  staff: ["admin", "editor"],
  admin: ["admin"],
  field: ["admin", "technician"],
  account: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;

export const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

/** Whether a role is among those a route or page allows (`ROLES_FOR.staff`, say). */
export const roleIn = (roles: readonly StaffRole[], role: string | undefined) => (roles as readonly string[]).includes(role ?? "");

/** Who can open leads, and so may be assigned one (an editor would be sent to a page that refuses them). */
export const canOpenLeads = (role: string | undefined) => roleIn(ROLES_FOR.admin, role);

/** What the team screen says each role may do. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything",
  editor: "The blog and the site",
  technician: "Their own visits, on a phone",
};
