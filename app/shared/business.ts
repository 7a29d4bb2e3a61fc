/**
 * The contractor's business facts, as shown in page content and structured data. The name,
 * phone, e-mail and street address are not given by the spec; they are decided in
 * docs/decisions.md.
 */
export const business = {
  name: "Mansfield Heating & Plumbing",
  shortName: "Mansfield Heating",
  phoneDisplay: "(802) 555-0142",
  phoneHref: "tel:+18025550142",
  phoneE164: "+1-802-555-0142",
  email: "office@mansfieldheatingvt.com",
  address: {
    street: "18 Browns Trace Road",
    locality: "Jericho",
    region: "VT",
    postalCode: "05465",
    country: "US",
  },
  geo: { latitude: 44.4906, longitude: -72.9981 },
  serviceRadiusMeters: 30000,
  serviceRadiusMilesText: "30 miles",
  county: "Chittenden County",
  priceRange: "$$",
  paymentAccepted: ["Cash", "Credit Card", "Check"],
  /** Hours as given in page metadata. */
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "18:00" },
    { days: ["Saturday"], opens: "08:00", closes: "16:00" },
  ],
  /** Hours as written on service pages. */
  serviceHoursText: "Mon-Fri 8AM-5PM",
  locale: "en_US",
  copyrightYear: 2025,
  defaultTheme: "professional",
  themeStorageKey: "preferredTheme",
} as const;
