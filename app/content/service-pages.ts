/** Content of the static service pages /plumbing, /heating and /air-conditioning. */
import type { QuickFact } from "./services";
import { quickFactsFor } from "./services";

export interface ServiceList {
  title: string;
  items: string[];
  /** About emergency service: shown only while the owner offers it (Settings), so no page promises what the business does not do. */
  emergency?: true;
}

/** The specification's words for emergency service on the service pages. */
const EMERGENCY_LINE = "Emergency service available";

export interface StaticServicePage {
  slug: "plumbing" | "heating" | "air-conditioning";
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  eyebrow: string;
  title: string;
  intro: string;
  image: { src: string; alt: string; width: number; height: number };
  quoteService: string;
  backLink: boolean;
  servicesTitle: string;
  lists: ServiceList[];
  whyTitle: string;
  why: string[];
  quickFacts: QuickFact[];
  sidebarText: string;
  closingTitle: string;
  closingText: string;
}

export const plumbingPage: StaticServicePage = {
  slug: "plumbing",
  metaTitle: "Plumbing Services in Jericho & Chittenden County, VT",
  metaDescription:
    "Licensed Vermont plumbers for water heaters, re-piping, fixtures, well-water treatment and planned plumbing upgrades across Chittenden County.",
  keywords: ["plumber Jericho VT", "plumbing Chittenden County", "water heater replacement Vermont", "re-piping"],
  eyebrow: "Plumbing",
  title: "Plumbing Services for Chittenden County Homes",
  intro:
    "Licensed plumbers who plan the work with you, protect your home while they work and leave it tidy — from a new kitchen faucet to whole-house re-piping.",
  image: { src: "/images/services/plumbing.svg", alt: "A polished faucet over a sink with PEX and copper supply lines", width: 800, height: 500 },
  quoteService: "Other/General Quote",
  backLink: false,
  servicesTitle: "Our plumbing services",
  lists: [
    {
      title: "Water heaters",
      items: ["Hybrid heat-pump water heaters (4,500 → 1,400 kWh a year)", "Indirect tanks on boilers", "Tank replacement and haul-away", "Expansion tanks and mixing valves"],
    },
    {
      title: "Pipes & fixtures",
      items: ["Re-piping with PEX or copper", "Faucets, sinks, toilets and showers", "Shut-off and pressure-reducing valves", "Frozen-pipe prevention and insulation"],
    },
    {
      title: "Water quality",
      items: ["Well-water treatment and filtration", "Water softeners", "Sediment and UV filtration", "Backflow prevention"],
    },
  ],
  whyTitle: "Why choose our plumbers",
  why: [
    "Licensed and insured Vermont plumbers",
    "Clear, written quotes before any work starts",
    "Floors and finishes protected, site left clean",
    "Rebate paperwork handled for hybrid water heaters",
    "Owner-operated from Jericho, Vermont",
  ],
  quickFacts: quickFactsFor("plumbing"),
  sidebarText: "Planning a bathroom, a water-heater swap or a re-pipe? Get a free, no-pressure quote.",
  closingTitle: "Plan your plumbing project",
  closingText: "Tell us what you have in mind and we'll contact you within 24 hours with next steps.",
};

