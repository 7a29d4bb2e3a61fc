/** The dashboard's tabs and how `?tab=` in a link selects one (Leads by default). */
export const dashboardTabs = ["leads", "crm", "testimonials", "alerts", "blog", "team"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** Other spellings a shared link may use. */
const tabAliases: Record<string, DashboardTab> = {
  contacts: "crm",
  reviews: "testimonials",
  "email-alerts": "alerts",
  emails: "alerts",
  notifications: "alerts",
  users: "team",
};

export function parseTab(value: string | null): DashboardTab {
  const v = (value ?? "").toLowerCase();
  if ((dashboardTabs as readonly string[]).includes(v)) return v as DashboardTab;
  return tabAliases[v] ?? "leads";
}
