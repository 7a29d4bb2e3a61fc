/**
 * Every public page of the route table (app/routes.ts) that search engines should index.
 * The sitemap lists these plus the towns' pages (the service areas), the active service slugs,
 * blog categories and published posts; the accessibility browser test walks the same list.
 */

export interface PublicPage {
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
}

export const staticPublicPages: PublicPage[] = [
  { path: "/", changefreq: "weekly", priority: 1.0 },
  { path: "/services", changefreq: "weekly", priority: 0.9 },
  { path: "/plumbing", changefreq: "monthly", priority: 0.8 },
  { path: "/heating", changefreq: "monthly", priority: 0.8 },
  { path: "/air-conditioning", changefreq: "monthly", priority: 0.8 },
  { path: "/heat-pump-education", changefreq: "monthly", priority: 0.8 },
  { path: "/cold-climate-heat-pumps", changefreq: "monthly", priority: 0.8 },
  { path: "/boiler-education", changefreq: "monthly", priority: 0.7 },
  { path: "/hybrid-water-heater-education", changefreq: "monthly", priority: 0.7 },
  { path: "/vermont-heating-guide", changefreq: "monthly", priority: 0.7 },
  { path: "/areas-we-serve", changefreq: "monthly", priority: 0.7 },
  { path: "/about-us", changefreq: "monthly", priority: 0.6 },
  { path: "/gallery", changefreq: "monthly", priority: 0.6 },
  { path: "/reviews", changefreq: "weekly", priority: 0.6 },
  { path: "/contact", changefreq: "monthly", priority: 0.7 },
  { path: "/blog", changefreq: "daily", priority: 0.7 },
];

/** Paths crawlers are kept out of (robots.txt); these pages also carry noindex, nofollow. */
export const disallowedPaths = [
  "/admin",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/accept-invite",
  "/api/",
];
