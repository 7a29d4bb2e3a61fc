/** Header and footer links. */
export interface NavLink {
  label: string;
  to: string;
  /** Path prefixes that make this link the active one. */
  match: string[];
  /** Prefixes that never make it active (e.g. the area pages live under /services/areas). */
  exclude?: string[];
}

export const aboutLink: NavLink = { label: "About", to: "/about-us", match: ["/about-us", "/about"] };

export const servicesMenu = {
  label: "Services",
  match: ["/services", "/plumbing", "/heating", "/air-conditioning", "/cold-climate-heat-pumps"],
  exclude: ["/services/areas"],
  items: [
    { label: "Plumbing", to: "/plumbing" },
    { label: "Heating", to: "/heating" },
    { label: "Air Conditioning", to: "/air-conditioning" },
    { label: "High-Efficiency Cold Climate Heat Pumps", to: "/cold-climate-heat-pumps" },
  ],
  allLabel: "All Services",
  allTo: "/services",
};

export const mainLinks: NavLink[] = [
  { label: "Areas", to: "/areas-we-serve", match: ["/areas-we-serve", "/services/areas"] },
  { label: "Reviews", to: "/reviews", match: ["/reviews"] },
  { label: "Gallery", to: "/gallery", match: ["/gallery"] },
  { label: "Blog", to: "/blog", match: ["/blog"] },
  { label: "Contact", to: "/contact", match: ["/contact"] },
];

/** True when `pathname` starts with one of the prefixes (at a path boundary) and none of the exclusions. */
export function isActivePath(pathname: string, match: string[], exclude: string[] = []): boolean {
  const hit = (prefix: string) => pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
  return match.some(hit) && !exclude.some(hit);
}

export const footerServiceLinks = [
  { label: "Cold-Climate Heat Pumps", to: "/services/heat-pumps" },
  { label: "High-Efficiency Boilers", to: "/services/high-efficiency-boilers" },
  { label: "Maintenance Contracts", to: "/services/maintenance-contracts" },
  { label: "All Services", to: "/services" },
];

export const footerCompanyLinks = [
  { label: "About Us", to: "/about-us" },
  { label: "Areas We Serve", to: "/areas-we-serve" },
  { label: "Customer Reviews", to: "/reviews" },
  { label: "Project Gallery", to: "/gallery" },
  { label: "Blog", to: "/blog" },
];