export const heatingPage: StaticServicePage = {
  slug: "heating",
  metaTitle: "Heating Installation & Service in Jericho, VT",
  metaDescription:
    "Cold-climate heat pumps, 90%+ AFUE boilers, furnaces and radiant floors designed for Vermont winters, installed and maintained by our Jericho team.",
  keywords: ["heating contractor Vermont", "heat pump installation", "boiler replacement Jericho", "radiant floor heating"],
  eyebrow: "Heating",
  title: "Heating Systems Built for Vermont Winters",
  intro:
    "With a heating season of seven months or more, the right system pays for itself every winter. We size every installation with a room-by-room heat-loss calculation.",
  image: { src: "/images/services/heating.svg", alt: "A warm radiator under a frosty window in a cozy room", width: 800, height: 500 },
  quoteService: "Heat Pump Installation",
  backLink: false,
  servicesTitle: "Our heating services",
  lists: [
    {
      title: "Heat pumps",
      items: ["Cold-climate heat pumps rated to -15°F", "Ductless mini-splits, single and multi-zone", "Ducted and hybrid systems", "Rebates of $4,000-$8,000 applied for you"],
    },
    {
      title: "Boilers & furnaces",
      items: ["Condensing boilers at 90%+ AFUE", "Gas, oil and propane options", "High-efficiency furnaces", "Outdoor-reset and smart controls"],
    },
    {
      title: "Comfort upgrades",
      items: ["Radiant floor heating", "Zoning and thermostats", "Indirect hot water", "Annual tune-ups on a maintenance contract"],
    },
  ],
  whyTitle: "Why homeowners choose us for heating",
  why: [
    "200+ premium systems installed",
    "Real heat-loss calculations, not rules of thumb",
    "Heating savings of 30-50% on typical upgrades",
    "150+ active maintenance contracts",
    "Licensed and insured technicians",
  ],
  quickFacts: quickFactsFor("heating"),
  sidebarText: "Find out what a heat pump or new boiler would save you — free assessment.",
  closingTitle: "Warmer winters, lower bills",
  closingText: "Request a free heating assessment and see the system, savings and rebates that fit your home.",
};

export const airConditioningPage: StaticServicePage = {
  slug: "air-conditioning",
  metaTitle: "Air Conditioning & Mini-Splits in Chittenden County, VT",
  metaDescription:
    "Ductless mini-splits and central air installed, repaired and maintained across Chittenden County. Same-day installation, high-SEER equipment.",
  keywords: ["air conditioning Vermont", "ductless mini-split installation", "central air Burlington VT", "AC repair Chittenden County"],
  eyebrow: "Air Conditioning",
  title: "Air Conditioning Installation & Service",
  intro:
    "Champlain Valley summers are getting warmer. We install quiet, high-SEER ductless mini-splits and central air — systems that can heat your home in winter, too.",
  image: { src: "/images/services/air-conditioning.svg", alt: "A high-SEER ductless air conditioner cooling a sunny room", width: 800, height: 500 },
  quoteService: "Air Conditioning Installation",
  backLink: true,
  servicesTitle: "Our air conditioning services",
  lists: [
    { title: "Ductless mini-splits", items: ["Single-zone and multi-zone systems", "Quiet wall, ceiling and floor units", "Heating and cooling in one system"] },
    { title: "Central air", items: ["New central air on existing ductwork", "Ducted heat pumps", "Air handler and coil replacement"] },
    { title: "Repair and maintenance", items: ["Diagnostics on all major brands", "Refrigerant leak repair", "Coil and filter cleaning"] },
    { title: "Preventive maintenance contracts", items: ["2 visits a year", "Priority response", "15% off repairs"] },
    { title: "Emergency repair", items: [EMERGENCY_LINE, "Fast diagnosis when cooling fails", "Temporary cooling options"], emergency: true },
    { title: "Energy efficiency upgrades", items: ["High-SEER replacements", "Smart thermostats and zoning", "Rebate and incentive guidance"] },
  ],
  whyTitle: "Why choose us for cooling",
  why: ["Systems sized room by room", "Outdoor units mounted above the snow line", "Licensed and insured technicians", "Clear quotes with rebates included"],
  quickFacts: [
    { label: "Service area", value: "Chittenden County" },
    { label: "Installation", value: "Same-day installation" },
    { label: "Equipment", value: "High SEER ratings" },
    { label: "Support", value: EMERGENCY_LINE, emergency: true },
  ],
  sidebarText: "Beat the next heat wave — get a free air conditioning quote.",
  closingTitle: "Stay cool this summer",
  closingText: "Ask for a free quote for a mini-split or central air and we'll contact you within 24 hours.",
};
