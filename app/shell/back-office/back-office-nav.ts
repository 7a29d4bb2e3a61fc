/**
 * The back office's sections and where each lives. The dashboard's tabs keep their `?tab=`
 * addresses (so a link or a reload opens the same tab); Blog and Team are pages of their own.
 */
import type { StaffRole } from "~/shared/roles";

export interface BackOfficeLink {
  label: string;
  to: string;
  /** Who sees the link (the page itself checks again). */
  roles: readonly StaffRole[];
  /** Is this the section being shown? */
  isActive: (pathname: string, tab: string | null) => boolean;
}

const dashboardTab = (tab: string | null) => (pathname: string, current: string | null) =>
  pathname === "/admin" && (current ?? null) === tab;

export const backOfficeLinks: BackOfficeLink[] = [
  { label: "Leads", to: "/admin", roles: ["admin"], isActive: (p, t) => p === "/admin" && (t === null || t === "leads") },
  { label: "CRM", to: "/admin?tab=crm", roles: ["admin"], isActive: dashboardTab("crm") },
  { label: "Reviews", to: "/admin?tab=testimonials", roles: ["admin"], isActive: dashboardTab("testimonials") },
  { label: "E-mail alerts", to: "/admin?tab=alerts", roles: ["admin"], isActive: dashboardTab("alerts") },
  { label: "Blog", to: "/admin/blog", roles: ["admin", "editor"], isActive: (p, t) => p.startsWith("/admin/blog") || (p === "/admin" && t === "blog") },
  { label: "Team", to: "/admin/team", roles: ["admin"], isActive: (p) => p.startsWith("/admin/team") },
  { label: "Settings", to: "/admin/settings", roles: ["admin"], isActive: (p) => p.startsWith("/admin/settings") },
  { label: "Audit log", to: "/admin/audit", roles: ["admin"], isActive: (p) => p.startsWith("/admin/audit") },
];

export const linksFor = (role: string | undefined) => backOfficeLinks.filter((l) => (l.roles as readonly string[]).includes(role ?? ""));
