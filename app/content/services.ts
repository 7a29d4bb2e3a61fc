/**
 * What remains of the services' copy in code: the three cards the community pages show and the
 * Quick Facts of the static plumbing and heating pages. The services themselves (cards, pages,
 * marketing layouts) are content: server/content/samples/service.ts.
 */
export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  content?: string | null;
}

/** The cards the community pages show. */
export const builtInServices: ServiceSummary[] = [
  {
    slug: "heat-pumps",
    title: "Cold-Climate Heat Pumps",
    description:
      "Ductless and ducted cold-climate heat pumps that keep Vermont homes warm down to -15°F and cool all summer, at 300%+ efficiency.",
    imageUrl: "/images/services/heat-pumps.svg",
  },
  {
    slug: "high-efficiency-boilers",
    title: "High-Efficiency Boilers",
    description:
      "Condensing gas, oil and propane boilers rated 90%+ AFUE, with smart controls and indirect hot water for steady, quiet heat.",
    imageUrl: "/images/services/boilers.svg",
  },
  {
    slug: "maintenance-contracts",
    title: "Maintenance Contracts",
    description:
      "Two tune-ups a year, priority response and 15% off repairs: planned maintenance that keeps your system efficient for years longer.",
    imageUrl: "/images/services/maintenance.svg",
  },
];

export interface QuickFact {
  label: string;
  value: string;
  /** About emergency service: see ServiceList.emergency in ./service-pages. */
  emergency?: true;
}

const defaultQuickFacts: QuickFact[] = [
  { label: "Response", value: "Same day response" },
  { label: "Warranty", value: "Comprehensive warranty" },
  { label: "Licensing", value: "Fully licensed" },
];

/** The static service pages' Quick Facts (the service entries carry their own). */
export const quickFactsFor = (_slug: string): QuickFact[] => defaultQuickFacts;
