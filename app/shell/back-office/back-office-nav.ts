/**
 * The back office's one navigation: every section once, under one name (the dashboard's
 * sections keep the spec's names and their `?tab=` addresses, so a link or a reload opens the
 * same section). Today is first: it is where an admin starts the day; the spec's five dashboard
 * sections follow together in its order (Leads, CRM, Testimonials, Email Alerts, Blog), then the rest.
 */
import * as staffMessages from "@common/staff-messages";
import { ROLES_FOR, type StaffRole } from "@common/roles";
import { parseTab } from "~/features/office";

export interface BackOfficeLink {
  label: string;
  to: string;
  /** Who sees the link (the page itself checks again). */
  roles: readonly StaffRole[];
  /** Is this the section being shown? */
  isActive: (pathname: string, tab: string | null) => boolean;
}

const t = staffMessages.dashboard.tabs;

/** A section of the dashboard (/admin?tab=...), also active on its records' own pages. */
const dashboardSection = (tab: ReturnType<typeof parseTab>, recordPath?: string) => (pathname: string, current: string | null) =>
  (pathname === "/admin" && parseTab(current) === tab) || (!!recordPath && pathname.startsWith(recordPath));

/** The blog: the dashboard's section for admins, its own page (/admin/blog) for editors. */
const isBlog = (p: string, tab: string | null) => p.startsWith("/admin/blog") || (p === "/admin" && parseTab(tab) === "blog");

export const backOfficeLinks: BackOfficeLink[] = [
  { label: "Today", to: "/admin/today", roles: ROLES_FOR.admin, isActive: (p) => p === "/admin/today" },
  // The dashboard's five sections together, in the spec's order.
  { label: t.leads, to: "/admin", roles: ROLES_FOR.admin, isActive: dashboardSection("leads", "/admin/leads/") },
  { label: t.crm, to: "/admin?tab=crm", roles: ROLES_FOR.admin, isActive: dashboardSection("crm", "/admin/contacts/") },
  { label: t.testimonials, to: "/admin?tab=testimonials", roles: ROLES_FOR.admin, isActive: dashboardSection("testimonials") },
  { label: t.alerts, to: "/admin?tab=alerts", roles: ROLES_FOR.admin, isActive: dashboardSection("alerts") },
  { label: t.blog, to: "/admin?tab=blog", roles: ROLES_FOR.admin, isActive: isBlog },
  { label: t.blog, to: "/admin/blog", roles: ROLES_FOR.staff.filter((role) => !(ROLES_FOR.admin as readonly StaffRole[]).includes(role)), isActive: isBlog },
  // The owner's other pages after them; the site's pages and services are editors' work too, as the blog is.
  { label: "Site", to: "/admin/site", roles: ROLES_FOR.staff, isActive: (p) => p.startsWith("/admin/site") },
  { label: "Quotes", to: "/admin/quotes", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/quotes") || p === "/admin/price-book" },
  { label: "Invoices", to: "/admin/invoices", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/invoices") },
  { label: "Jobs", to: "/admin/jobs", roles: ROLES_FOR.admin, isActive: (p) => p === "/admin/jobs" },
  { label: "Schedule", to: "/admin/schedule", roles: ROLES_FOR.admin, isActive: (p) => p === "/admin/schedule" },
  // A technician's whole back office (their own visits; their account is in the account menu); for
  // an admin who goes out too, after the office's sections.
  { label: "My day", to: "/admin/my-day", roles: ROLES_FOR.field, isActive: (p) => p === "/admin/my-day" },
  { label: t.team, to: "/admin/team", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/team") },
  { label: "Settings", to: "/admin/settings", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/settings") },
  { label: "Webhooks", to: "/admin/webhooks", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/webhooks") },
  { label: "API tokens", to: "/admin/api-tokens", roles: ROLES_FOR.admin, isActive: (p) => p === "/admin/api-tokens" || p === "/admin/api" },
  { label: "Audit log", to: "/admin/audit", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/audit") },
  { label: "Setup checks", to: "/admin/setup", roles: ROLES_FOR.admin, isActive: (p) => p.startsWith("/admin/setup") },
];

export const linksFor = (role: string | undefined) => backOfficeLinks.filter((l) => (l.roles as readonly string[]).includes(role ?? ""));
