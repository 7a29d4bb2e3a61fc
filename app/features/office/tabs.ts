/** The dashboard's tabs and how `?tab=` in a link selects one (Leads by default). */
export const dashboardTabs = ["leads", "crm", "testimonials", "alerts", "blog"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** Other spellings a shared link may use. */
const tabAliases: Record<string, DashboardTab> = {
  contacts: "crm",
  reviews: "testimonials",
  "email-alerts": "alerts",
  emails: "alerts",
  notifications: "alerts",
};

/** `?tab=` values that name the staff accounts, which have their own page (/admin/team). */
export const isTeamTab = (value: string | null) => ["team", "users"].includes((value ?? "").toLowerCase());

export function parseTab(value: string | null): DashboardTab {
  const v = (value ?? "").toLowerCase();
  if ((dashboardTabs as readonly string[]).includes(v)) return v as DashboardTab;
  return tabAliases[v] ?? "leads";
}
