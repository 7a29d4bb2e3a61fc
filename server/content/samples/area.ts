/**
 * The sample service areas: the specification's nine communities, with the Burlington and South
 * Burlington pages' richer sections. A community's page says the same things for each town, so
 * its entry is made by `community` from the town's own words.
 */
import type { Content } from "@common/content/types";

type Area = { slug: string } & Content<"area">;

const SAME_DAY = "Same-day service";
const NEXT_DAY = "Next-day service";

const noHero = { heading: "", badge: "", state: "", population: "", intro: "", callFirst: false, trust: [] };
const none = {
  stats: [],
  local: { title: "", coverage: "" },
  services: { title: "", items: [] },
  reasons: { title: "", items: [], knowHowTitle: "", knowHow: [], knowHowNote: "" },
  partner: { title: "", points: [] },
  districts: { title: "", items: [] },
  form: { heading: "" },
};

/** A town with the shared community page: its local work, the site's services and a closing call. */
function community(
  town: Pick<Area, "slug" | "name" | "city" | "type" | "responseTime" | "description" | "highlights"> & { seoDescription: string; coverage: string },
): Area {
  const { seoDescription, coverage, ...card } = town;
  const city = card.city;
  return {
    ...card,
    homeBase: card.type === "Home Base",
    quickResponse: card.responseTime === SAME_DAY,
    seo: { title: `Heating, Heat Pumps & Plumbing in ${city}, VT`, description: seoDescription },
    keywords: [`heat pump ${city} VT`, `heating contractor ${city}`, `plumber ${city} Vermont`],
    hero: { ...noHero, heading: `Heating & Heat Pump Services in ${city}, VT`, state: "Vermont" },
    ...none,
    local: { title: `Our Work in ${city}`, coverage },
    services: { title: `Popular Services in ${city}`, items: [] },
    cta: {
      title: `Plan Your Project in ${city}`,
      text: "Send us a message or call, and we'll get back to you within 24 hours with next steps and a written quote.",
      contactLabel: "Contact Us",
      call: false,
      allAreasLabel: "All Areas We Serve",
    },
  };
}

const nearby = (city: string) => `${city} is within {radius} of our Jericho shop, in Chittenden County.`;

