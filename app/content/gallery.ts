/**
 * The project gallery: 22 static projects, the category tabs
 * (fewer than the categories in use) and the gallery stats.
 */
export const GALLERY_CATEGORIES = [
  "Heat Pumps",
  "Boilers",
  "Maintenance",
  "Water Heaters",
  "Plumbing",
  "Air Conditioning",
  "HVAC Systems",
  "Renovations",
] as const;

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryProject {
  id: number;
  title: string;
  category: GalleryCategory;
  location: string;
  /** Month and year, e.g. "January 2025". */
  date: string;
  description: string;
  equipment: string;
  image: { src: string; alt: string; width: number; height: number };
}

/** The gallery's tabs; `slug` is the ?category= value. */
export const GALLERY_TABS = [
  { slug: "all", label: "All Projects", category: null },
  { slug: "heat-pumps", label: "Heat Pumps", category: "Heat Pumps" },
  { slug: "boilers", label: "Boilers", category: "Boilers" },
  { slug: "water-heaters", label: "Water Heaters", category: "Water Heaters" },
  { slug: "plumbing", label: "Plumbing", category: "Plumbing" },
  { slug: "hvac-systems", label: "HVAC Systems", category: "HVAC Systems" },
] as const satisfies readonly { slug: string; label: string; category: GalleryCategory | null }[];

export const GALLERY_STATS = [
  { value: "150+", label: "Projects Completed" },
  { value: "10+", label: "Years Experience" },
  { value: "25+", label: "Towns Served" },
  { value: "100%", label: "Satisfaction Guaranteed" },
] as const;

export const GALLERY_IMAGE_SIZE = { width: 640, height: 420 } as const;

type Raw = Omit<GalleryProject, "image" | "id"> & { alt: string };

