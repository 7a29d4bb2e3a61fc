/** The gallery's 22 sample projects, as the specification lists them (in the order shown). */
import type { Content } from "@common/content/types";

export const projectSample: Array<{ slug: string } & Content<"project">> = [
  {
    slug: "whole-home-cold-climate-heat-pump-conversion",
    title: "Whole-Home Cold-Climate Heat Pump Conversion",
    category: "Heat Pumps",
    town: "Jericho, VT",
    date: "January 2025",
    description:
      "Replaced an aging oil furnace in a 1980s cape with a three-zone cold-climate system. The owners now heat the whole house through sub-zero nights and cool it in summer from one system.",
    equipment: "Three-zone ductless cold-climate heat pump, rated to -15°F",
    photos: [{ src: "/images/gallery/project-01-heat-pump.svg", alt: "Illustration of an outdoor heat pump unit on a stand beside a snowy Vermont cape" }],
  },
  {
    slug: "ductless-mini-split-for-a-converted-barn",
    title: "Ductless Mini-Split for a Converted Barn",
    category: "Heat Pumps",
    town: "Underhill, VT",
    date: "October 2024",
    description:
      "Heated and cooled a converted timber-frame barn studio without running ductwork through the exposed beams. Wall cassettes were placed to keep the post-and-beam look intact.",
    equipment: "Two-zone ductless mini-split with wall-mounted heads",
    photos: [{ src: "/images/gallery/project-02-heat-pump.svg", alt: "Illustration of a ductless mini-split head mounted on a barn wall" }],
  },
  {
    slug: "ducted-heat-pump-replacing-central-air",
    title: "Ducted Heat Pump Replacing Central Air",
    category: "Heat Pumps",
    town: "Essex, VT",
    date: "August 2024",
    description:
      "Swapped a worn-out central air condenser for a ducted cold-climate heat pump that reuses the existing ductwork, giving the family efficient heat as well as cooling.",
    equipment: "Ducted variable-speed cold-climate heat pump with air handler",
    photos: [{ src: "/images/gallery/project-03-heat-pump.svg", alt: "Illustration of a ducted heat pump condenser beside a suburban home" }],
  },
  {
    slug: "heat-pump-and-propane-backup-for-a-hillside-home",
    title: "Heat Pump and Propane Backup for a Hillside Home",
    category: "Heat Pumps",
    town: "Richmond, VT",
    date: "December 2024",
    description:
      "Added cold-climate heat pumps as the primary heat source and kept the propane furnace as automatic backup for the coldest stretch of the winter.",
    equipment: "Dual-fuel controls with two cold-climate heat pump zones",
    photos: [{ src: "/images/gallery/project-04-heat-pump.svg", alt: "Illustration of a heat pump outdoor unit on a hillside with a propane tank" }],
  },
  {
    slug: "single-zone-heat-pump-for-a-sunroom",
    title: "Single-Zone Heat Pump for a Sunroom",
    category: "Heat Pumps",
    town: "Williston, VT",
    date: "May 2024",
    description:
      "Made a cold, rarely used sunroom comfortable year-round with a single wall unit, sized for the glass area and mounted on a snow-clear stand.",
    equipment: "Single-zone ductless heat pump on a raised wall bracket",
    photos: [{ src: "/images/gallery/project-05-heat-pump.svg", alt: "Illustration of a single-zone heat pump outside a glass sunroom" }],
  },
  {
    slug: "multi-zone-heat-pump-for-a-lakefront-duplex",
    title: "Multi-Zone Heat Pump for a Lakefront Duplex",
    category: "Heat Pumps",
    town: "Colchester, VT",
    date: "September 2024",
    description:
      "Gave each side of a lakefront duplex its own controls and metering with two independent multi-zone systems, ending the tenants' complaints about uneven heat.",
    equipment: "Two multi-zone cold-climate heat pumps, six indoor heads",
    photos: [{ src: "/images/gallery/project-06-heat-pump.svg", alt: "Illustration of two heat pump condensers behind a lakefront duplex" }],
  },
  {
    slug: "high-efficiency-boiler-replacement",
    title: "High-Efficiency Boiler Replacement",
    category: "Boilers",
    town: "Burlington, VT",
    date: "November 2024",
    description:
      "Removed a 35-year-old cast-iron oil boiler from a Hill Section home and installed a wall-hung condensing gas boiler with outdoor reset control.",
    equipment: "95% AFUE wall-hung condensing boiler with outdoor reset",
    photos: [{ src: "/images/gallery/project-07-boiler.svg", alt: "Illustration of a wall-hung condensing boiler with copper piping" }],
  },
  {
    slug: "combi-boiler-for-a-downtown-condo",
    title: "Combi Boiler for a Downtown Condo",
    category: "Boilers",
    town: "Winooski, VT",
    date: "March 2024",
    description:
      "Freed up a closet by replacing a boiler and separate tank with a single combination boiler that provides both heat and on-demand hot water.",
    equipment: "Condensing combi boiler, 90%+ AFUE",
    photos: [{ src: "/images/gallery/project-08-boiler.svg", alt: "Illustration of a compact combination boiler in a utility closet" }],
  },
  {
    slug: "boiler-and-indirect-tank-upgrade",
    title: "Boiler and Indirect Tank Upgrade",
    category: "Boilers",
    town: "Essex Junction, VT",
    date: "February 2025",
    description:
      "Paired a new high-efficiency boiler with an indirect hot water tank so the family's long morning showers no longer run cold.",
    equipment: "Condensing boiler with 50-gallon indirect water heater",
    photos: [{ src: "/images/gallery/project-09-boiler.svg", alt: "Illustration of a boiler connected to an indirect hot water tank" }],
  },
  {
    slug: "radiant-floor-boiler-for-a-new-build",
    title: "Radiant Floor Boiler for a New Build",
    category: "Boilers",
    town: "Jericho, VT",
    date: "June 2024",
    description:
      "Designed and installed a low-temperature radiant floor system on three zones for a new timber-frame home, with a mixing station for each floor.",
    equipment: "Modulating condensing boiler, three-zone radiant manifold",
    photos: [{ src: "/images/gallery/project-10-boiler.svg", alt: "Illustration of radiant floor tubing loops and a boiler manifold" }],
  },
  {
    slug: "hybrid-water-heater-installation",
    title: "Hybrid Water Heater Installation",
    category: "Water Heaters",
    town: "South Burlington, VT",
    date: "July 2024",
    description:
      "Replaced an electric resistance tank with a hybrid heat pump water heater, cutting the water heating load from about 4,500 to 1,400 kWh a year.",
    equipment: "80-gallon hybrid heat pump water heater",
    photos: [{ src: "/images/gallery/project-11-water-heater.svg", alt: "Illustration of a tall hybrid heat pump water heater in a basement" }],
  },
  {
    slug: "tankless-water-heater-for-a-busy-household",
    title: "Tankless Water Heater for a Busy Household",
    category: "Water Heaters",
    town: "Milton, VT",
    date: "April 2024",
    description:
      "Installed a wall-mounted tankless water heater for a family of six so the dishwasher, laundry and showers can all run at the same time.",
    equipment: "Condensing propane tankless water heater",
    photos: [{ src: "/images/gallery/project-12-water-heater.svg", alt: "Illustration of a wall-mounted tankless water heater with venting" }],
  },
  {
    slug: "hybrid-water-heater-with-rebate-paperwork",
    title: "Hybrid Water Heater with Rebate Paperwork",
    category: "Water Heaters",
    town: "Burlington, VT",
    date: "January 2024",
    description:
      "Upgraded a failing tank to a hybrid model and filed the utility rebate and federal tax credit paperwork for the homeowner.",
    equipment: "50-gallon hybrid heat pump water heater",
    photos: [{ src: "/images/gallery/project-13-water-heater.svg", alt: "Illustration of a hybrid water heater with an energy savings tag" }],
  },
  {
    slug: "whole-house-repipe",
    title: "Whole-House Repipe",
    category: "Plumbing",
    town: "South Burlington, VT",
    date: "November 2023",
    description:
      "Replaced corroded galvanized supply lines in a 1960s ranch with PEX home runs and a new manifold, restoring full water pressure upstairs.",
    equipment: "PEX manifold system with individual shut-offs",
    photos: [{ src: "/images/gallery/project-14-plumbing.svg", alt: "Illustration of a PEX plumbing manifold with colored supply lines" }],
  },
  {
    slug: "kitchen-and-laundry-plumbing-relocation",
    title: "Kitchen and Laundry Plumbing Relocation",
    category: "Plumbing",
    town: "Colchester, VT",
    date: "March 2025",
    description:
      "Moved the kitchen sink to a new island and relocated the laundry hookups to the first floor during a home renovation, with new drains and venting.",
    equipment: "New island drain and vent, first-floor laundry box",
    photos: [{ src: "/images/gallery/project-15-plumbing.svg", alt: "Illustration of sink supply and drain piping under a kitchen island" }],
  },
  {
    slug: "well-pump-and-pressure-tank-replacement",
    title: "Well Pump and Pressure Tank Replacement",
    category: "Plumbing",
    town: "Underhill, VT",
    date: "September 2023",
    description:
      "Replaced a short-cycling pressure tank and failed switch on a rural well system and added a whole-house sediment filter.",
    equipment: "Pressure tank, pressure switch and sediment filter",
    photos: [{ src: "/images/gallery/project-16-plumbing.svg", alt: "Illustration of a well pressure tank with gauge and filter" }],
  },
  {
    slug: "commercial-rooftop-hvac-upgrade",
    title: "Commercial Rooftop HVAC Upgrade",
    category: "HVAC Systems",
    town: "South Burlington, VT",
    date: "October 2023",
    description:
      "Replaced two worn rooftop units on a retail building near the airport with high-efficiency units and smart thermostats, scheduled around business hours.",
    equipment: "Two high-efficiency rooftop units with programmable controls",
    photos: [{ src: "/images/gallery/project-17-hvac.svg", alt: "Illustration of rooftop HVAC units on a commercial building" }],
  },
  {
    slug: "energy-recovery-ventilation-for-a-tight-home",
    title: "Energy Recovery Ventilation for a Tight Home",
    category: "HVAC Systems",
    town: "Williston, VT",
    date: "December 2023",
    description:
      "Added balanced fresh-air ventilation to a newly air-sealed home to control humidity and keep indoor air healthy through the closed-up winter months.",
    equipment: "Energy recovery ventilator with dedicated ductwork",
    photos: [{ src: "/images/gallery/project-18-hvac.svg", alt: "Illustration of an energy recovery ventilator with supply and exhaust ducts" }],
  },
  {
    slug: "central-air-conditioning-installation",
    title: "Central Air Conditioning Installation",
    category: "Air Conditioning",
    town: "Essex, VT",
    date: "June 2023",
    description:
      "Installed high-SEER central air on existing ductwork in a two-story colonial and balanced the airflow so the upstairs bedrooms stay cool.",
    equipment: "High-SEER central air condenser and matched coil",
    photos: [{ src: "/images/gallery/project-19-air-conditioning.svg", alt: "Illustration of a central air conditioning condenser beside a colonial home" }],
  },
  {
    slug: "ductless-cooling-for-an-upstairs-office",
    title: "Ductless Cooling for an Upstairs Office",
    category: "Air Conditioning",
    town: "Burlington, VT",
    date: "July 2023",
    description:
      "Cooled a hot third-floor home office with a quiet ductless head that also provides shoulder-season heat.",
    equipment: "Single-zone ductless mini-split",
    photos: [{ src: "/images/gallery/project-20-air-conditioning.svg", alt: "Illustration of a ductless air conditioner above a home office desk" }],
  },
  {
    slug: "annual-maintenance-plan-tune-up",
    title: "Annual Maintenance Plan Tune-Up",
    category: "Maintenance",
    town: "Jericho, VT",
    date: "October 2024",
    description:
      "A fall maintenance-plan visit: cleaned the heat pump coils, tested the boiler safety controls and replaced filters before the heating season started.",
    equipment: "Heat pump and boiler tune-up under a maintenance contract",
    photos: [{ src: "/images/gallery/project-21-maintenance.svg", alt: "Illustration of a technician's toolbox beside a heat pump and boiler" }],
  },
  {
    slug: "farmhouse-bathroom-and-heating-renovation",
    title: "Farmhouse Bathroom and Heating Renovation",
    category: "Renovations",
    town: "Richmond, VT",
    date: "May 2023",
    description:
      "Rebuilt the plumbing and added radiant floor heat during a full bathroom renovation in an 1880s farmhouse, working around original plaster walls.",
    equipment: "Electric radiant mat, new fixtures and drain lines",
    photos: [{ src: "/images/gallery/project-22-renovation.svg", alt: "Illustration of a renovated farmhouse bathroom with a clawfoot tub" }],
  },
];
