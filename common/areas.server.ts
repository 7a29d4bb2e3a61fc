/**
 * The service areas' texts: the nine communities and the Burlington and South Burlington pages.
 * Server-only: each area page gets its own town's text from its loader (the page's HTML carries it),
 * instead of every town's text travelling in the client bundle of every area page.
 */
import { AREA_PAGE_SLUGS, NEXT_DAY, SAME_DAY, type ServiceArea } from "./areas";

export * from "./areas";

export const SERVICE_AREAS: ServiceArea[] = [
  {
    slug: "burlington",
    name: "Burlington",
    city: "Burlington",
    type: "City",
    description:
      "Vermont's largest city, from the Old North End triple-deckers to the Hill Section and the New North End. We modernise heating in older homes and multi-unit buildings.",
    highlights: ["Historic homes and multi-family buildings", "Steam and hot-water boiler upgrades", "Ductless heat pumps for apartments"],
    responseTime: SAME_DAY,
    seoDescription:
      "Cold-climate heat pumps, high-efficiency boilers and maintenance plans for Burlington, VT homes and rentals, with same-day response from our Jericho shop.",
  },
  {
    slug: "south-burlington",
    name: "South Burlington",
    city: "South Burlington",
    type: "City",
    description:
      "A commercial and residential hub around the airport, Dorset Street and Shelburne Road, with newer neighbourhoods and busy businesses.",
    highlights: ["Commercial HVAC service", "Residential heat pumps", "Preventive maintenance contracts"],
    responseTime: SAME_DAY,
    seoDescription:
      "Commercial HVAC, residential heat pumps and maintenance for South Burlington businesses and homes. Same-day response, licensed and insured.",
  },
  {
    slug: "essex",
    name: "Essex",
    city: "Essex",
    type: "Town",
    description:
      "Essex Town and Essex Junction: family neighbourhoods where many forced-air systems are ready for a cold-climate heat pump upgrade.",
    highlights: ["Ducted heat pump conversions", "Central air replacement", "Hybrid water heaters"],
    responseTime: SAME_DAY,
    seoDescription:
      "Cold-climate heat pumps, central air and hybrid water heaters for Essex and Essex Junction, VT homes, with same-day service from our nearby Jericho shop.",
  },
  {
    slug: "williston",
    name: "Williston",
    city: "Williston",
    type: "Town",
    description: "Growing residential developments and retail along Route 2A, with many newer, tightly built homes.",
    highlights: ["High-efficiency boilers", "Fresh-air ventilation for tight homes", "Multi-zone heat pumps"],
    responseTime: SAME_DAY,
    seoDescription:
      "High-efficiency boilers, multi-zone heat pumps and fresh-air ventilation for Williston, VT homes and businesses, with same-day service from Jericho.",
  },
  {
    slug: "winooski",
    name: "Winooski",
    city: "Winooski",
    type: "City",
    description: "A compact riverside city of mill conversions, condos and older duplexes where space and efficiency both count.",
    highlights: ["Space-saving combi boilers", "Ductless mini-splits", "Plumbing upgrades in older buildings"],
    responseTime: SAME_DAY,
    seoDescription:
      "Combi boilers, ductless mini-splits and plumbing upgrades for Winooski, VT condos, mill conversions and duplexes, with same-day service from Jericho.",
  },
  {
    slug: "jericho",
    name: "Jericho (Home Base)",
    city: "Jericho",
    type: "Home Base",
    description:
      "Our home town at the foot of Mount Mansfield. Neighbours in Jericho, Jericho Center and Underhill get the quickest scheduling of all.",
    highlights: ["Our shop is minutes away", "Rural homes, wells and radiant floors", "Heat pump and propane backup systems"],
    responseTime: SAME_DAY,
    seoDescription:
      "Our home town: heat pumps, propane backup, radiant floors and well plumbing for Jericho, Jericho Center and Underhill, VT, with the quickest scheduling.",
  },
  {
    slug: "colchester",
    name: "Colchester",
    city: "Colchester",
    type: "Town",
    description: "Lakefront camps, Malletts Bay homes and growing neighbourhoods along Route 7.",
    highlights: ["Seasonal camp conversions", "Heat pumps for year-round lake homes", "Water heater replacement"],
    responseTime: NEXT_DAY,
    seoDescription:
      "Heat pumps for year-round lake homes, camp conversions and water heater replacement in Colchester and Malletts Bay, VT, with next-day service.",
  },
  {
    slug: "milton",
    name: "Milton",
    city: "Milton",
    type: "Town",
    description: "Rural and village homes in northern Chittenden County, many still heating with oil or propane.",
    highlights: ["Oil-to-heat-pump conversions", "Boiler replacement", "Well and pump plumbing"],
    responseTime: NEXT_DAY,
    seoDescription:
      "Oil-to-heat-pump conversions, boiler replacement and well plumbing for Milton, VT homes, with next-day service from our Jericho shop.",
  },
  {
    slug: "richmond",
    name: "Richmond",
    city: "Richmond",
    type: "Town",
    description: "Farmhouses and hillside homes along the Winooski River, from the village to the back roads.",
    highlights: ["Farmhouse heating upgrades", "Radiant floor heat", "Dual-fuel heat pump systems"],
    responseTime: NEXT_DAY,
    seoDescription:
      "Farmhouse heating upgrades, radiant floors and dual-fuel heat pump systems for Richmond, VT homes, with next-day service from our Jericho shop.",
  },
];

