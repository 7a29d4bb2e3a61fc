/**
 * Services content (the services pages and their quick facts): the three
 * built-in services the list falls back to, Quick Facts per slug, built-in text for plumbing,
 * heating and air-conditioning, and the three marketing layouts.
 */
export interface ServiceSummary {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  content?: string | null;
}

/** Shown on /services when the call fails or returns nothing. */
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

const quickFactsBySlug: Record<string, QuickFact[]> = {
  "heat-pumps": [
    { label: "Efficiency", value: "300%+ efficiency" },
    { label: "Cold-weather rating", value: "Down to -15°F" },
    { label: "Warranty", value: "Up to 12 years warranty" },
    { label: "Installation", value: "1-2 days install" },
  ],
  "high-efficiency-boilers": [
    { label: "Efficiency", value: "90%+ AFUE" },
    { label: "Fuel options", value: "Gas/oil/propane" },
    { label: "Warranty", value: "Up to 10 years warranty" },
    { label: "Installation", value: "1-3 days install" },
  ],
  "maintenance-contracts": [
    { label: "Visits", value: "2 visits a year" },
    { label: "Response", value: "Priority response" },
    { label: "Repair savings", value: "15% off repairs" },
    { label: "Term", value: "Annual term" },
  ],
};

const defaultQuickFacts: QuickFact[] = [
  { label: "Response", value: "Same day response" },
  { label: "Warranty", value: "Comprehensive warranty" },
  { label: "Licensing", value: "Fully licensed" },
];

export const quickFactsFor = (slug: string): QuickFact[] => quickFactsBySlug[slug] ?? defaultQuickFacts;

/** Built-in text for the three slugs that also have static pages, used when the service call fails. */
export const builtInServiceText: Record<string, ServiceSummary> = {
  plumbing: {
    slug: "plumbing",
    title: "Plumbing",
    description:
      "Planned plumbing work for Chittenden County homes: re-piping, fixture and water-line upgrades, water treatment and water-heater replacement.",
    imageUrl: "/images/services/plumbing.svg",
    content:
      "<p>Our licensed plumbers plan each job with you, protect your home while they work and leave it tidy. We replace galvanized and polybutylene supply lines, upgrade fixtures and shut-off valves, install well-water treatment and swap worn-out water heaters for efficient hybrid models.</p>",
  },
  heating: {
    slug: "heating",
    title: "Heating",
    description:
      "Heating design, installation and service for Vermont winters: cold-climate heat pumps, condensing boilers, furnaces and radiant floors.",
    imageUrl: "/images/services/heating.svg",
    content:
      "<p>Vermont heating seasons run seven months or more, so the right system pays for itself every winter. We size every system with a room-by-room heat-loss calculation and install equipment we are proud to maintain for its whole life.</p>",
  },
  "air-conditioning": {
    slug: "air-conditioning",
    title: "Air Conditioning",
    description:
      "Ductless mini-splits and central air, installed and serviced across Chittenden County with high-SEER equipment that can also heat in winter.",
    imageUrl: "/images/services/air-conditioning.svg",
    content:
      "<p>A ductless mini-split or ducted heat pump cools quietly and efficiently in summer and heats your home in winter. We size each system for the rooms it serves and mount outdoor units above the snow line.</p>",
  },
};

/** Slugs with their own marketing layout. */
export const marketingSlugs = ["heat-pumps", "high-efficiency-boilers", "maintenance-contracts"] as const;
export type MarketingSlug = (typeof marketingSlugs)[number];
export const isMarketingSlug = (slug: string): slug is MarketingSlug => (marketingSlugs as readonly string[]).includes(slug);

export interface MarketingLayout {
  eyebrow: string;
  title: string;
  description: string;
  imageUrl: string;
  imageAlt: string;
  quoteService: string;
  stats: { value: string; label: string }[];
  benefitsTitle: string;
  benefits: { title: string; text: string }[];
  processTitle: string;
  process: { title: string; text: string }[];
  figuresTitle: string;
  figures: { label: string; value: string; note: string }[];
  closingTitle: string;
  closingText: string;
}

