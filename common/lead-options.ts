/**
 * The fixed option lists of the lead and review forms: the nine service
 * options of the quote modal, quick-quote and area forms (value = label), the five contact-form
 * values with their labels, and the six review service types.
 */

/** Quote modal, quick-quote and area forms: the label is also the value sent as serviceType. */
export const quoteServiceOptions = [
  "Heat Pump Installation",
  "Boiler Installation/Replacement",
  "Air Conditioning Installation",
  "Ductless Mini-Split System",
  "Hybrid Water Heater",
  "System Maintenance Plan",
  "Planned Repair Assessment",
  "Energy Efficiency Upgrade",
  "Other/General Quote",
] as const;

export type QuoteServiceOption = (typeof quoteServiceOptions)[number];

/** Contact (consultation) form: value sent as serviceType, label shown. */
export const contactServiceOptions = [
  { value: "heat-pumps", label: "Heat Pump Installation" },
  { value: "high-efficiency-boilers", label: "High-Efficiency Boiler" },
  { value: "maintenance-contract", label: "Maintenance Contract" },
  { value: "hybrid-water-heater", label: "Hybrid Water Heater" },
  { value: "system-consultation", label: "System Consultation" },
] as const;

/** Review form: value stored as the testimonial's serviceType, label shown. */
export const reviewServiceTypes = [
  { value: "heating", label: "Heating Installation" },
  { value: "heat-pump", label: "Heat Pump" },
  { value: "boiler", label: "Boiler Service" },
  { value: "maintenance", label: "Maintenance" },
  { value: "plumbing", label: "Plumbing" },
  { value: "other", label: "Other" },
] as const;

export const reviewServiceValues = reviewServiceTypes.map((t) => t.value) as [
  (typeof reviewServiceTypes)[number]["value"],
  ...(typeof reviewServiceTypes)[number]["value"][],
];


export const isQuoteServiceOption = (value: string): value is QuoteServiceOption =>
  (quoteServiceOptions as readonly string[]).includes(value);