const burlington: Area = {
  slug: "burlington",
  name: "Burlington",
  city: "Burlington",
  type: "City",
  homeBase: false,
  responseTime: SAME_DAY,
  quickResponse: true,
  description:
    "Vermont's largest city, from the Old North End triple-deckers to the Hill Section and the New North End. We modernise heating in older homes and multi-unit buildings.",
  highlights: ["Historic homes and multi-family buildings", "Steam and hot-water boiler upgrades", "Ductless heat pumps for apartments"],
  seo: {
    title: "Heating & Heat Pumps in Burlington, VT",
    description:
      "Cold-climate heat pumps, high-efficiency boilers and maintenance plans for Burlington, VT homes and rentals, with same-day response from our Jericho shop.",
  },
  keywords: ["heat pump Burlington VT", "boiler replacement Burlington", "HVAC contractor Burlington Vermont"],
  hero: {
    ...noHero,
    heading: "Heating & Heat Pump Services in Burlington, VT",
    state: "Vermont",
    population: "44,000+ residents",
    intro:
      "From Victorian homes in the Hill Section to New North End ranches and downtown apartment buildings, Burlington's housing is as varied as its winters are long. We help Burlington homeowners and landlords replace old oil and gas equipment with efficient cold-climate heat pumps and high-efficiency boilers, and keep them running with planned maintenance.",
  },
  ...none,
  stats: [
    { value: "44,000+", label: "Residents", description: "Vermont's largest city" },
    { value: "Same-day", label: "Response", description: "Scheduled service visits" },
    { value: "{radius}", label: "Service Radius", description: "Burlington is well inside it" },
    { value: "{rating}", label: "Customer Rating", description: "{ratingSource}" },
  ],
  services: {
    title: "Our Services in Burlington",
    items: [
      {
        name: "Cold-Climate Heat Pumps",
        description: "Ductless and ducted systems that heat efficiently down to -15°F and cool in summer.",
        features: ["Up to 300% efficiency", "Single and multi-zone", "Rebate paperwork handled"],
        link: "/services/heat-pumps",
      },
      {
        name: "High-Efficiency Boilers",
        description: "Condensing gas, oil and propane boilers for the radiators and baseboard many Burlington homes rely on.",
        features: ["90%+ AFUE", "Indirect hot water options", "Outdoor reset controls"],
        link: "/services/high-efficiency-boilers",
      },
      {
        name: "Maintenance Contracts",
        description: "Two planned visits a year keep heat pumps and boilers efficient and catch problems early.",
        features: ["2 visits a year", "Priority response", "15% off repairs"],
        link: "/services/maintenance-contracts",
      },
    ],
  },
  reasons: {
    title: "Why Burlington Homeowners Choose Us",
    items: [
      { title: "Local and owner-operated", text: "Our shop is in Jericho, a short drive from every Burlington neighbourhood." },
      { title: "Planned, not rushed", text: "We assess, size and quote in writing before any work starts." },
      { title: "Licensed and insured", text: "Vermont-licensed technicians and full liability coverage on every job." },
      { title: "Upfront pricing", text: "Clear quotes with rebates and tax credits spelled out." },
    ],
    knowHowTitle: "Local Know-How",
    knowHow: [
      "Experience with older homes, steam and hot-water systems",
      "Heat pumps sized for Burlington's lake-effect winters",
      "Help with Efficiency Vermont and Burlington Electric rebates",
      "Clean, respectful crews in occupied homes and rentals",
    ],
    knowHowNote: "Burlington is well within our {radius} service area. Same-day service for scheduled visits.",
  },
  form: { heading: "Request Service in Burlington" },
  cta: {
    title: "Prefer to Talk It Through?",
    text: "Send us a message or call, and we'll get back to you within 24 hours.",
    contactLabel: "Contact Us",
    call: true,
    allAreasLabel: "",
  },
};

