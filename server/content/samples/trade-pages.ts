/** The trade pages /plumbing, /heating and /air-conditioning as the specification describes them. */
import type { Content } from "@common/content/types";

/** The specification's words for emergency service on the service pages. */
const EMERGENCY_LINE = "Emergency service available";

/** The quick facts every service without its own shows (as /services/{slug} does). */
const defaultQuickFacts = [
  { label: "Response", value: "Same day response", emergency: false },
  { label: "Warranty", value: "Comprehensive warranty", emergency: false },
  { label: "Licensing", value: "Fully licensed", emergency: false },
];

export const plumbingPage: Content<"plumbingPage"> = {
  seo: {
    title: "Plumbing Services in Jericho & Chittenden County, VT",
    description:
      "Licensed Vermont plumbers for water heaters, re-piping, fixtures, well-water treatment and planned plumbing upgrades across Chittenden County.",
    keywords: "plumber Jericho VT, plumbing Chittenden County, water heater replacement Vermont, re-piping",
  },
  quoteService: "Other/General Quote",
  hero: {
    eyebrow: "Plumbing",
    title: "Plumbing Services for Chittenden County Homes",
    intro:
      "Licensed plumbers who plan the work with you, protect your home while they work and leave it tidy — from a new kitchen faucet to whole-house re-piping.",
    image: { src: "/images/services/plumbing.svg", alt: "A polished faucet over a sink with PEX and copper supply lines" },
    backLink: false,
  },
  services: {
    title: "Our plumbing services",
    lists: [
      {
        title: "Water heaters",
        items: ["Hybrid heat-pump water heaters (4,500 → 1,400 kWh a year)", "Indirect tanks on boilers", "Tank replacement and haul-away", "Expansion tanks and mixing valves"],
        emergency: false,
      },
      {
        title: "Pipes & fixtures",
        items: ["Re-piping with PEX or copper", "Faucets, sinks, toilets and showers", "Shut-off and pressure-reducing valves", "Frozen-pipe prevention and insulation"],
        emergency: false,
      },
      {
        title: "Water quality",
        items: ["Well-water treatment and filtration", "Water softeners", "Sediment and UV filtration", "Backflow prevention"],
        emergency: false,
      },
    ],
  },
  why: {
    title: "Why choose our plumbers",
    items: [
      "Licensed and insured Vermont plumbers",
      "Clear, written quotes before any work starts",
      "Floors and finishes protected, site left clean",
      "Rebate paperwork handled for hybrid water heaters",
      "Owner-operated from Jericho, Vermont",
    ],
  },
  quickFacts: defaultQuickFacts,
  sidebarText: "Planning a bathroom, a water-heater swap or a re-pipe? Get a free, no-pressure quote.",
  closing: {
    title: "Plan your plumbing project",
    text: "Tell us what you have in mind and we'll contact you within 24 hours with next steps.",
  },
};

export const heatingPage: Content<"heatingPage"> = {
  seo: {
    title: "Heating Installation & Service in Jericho, VT",
    description:
      "Cold-climate heat pumps, 90%+ AFUE boilers, furnaces and radiant floors designed for Vermont winters, installed and maintained by our Jericho team.",
    keywords: "heating contractor Vermont, heat pump installation, boiler replacement Jericho, radiant floor heating",
  },
  quoteService: "Heat Pump Installation",
  hero: {
    eyebrow: "Heating",
    title: "Heating Systems Built for Vermont Winters",
    intro:
      "With a heating season of seven months or more, the right system pays for itself every winter. We size every installation with a room-by-room heat-loss calculation.",
    image: { src: "/images/services/heating.svg", alt: "A warm radiator under a frosty window in a cozy room" },
    backLink: false,
  },
  services: {
    title: "Our heating services",
    lists: [
      {
        title: "Heat pumps",
        items: ["Cold-climate heat pumps rated to -15°F", "Ductless mini-splits, single and multi-zone", "Ducted and hybrid systems", "Rebates of $4,000-$8,000 applied for you"],
        emergency: false,
      },
      {
        title: "Boilers & furnaces",
        items: ["Condensing boilers at 90%+ AFUE", "Gas, oil and propane options", "High-efficiency furnaces", "Outdoor-reset and smart controls"],
        emergency: false,
      },
      {
        title: "Comfort upgrades",
        items: ["Radiant floor heating", "Zoning and thermostats", "Indirect hot water", "Annual tune-ups on a maintenance contract"],
        emergency: false,
      },
    ],
  },
  why: {
    title: "Why homeowners choose us for heating",
    items: [
      "200+ premium systems installed",
      "Real heat-loss calculations, not rules of thumb",
      "Heating savings of 30-50% on typical upgrades",
      "150+ active maintenance contracts",
      "Licensed and insured technicians",
    ],
  },
  quickFacts: defaultQuickFacts,
  sidebarText: "Find out what a heat pump or new boiler would save you — free assessment.",
  closing: {
    title: "Warmer winters, lower bills",
    text: "Request a free heating assessment and see the system, savings and rebates that fit your home.",
  },
};

export const airConditioningPage: Content<"airConditioningPage"> = {
  seo: {
    title: "Air Conditioning & Mini-Splits in Chittenden County, VT",
    description:
      "Ductless mini-splits and central air installed, repaired and maintained across Chittenden County. Same-day installation, high-SEER equipment.",
    keywords: "air conditioning Vermont, ductless mini-split installation, central air Burlington VT, AC repair Chittenden County",
  },
  quoteService: "Air Conditioning Installation",
  hero: {
    eyebrow: "Air Conditioning",
    title: "Air Conditioning Installation & Service",
    intro:
      "Champlain Valley summers are getting warmer. We install quiet, high-SEER ductless mini-splits and central air — systems that can heat your home in winter, too.",
    image: { src: "/images/services/air-conditioning.svg", alt: "A high-SEER ductless air conditioner cooling a sunny room" },
    backLink: true,
  },
  services: {
    title: "Our air conditioning services",
    lists: [
      { title: "Ductless mini-splits", items: ["Single-zone and multi-zone systems", "Quiet wall, ceiling and floor units", "Heating and cooling in one system"], emergency: false },
      { title: "Central air", items: ["New central air on existing ductwork", "Ducted heat pumps", "Air handler and coil replacement"], emergency: false },
      { title: "Repair and maintenance", items: ["Diagnostics on all major brands", "Refrigerant leak repair", "Coil and filter cleaning"], emergency: false },
      { title: "Preventive maintenance contracts", items: ["2 visits a year", "Priority response", "15% off repairs"], emergency: false },
      { title: "Emergency repair", items: [EMERGENCY_LINE, "Fast diagnosis when cooling fails", "Temporary cooling options"], emergency: true },
      { title: "Energy efficiency upgrades", items: ["High-SEER replacements", "Smart thermostats and zoning", "Rebate and incentive guidance"], emergency: false },
    ],
  },
  why: {
    title: "Why choose us for cooling",
    items: ["Systems sized room by room", "Outdoor units mounted above the snow line", "Licensed and insured technicians", "Clear quotes with rebates included"],
  },
  quickFacts: [
    { label: "Service area", value: "Chittenden County", emergency: false },
    { label: "Installation", value: "Same-day installation", emergency: false },
    { label: "Equipment", value: "High SEER ratings", emergency: false },
    { label: "Support", value: EMERGENCY_LINE, emergency: true },
  ],
  sidebarText: "Beat the next heat wave — get a free air conditioning quote.",
  closing: {
    title: "Stay cool this summer",
    text: "Ask for a free quote for a mini-split or central air and we'll contact you within 24 hours.",
  },
};