const raw: Raw[] = [
  {
    title: "Whole-Home Cold-Climate Heat Pump Conversion",
    category: "Heat Pumps",
    location: "Jericho, VT",
    date: "January 2025",
    description:
      "Replaced an aging oil furnace in a 1980s cape with a three-zone cold-climate system. The owners now heat the whole house through sub-zero nights and cool it in summer from one system.",
    equipment: "Three-zone ductless cold-climate heat pump, rated to -15°F",
    alt: "Illustration of an outdoor heat pump unit on a stand beside a snowy Vermont cape",
  },
  {
    title: "Ductless Mini-Split for a Converted Barn",
    category: "Heat Pumps",
    location: "Underhill, VT",
    date: "October 2024",
    description:
      "Heated and cooled a converted timber-frame barn studio without running ductwork through the exposed beams. Wall cassettes were placed to keep the post-and-beam look intact.",
    equipment: "Two-zone ductless mini-split with wall-mounted heads",
    alt: "Illustration of a ductless mini-split head mounted on a barn wall",
  },
  {
    title: "Ducted Heat Pump Replacing Central Air",
    category: "Heat Pumps",
    location: "Essex, VT",
    date: "August 2024",
    description:
      "Swapped a worn-out central air condenser for a ducted cold-climate heat pump that reuses the existing ductwork, giving the family efficient heat as well as cooling.",
    equipment: "Ducted variable-speed cold-climate heat pump with air handler",
    alt: "Illustration of a ducted heat pump condenser beside a suburban home",
  },
  {
    title: "Heat Pump and Propane Backup for a Hillside Home",
    category: "Heat Pumps",
    location: "Richmond, VT",
    date: "December 2024",
    description:
      "Added cold-climate heat pumps as the primary heat source and kept the propane furnace as automatic backup for the coldest stretch of the winter.",
    equipment: "Dual-fuel controls with two cold-climate heat pump zones",
    alt: "Illustration of a heat pump outdoor unit on a hillside with a propane tank",
  },
  {
    title: "Single-Zone Heat Pump for a Sunroom",
    category: "Heat Pumps",
    location: "Williston, VT",
    date: "May 2024",
    description:
      "Made a cold, rarely used sunroom comfortable year-round with a single wall unit, sized for the glass area and mounted on a snow-clear stand.",
    equipment: "Single-zone ductless heat pump on a raised wall bracket",
    alt: "Illustration of a single-zone heat pump outside a glass sunroom",
  },
  {
    title: "Multi-Zone Heat Pump for a Lakefront Duplex",
    category: "Heat Pumps",
    location: "Colchester, VT",
    date: "September 2024",
    description:
      "Gave each side of a lakefront duplex its own controls and metering with two independent multi-zone systems, ending the tenants' complaints about uneven heat.",
    equipment: "Two multi-zone cold-climate heat pumps, six indoor heads",
    alt: "Illustration of two heat pump condensers behind a lakefront duplex",
  },
  {
    title: "High-Efficiency Boiler Replacement",
    category: "Boilers",
    location: "Burlington, VT",
    date: "November 2024",
    description:
      "Removed a 35-year-old cast-iron oil boiler from a Hill Section home and installed a wall-hung condensing gas boiler with outdoor reset control.",
    equipment: "95% AFUE wall-hung condensing boiler with outdoor reset",
    alt: "Illustration of a wall-hung condensing boiler with copper piping",
  },
  {
    title: "Combi Boiler for a Downtown Condo",
    category: "Boilers",
    location: "Winooski, VT",
    date: "March 2024",
    description:
      "Freed up a closet by replacing a boiler and separate tank with a single combination boiler that provides both heat and on-demand hot water.",
    equipment: "Condensing combi boiler, 90%+ AFUE",
    alt: "Illustration of a compact combination boiler in a utility closet",
  },
  {
    title: "Boiler and Indirect Tank Upgrade",
    category: "Boilers",
    location: "Essex Junction, VT",
    date: "February 2025",
    description:
      "Paired a new high-efficiency boiler with an indirect hot water tank so the family's long morning showers no longer run cold.",
    equipment: "Condensing boiler with 50-gallon indirect water heater",
    alt: "Illustration of a boiler connected to an indirect hot water tank",
  },
  {
    title: "Radiant Floor Boiler for a New Build",
    category: "Boilers",
    location: "Jericho, VT",
    date: "June 2024",
    description:
      "Designed and installed a low-temperature radiant floor system on three zones for a new timber-frame home, with a mixing station for each floor.",
    equipment: "Modulating condensing boiler, three-zone radiant manifold",
    alt: "Illustration of radiant floor tubing loops and a boiler manifold",
  },
  {
    title: "Hybrid Water Heater Installation",
    category: "Water Heaters",
    location: "South Burlington, VT",
    date: "July 2024",
    description:
      "Replaced an electric resistance tank with a hybrid heat pump water heater, cutting the water heating load from about 4,500 to 1,400 kWh a year.",
    equipment: "80-gallon hybrid heat pump water heater",
    alt: "Illustration of a tall hybrid heat pump water heater in a basement",
  },
  {
    title: "Tankless Water Heater for a Busy Household",
    category: "Water Heaters",
    location: "Milton, VT",
    date: "April 2024",
    description:
      "Installed a wall-mounted tankless water heater for a family of six so the dishwasher, laundry and showers can all run at the same time.",
    equipment: "Condensing propane tankless water heater",
    alt: "Illustration of a wall-mounted tankless water heater with venting",
  },
  {
    title: "Hybrid Water Heater with Rebate Paperwork",
    category: "Water Heaters",
    location: "Burlington, VT",
    date: "January 2024",
    description:
      "Upgraded a failing tank to a hybrid model and filed the utility rebate and federal tax credit paperwork for the homeowner.",
    equipment: "50-gallon hybrid heat pump water heater",
    alt: "Illustration of a hybrid water heater with an energy savings tag",
  },
  {
    title: "Whole-House Repipe",
    category: "Plumbing",
    location: "South Burlington, VT",
    date: "November 2023",
    description:
      "Replaced corroded galvanized supply lines in a 1960s ranch with PEX home runs and a new manifold, restoring full water pressure upstairs.",
    equipment: "PEX manifold system with individual shut-offs",
    alt: "Illustration of a PEX plumbing manifold with colored supply lines",
  },
  {
    title: "Kitchen and Laundry Plumbing Relocation",
    category: "Plumbing",
    location: "Colchester, VT",
    date: "March 2025",
    description:
      "Moved the kitchen sink to a new island and relocated the laundry hookups to the first floor during a home renovation, with new drains and venting.",
    equipment: "New island drain and vent, first-floor laundry box",
    alt: "Illustration of sink supply and drain piping under a kitchen island",
  },
  {
    title: "Well Pump and Pressure Tank Replacement",
    category: "Plumbing",
    location: "Underhill, VT",
    date: "September 2023",
    description:
      "Replaced a short-cycling pressure tank and failed switch on a rural well system and added a whole-house sediment filter.",
    equipment: "Pressure tank, pressure switch and sediment filter",
    alt: "Illustration of a well pressure tank with gauge and filter",
  },
  {
    title: "Commercial Rooftop HVAC Upgrade",
    category: "HVAC Systems",
    location: "South Burlington, VT",
    date: "October 2023",
    description:
      "Replaced two worn rooftop units on a retail building near the airport with high-efficiency units and smart thermostats, scheduled around business hours.",
    equipment: "Two high-efficiency rooftop units with programmable controls",
    alt: "Illustration of rooftop HVAC units on a commercial building",
  },
  {
    title: "Energy Recovery Ventilation for a Tight Home",
    category: "HVAC Systems",
    location: "Williston, VT",
    date: "December 2023",
    description:
      "Added balanced fresh-air ventilation to a newly air-sealed home to control humidity and keep indoor air healthy through the closed-up winter months.",
    equipment: "Energy recovery ventilator with dedicated ductwork",
    alt: "Illustration of an energy recovery ventilator with supply and exhaust ducts",
  },
  {
    title: "Central Air Conditioning Installation",
    category: "Air Conditioning",
    location: "Essex, VT",
    date: "June 2023",
    description:
      "Installed high-SEER central air on existing ductwork in a two-story colonial and balanced the airflow so the upstairs bedrooms stay cool.",
    equipment: "High-SEER central air condenser and matched coil",
    alt: "Illustration of a central air conditioning condenser beside a colonial home",
  },
  {
    title: "Ductless Cooling for an Upstairs Office",
    category: "Air Conditioning",
    location: "Burlington, VT",
    date: "July 2023",
    description:
      "Cooled a hot third-floor home office with a quiet ductless head that also provides shoulder-season heat.",
    equipment: "Single-zone ductless mini-split",
    alt: "Illustration of a ductless air conditioner above a home office desk",
  },
  {
    title: "Annual Maintenance Plan Tune-Up",
    category: "Maintenance",
    location: "Jericho, VT",
    date: "October 2024",
    description:
      "A fall maintenance-plan visit: cleaned the heat pump coils, tested the boiler safety controls and replaced filters before the heating season started.",
    equipment: "Heat pump and boiler tune-up under a maintenance contract",
    alt: "Illustration of a technician's toolbox beside a heat pump and boiler",
  },
  {
    title: "Farmhouse Bathroom and Heating Renovation",
    category: "Renovations",
    location: "Richmond, VT",
    date: "May 2023",
    description:
      "Rebuilt the plumbing and added radiant floor heat during a full bathroom renovation in an 1880s farmhouse, working around original plaster walls.",
    equipment: "Electric radiant mat, new fixtures and drain lines",
    alt: "Illustration of a renovated farmhouse bathroom with a clawfoot tub",
  },
];

const imageTheme: Record<GalleryCategory, string> = {
  "Heat Pumps": "heat-pump",
  Boilers: "boiler",
  Maintenance: "maintenance",
  "Water Heaters": "water-heater",
  Plumbing: "plumbing",
  "Air Conditioning": "air-conditioning",
  "HVAC Systems": "hvac",
  Renovations: "renovation",
};

export const GALLERY_PROJECTS: GalleryProject[] = raw.map(({ alt, ...p }, i) => ({
  ...p,
  id: i + 1,
  image: { src: `/images/gallery/project-${String(i + 1).padStart(2, "0")}-${imageTheme[p.category]}.svg`, alt, ...GALLERY_IMAGE_SIZE },
}));