const southBurlington: Area = {
  slug: "south-burlington",
  name: "South Burlington",
  city: "South Burlington",
  type: "City",
  homeBase: false,
  responseTime: SAME_DAY,
  quickResponse: true,
  description:
    "A commercial and residential hub around the airport, Dorset Street and Shelburne Road, with newer neighbourhoods and busy businesses.",
  highlights: ["Commercial HVAC service", "Residential heat pumps", "Preventive maintenance contracts"],
  seo: {
    title: "Commercial & Residential HVAC in South Burlington, VT",
    description:
      "Commercial HVAC, residential heat pumps and maintenance for South Burlington businesses and homes. Same-day response, licensed and insured.",
  },
  keywords: ["commercial HVAC South Burlington", "heat pumps South Burlington VT", "HVAC maintenance South Burlington"],
  hero: {
    heading: "HVAC & Heat Pump Services in South Burlington, VT",
    badge: "Commercial & Residential Hub",
    state: "Vermont",
    population: "",
    intro:
      "South Burlington's businesses and neighbourhoods count on us for commercial HVAC, efficient cold-climate heat pumps and planned maintenance that keeps everything running through a Vermont winter.",
    callFirst: true,
    trust: ["Same-day service", "{rating} rating", "Licensed and insured"],
  },
  ...none,
  stats: [
    { value: "150+", label: "Businesses Served", description: "Offices, shops and restaurants" },
    { value: "Same-Day", label: "Response", description: "For South Burlington calls" },
    { value: "100%", label: "Coverage", description: "Every neighbourhood and business district" },
    { value: "{rating}", label: "Commercial Rating", description: "{ratingSource}" },
  ],
  services: {
    title: "Services for South Burlington",
    items: [
      {
        name: "Commercial HVAC",
        description: "Rooftop units, split systems and ventilation for offices, retail and restaurants, scheduled around your hours.",
        features: ["Rooftop unit replacement", "Ventilation and make-up air", "After-hours scheduling"],
        link: "",
      },
      {
        name: "Residential Heat Pumps",
        description: "Cold-climate ductless and ducted heat pumps for South Burlington homes and condos.",
        features: ["300% efficiency", "Heating to -15°F", "Rebates up to $8,000"],
        link: "",
      },
      {
        name: "Preventive Maintenance",
        description: "Planned maintenance contracts that keep homes and businesses comfortable and equipment under warranty.",
        features: ["2 visits a year", "Priority response", "15% off repairs"],
        link: "",
      },
    ],
  },
  partner: {
    title: "Your Trusted South Burlington HVAC Partner",
    points: [
      "Same-day response for South Burlington homes and businesses",
      "Licensed, insured technicians who respect your home or workplace",
      "Written quotes with every rebate and tax credit spelled out",
      "Maintenance contracts that put your equipment first in line",
    ],
  },
  districts: {
    title: "Serving Every South Burlington District",
    items: [
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
  },
  form: { heading: "Request South Burlington Service" },
  cta: {
    title: "Ready to Upgrade Your Home or Business?",
    text: "Tell us about your building and we'll follow up within 24 hours with next steps and a written quote.",
    contactLabel: "Contact Us Today",
    call: false,
    allAreasLabel: "",
  },
};

export const areaSample: Area[] = [
  burlington,
  southBurlington,
  community({
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
    coverage: nearby("Essex"),
  }),
  community({
    slug: "williston",
    name: "Williston",
    city: "Williston",
    type: "Town",
    description: "Growing residential developments and retail along Route 2A, with many newer, tightly built homes.",
    highlights: ["High-efficiency boilers", "Fresh-air ventilation for tight homes", "Multi-zone heat pumps"],
    responseTime: SAME_DAY,
    seoDescription:
      "High-efficiency boilers, multi-zone heat pumps and fresh-air ventilation for Williston, VT homes and businesses, with same-day service from Jericho.",
    coverage: nearby("Williston"),
  }),
  community({
    slug: "winooski",
    name: "Winooski",
    city: "Winooski",
    type: "City",
    description: "A compact riverside city of mill conversions, condos and older duplexes where space and efficiency both count.",
    highlights: ["Space-saving combi boilers", "Ductless mini-splits", "Plumbing upgrades in older buildings"],
    responseTime: SAME_DAY,
    seoDescription:
      "Combi boilers, ductless mini-splits and plumbing upgrades for Winooski, VT condos, mill conversions and duplexes, with same-day service from Jericho.",
    coverage: nearby("Winooski"),
  }),
  community({
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
    coverage: "Our shop is in Jericho: we serve everything within {radius} of it.",
  }),
  community({
    slug: "colchester",
    name: "Colchester",
    city: "Colchester",
    type: "Town",
    description: "Lakefront camps, Malletts Bay homes and growing neighbourhoods along Route 7.",
    highlights: ["Seasonal camp conversions", "Heat pumps for year-round lake homes", "Water heater replacement"],
    responseTime: NEXT_DAY,
    seoDescription:
      "Heat pumps for year-round lake homes, camp conversions and water heater replacement in Colchester and Malletts Bay, VT, with next-day service.",
    coverage: nearby("Colchester"),
  }),
  community({
    slug: "milton",
    name: "Milton",
    city: "Milton",
    type: "Town",
    description: "Rural and village homes in northern Chittenden County, many still heating with oil or propane.",
    highlights: ["Oil-to-heat-pump conversions", "Boiler replacement", "Well and pump plumbing"],
    responseTime: NEXT_DAY,
    seoDescription:
      "Oil-to-heat-pump conversions, boiler replacement and well plumbing for Milton, VT homes, with next-day service from our Jericho shop.",
    coverage: nearby("Milton"),
  }),
  community({
    slug: "richmond",
    name: "Richmond",
    city: "Richmond",
    type: "Town",
    description: "Farmhouses and hillside homes along the Winooski River, from the village to the back roads.",
    highlights: ["Farmhouse heating upgrades", "Radiant floor heat", "Dual-fuel heat pump systems"],
    responseTime: NEXT_DAY,
    seoDescription:
      "Farmhouse heating upgrades, radiant floors and dual-fuel heat pump systems for Richmond, VT homes, with next-day service from our Jericho shop.",
    coverage: nearby("Richmond"),
  }),
];