export function areaBySlug(slug: string): ServiceArea | undefined {
  return SERVICE_AREAS.find((a) => a.slug === slug);
}

/** The communities served by the shared area page (routes/area-community.tsx): all but the dedicated ones. */
export const COMMUNITY_PAGE_AREAS: readonly ServiceArea[] = SERVICE_AREAS.filter(
  (a) => !(AREA_PAGE_SLUGS as readonly string[]).includes(a.slug),
);

/** The coverage cards' fixed figures; the page adds the owner's radius and emergency wording (Settings). */
export const AREA_SUMMARY = {
  communities: { value: "9", label: "Communities", description: "Across Chittenden County" },
  sameDay: { value: "6", label: "Same-Day Towns", description: "Burlington, Essex, Jericho, South Burlington, Winooski, Williston" },
} as const;

export const BURLINGTON = {
  name: "Burlington",
  state: "Vermont",
  population: "44,000+ residents",
  responseTime: SAME_DAY,
  description:
    "From Victorian homes in the Hill Section to New North End ranches and downtown apartment buildings, Burlington's housing is as varied as its winters are long. We help Burlington homeowners and landlords replace old oil and gas equipment with efficient cold-climate heat pumps and high-efficiency boilers, and keep them running with planned maintenance.",
  highlights: [
    "Experience with older homes, steam and hot-water systems",
    "Heat pumps sized for Burlington's lake-effect winters",
    "Help with Efficiency Vermont and Burlington Electric rebates",
    "Clean, respectful crews in occupied homes and rentals",
  ],
  stats: [
    { value: "44,000+", label: "Residents", description: "Vermont's largest city" },
    { value: "Same-day", label: "Response", description: "Scheduled service visits" },
  ],
  services: [
    {
      name: "Cold-Climate Heat Pumps",
      description: "Ductless and ducted systems that heat efficiently down to -15°F and cool in summer.",
      features: ["Up to 300% efficiency", "Single and multi-zone", "Rebate paperwork handled"],
      href: "/services/heat-pumps",
    },
    {
      name: "High-Efficiency Boilers",
      description: "Condensing gas, oil and propane boilers for the radiators and baseboard many Burlington homes rely on.",
      features: ["90%+ AFUE", "Indirect hot water options", "Outdoor reset controls"],
      href: "/services/high-efficiency-boilers",
    },
    {
      name: "Maintenance Contracts",
      description: "Two planned visits a year keep heat pumps and boilers efficient and catch problems early.",
      features: ["2 visits a year", "Priority response", "15% off repairs"],
      href: "/services/maintenance-contracts",
    },
  ],
  reasons: [
    { title: "Local and owner-operated", text: "Our shop is in Jericho, a short drive from every Burlington neighbourhood." },
    { title: "Planned, not rushed", text: "We assess, size and quote in writing before any work starts." },
    { title: "Licensed and insured", text: "Vermont-licensed technicians and full liability coverage on every job." },
    { title: "Upfront pricing", text: "Clear quotes with rebates and tax credits spelled out." },
  ],
} as const;

export const SOUTH_BURLINGTON = {
  // The page adds the rating it may show (customers' approved reviews, else the owner's external one).
  trust: ["Same-day service", "Licensed and insured"],
  stats: [
    { value: "150+", label: "Businesses Served", description: "Offices, shops and restaurants" },
    { value: "Same-Day", label: "Response", description: "For South Burlington calls" },
    { value: "100%", label: "Coverage", description: "Every neighbourhood and business district" },
  ],
  services: [
    {
      name: "Commercial HVAC",
      description: "Rooftop units, split systems and ventilation for offices, retail and restaurants, scheduled around your hours.",
      features: ["Rooftop unit replacement", "Ventilation and make-up air", "After-hours scheduling"],
    },
    {
      name: "Residential Heat Pumps",
      description: "Cold-climate ductless and ducted heat pumps for South Burlington homes and condos.",
      features: ["300% efficiency", "Heating to -15°F", "Rebates up to $8,000"],
    },
    {
      name: "Preventive Maintenance",
      description: "Planned maintenance contracts that keep homes and businesses comfortable and equipment under warranty.",
      features: ["2 visits a year", "Priority response", "15% off repairs"],
    },
  ],
  partnerPoints: [
    "Same-day response for South Burlington homes and businesses",
    "Licensed, insured technicians who respect your home or workplace",
    "Written quotes with every rebate and tax credit spelled out",
    "Maintenance contracts that put your equipment first in line",
  ],
  districts: [
    {
      name: "Airport Area",
      description: "Hotels, offices and hangar-side businesses around Burlington International Airport on Airport Drive and Williston Road.",
    },
    {
      name: "Shopping Districts",
      description: "Retail along Dorset Street, Shelburne Road and University Mall, where comfort keeps customers shopping.",
    },
    {
      name: "Commercial Zones",
      description: "Office parks, medical practices and light industry along Kimball Avenue and the Technology Park.",
    },
  ],
} as const;
