/**
 * The staff roles, defined once for the API's access checks, the staff pages' guards, the team
 * screen and the invite / role-change schemas. An admin may do everything; an editor works on
 * the blog and their own account.
 */
export const STAFF_ROLES = ["admin", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may call what: "staff" is any staff role, "admin" only admins. */
export const ROLES_FOR = {
  staff: STAFF_ROLES,
  admin: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

/** Who can open leads, and so may be assigned one (an editor would be sent to a page that refuses them). */
export const canOpenLeads = (role: string | undefined) => (ROLES_FOR.admin as readonly string[]).includes(role ?? "");
