/**
 * Facts about the business that the owner does not edit in Settings: where the shop is on the
 * map, the county it serves, how it is paid, the site's locale and theme. Everything the owner
 * keeps (name, phone, e-mail, address, hours, service radius, emergency service, social profiles,
 * the external rating) is stored in site_settings and read from there; its seed values are
 * `defaultBusinessSettings` in ./business-settings.
 */
export const business = {
  country: "US",
  geo: { latitude: 44.4906, longitude: -72.9981 },
  county: "Chittenden County",
  priceRange: "$$",
  paymentAccepted: ["Cash", "Credit Card", "Check"],
  locale: "en_US",
  defaultTheme: "professional",
  themeStorageKey: "preferredTheme",
} as const;