export const marketingLayouts: Record<MarketingSlug, MarketingLayout> = {
  "heat-pumps": {
    eyebrow: "Cold-Climate Heat Pumps",
    title: "Cold-Climate Heat Pumps Built for Vermont Winters",
    description:
      "300%+ efficient heat down to -15°F and quiet summer cooling: we design, install and maintain ductless and ducted heat pumps across Chittenden County.",
    imageUrl: "/images/services/heat-pumps.svg",
    imageAlt: "A cold-climate heat pump outdoor unit on a stand above the snow",
    quoteService: "Heat Pump Installation",
    stats: [
      { value: "300%+", label: "efficiency" },
      { value: "-15°F", label: "rated heating" },
      { value: "30-70%", label: "heating savings" },
      { value: "$8,000", label: "rebates up to" },
    ],
    benefitsTitle: "Why Vermont homeowners are switching",
    benefits: [
      { title: "Lower heating bills", text: "Switching from oil typically saves $1,200-2,500 a year; from propane, $800-1,800." },
      { title: "Comfort in every season", text: "One system heats through January cold snaps and cools quietly on humid July nights." },
      { title: "Rebates that cut the price", text: "Cold-climate heat pump rebates of $4,000-$8,000 plus a federal tax credit up to $2,000." },
    ],
    processTitle: "How we install your heat pump",
    process: [
      { title: "Heat-loss assessment", text: "A room-by-room calculation so the system is sized for your house, not a rule of thumb." },
      { title: "Design & rebate plan", text: "Ductless, ducted or hybrid layout, with the rebate paperwork prepared for you." },
      { title: "Clean installation", text: "Most single-zone systems install in 1-2 days, with outdoor units mounted above the snow line." },
    ],
    figuresTitle: "Typical investment",
    figures: [
      { label: "Single zone", value: "$3,500-5,500", note: "One ductless head and outdoor unit" },
      { label: "Multi-zone", value: "$8,000-15,000", note: "Whole-home comfort, several rooms" },
      { label: "Payback", value: "3-6 years", note: "After rebates, replacing oil or propane" },
    ],
    closingTitle: "Ready to cut your heating costs?",
    closingText: "Book a free in-home assessment and we'll show you the system, the savings and the rebates that fit your home.",
  },
  "high-efficiency-boilers": {
    eyebrow: "High-Efficiency Boilers",
    title: "High-Efficiency Boilers for Steady, Quiet Heat",
    description:
      "Condensing boilers rated 90%+ AFUE for gas, oil and propane, matched to your radiators or radiant floors and installed in 1-3 days.",
    imageUrl: "/images/services/boilers.svg",
    imageAlt: "A high-efficiency condensing boiler with its display reading 95% AFUE",
    quoteService: "Boiler Installation/Replacement",
    stats: [
      { value: "90%+", label: "AFUE" },
      { value: "15-20 yr", label: "lifespan" },
      { value: "10 yr", label: "warranty" },
      { value: "$2,500", label: "rebates up to" },
    ],
    benefitsTitle: "What a modern boiler changes",
    benefits: [
      { title: "Lower fuel bills", text: "Moving from an 80% to a 95% AFUE boiler takes a typical $3,000 heating bill to about $2,100 a year." },
      { title: "Even, quiet warmth", text: "Outdoor-reset controls match water temperature to the weather, so rooms stay steady and comfortable." },
      { title: "Hot water included", text: "An indirect tank or combi boiler gives plenty of hot water from the same efficient burner." },
    ],
    processTitle: "How we replace your boiler",
    process: [
      { title: "System survey", text: "We measure your heat loss and check radiators, piping and venting before recommending a size." },
      { title: "Right-sized proposal", text: "Gas, oil or propane options with efficiency, price and rebates of $1,200-$2,500 laid out clearly." },
      { title: "Installation & startup", text: "Old boiler out, new boiler in, commissioned and explained — usually in 1-3 days." },
    ],
    figuresTitle: "Boiler figures",
    figures: [
      { label: "Efficiency", value: "90%+ AFUE", note: "Condensing gas, oil and propane models" },
      { label: "Annual heating cost", value: "$3,000 → $2,100", note: "80% vs 95% AFUE, typical Vermont home" },
      { label: "Utility rebates", value: "Up to $500", note: "On top of $1,200-$2,500 in boiler rebates" },
    ],
    closingTitle: "Is your boiler past its best?",
    closingText: "Ask for a free replacement quote — we'll size the new boiler properly and handle the rebate paperwork.",
  },
  "maintenance-contracts": {
    eyebrow: "Maintenance Contracts",
    title: "Maintenance Contracts That Keep Systems Running for Years",
    description:
      "Two tune-ups a year, priority response, 15% off repairs: care that keeps heat pumps, boilers and water heaters efficient and adds up to 10 years of life.",
    imageUrl: "/images/services/maintenance.svg",
    imageAlt: "A maintenance checklist with a wrench and two yearly tune-ups ticked off",
    quoteService: "System Maintenance Plan",
    stats: [
      { value: "2", label: "tune-ups a year" },
      { value: "15%", label: "off repairs" },
      { value: "10 yrs", label: "extended life" },
      { value: "150+", label: "active contracts" },
    ],
    benefitsTitle: "What members get",
    benefits: [
      { title: "Two visits a year", text: "A heating tune-up in the fall and a cooling or water-heater check in the spring." },
      { title: "Priority response", text: "Members go to the front of the schedule when something needs attention." },
      { title: "15% off repairs", text: "Every repair during your annual term is discounted 15% — parts and labor." },
    ],
    processTitle: "How a maintenance visit works",
    process: [
      { title: "Inspect & clean", text: "Filters, coils, burners, heat exchangers and condensate lines cleaned and checked." },
      { title: "Test & adjust", text: "Combustion, refrigerant and electrical readings compared with the manufacturer's specifications." },
      { title: "Report", text: "A written summary of what we found, what we fixed and anything to plan for." },
    ],
    figuresTitle: "Plan at a glance",
    figures: [
      { label: "Visits", value: "2 a year", note: "Fall heating and spring cooling checks" },
      { label: "Repair discount", value: "15%", note: "For the whole annual term" },
      { label: "Equipment life", value: "Up to 10 years longer", note: "Compared with unmaintained systems" },
    ],
    closingTitle: "Protect your investment",
    closingText: "Join more than 150 Chittenden County households on a maintenance contract — ask us for a plan quote.",
  },
};
