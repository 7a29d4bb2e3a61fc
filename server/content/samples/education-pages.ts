/**
 * The education pages as the specification writes them. Every figure is the spec's, word for word:
 * heat pumps 300% efficiency, 30-70% savings, $3,500-5,500 / $8,000-15,000; boilers 90%+ AFUE,
 * 15-20 years, 7-10 year ROI, 10 year warranty, 80% vs 95% AFUE, $3,000 vs $2,100; hybrid
 * water heaters 4,500 vs 1,400 kWh, $372, $2,500, 30% ($750), $600, net $1,150.
 */
import type { Content } from "@common/content/types";

export const heatPumpEducation: Content<"heatPumpEducation"> = {
  seo: {
    title: "Cold-Climate Heat Pumps in Vermont: Costs & Savings",
    description:
      "How cold-climate heat pumps heat Vermont homes at 300% efficiency down to -15°F, what they cost ($3,500-5,500 single zone) and how much you save (30-70%).",
    keywords: "cold climate heat pump Vermont, heat pump cost Vermont, ductless mini split Chittenden County, heat pump rebates",
  },
  breadcrumb: "Heat Pump Education",
  alternateBreadcrumb: "Cold Climate Heat Pumps",
  quoteService: "Heat Pump Installation",
  service: {
    name: "Cold-Climate Heat Pump Installation",
    description: "Design and installation of ductless and ducted cold-climate heat pumps for Vermont homes.",
    price: 350_000,
  },
  hero: {
    title: "Cold-Climate Heat Pumps for Vermont Homes",
    intro:
      "Heat your home at up to 300% efficiency through the coldest Vermont nights, cool it all summer, and cut heating costs by 30-70%. Here is what you need to know before you invest.",
    image: {
      src: "/images/education/cold-climate-heat-pump.svg",
      alt: "Illustration of a cold-climate heat pump outdoor unit beside a home in the snow",
    },
    buttonLabel: "Get Expert Assessment",
  },
  why: {
    title: "Why Heat Pumps Make Sense in Vermont",
    items: [
      {
        title: "300% Efficiency",
        text: "A cold-climate heat pump moves heat instead of burning fuel, delivering up to three units of heat for every unit of electricity it uses.",
      },
      {
        title: "30-70% Savings",
        text: "Homeowners switching from oil, propane or electric baseboard typically cut heating costs by 30-70%.",
      },
      {
        title: "Year-Round Comfort",
        text: "The same system heats through Vermont winters, rated down to -15°F, and cools and dehumidifies all summer.",
      },
    ],
  },
  steps: {
    title: "How a Heat Pump Works in 3 Steps",
    items: [
      {
        title: "Absorb",
        text: "The outdoor unit pulls heat from the outside air, even on a -15°F January night, using refrigerant far colder than the air.",
      },
      {
        title: "Compress",
        text: "A variable-speed inverter compressor raises the refrigerant's temperature, running only as hard as the weather requires.",
      },
      {
        title: "Deliver",
        text: "Indoor wall heads or a ducted air handler release that heat into your rooms. In summer the cycle reverses to cool your home.",
      },
    ],
  },
  expertise: {
    title: "Installation Expertise That Makes the Difference",
    text: "A heat pump is only as good as its installation. An undersized system struggles on the coldest nights; an oversized one short-cycles and wastes energy. We design every system for your house and our climate.",
    items: [
      "Room-by-room heat load calculations, not rules of thumb",
      "Equipment sized and rated for Vermont's coldest nights",
      "Snow-clear stands, wall brackets and proper condensate drainage",
      "Integration with your existing boiler or furnace as backup",
      "Rebate and tax-credit paperwork handled for you",
    ],
  },
  systems: {
    title: "Ductless or Ducted: Choosing Your System",
    items: [
      {
        kind: "Ductless",
        name: "Mitsubishi Electric Hyper-Heat",
        text: "Ductless mini-splits with wall, floor or ceiling heads. Ideal for homes heated by boilers or baseboard with no ductwork.",
        features: ["Full heating output at 5°F, operation to -15°F", "Zone-by-zone temperature control", "Installs in 1-2 days"],
        quoteService: "Ductless Mini-Split System",
        buttonLabel: "Get a Ductless Quote",
      },
      {
        kind: "Ducted",
        name: "Bosch IDS Ducted Heat Pump",
        text: "A central heat pump that uses your existing ductwork to heat and cool the whole house from one quiet system.",
        features: ["Replaces a furnace or central air", "Whole-home even comfort", "Works with your furnace as backup"],
        quoteService: "Heat Pump Installation",
        buttonLabel: "Get a Ducted Quote",
      },
    ],
  },
  investment: {
    title: "Your Investment and Return",
    items: [
      { label: "Single-zone system", value: "$3,500-5,500", description: "One room or open living area" },
      { label: "Multi-zone system", value: "$8,000-15,000", description: "Whole-home comfort, two to five zones" },
      { label: "Savings vs. oil", value: "$1,200-2,500 a year", description: "Typical Chittenden County home" },
      { label: "Savings vs. propane", value: "$800-1,800 a year", description: "Typical Chittenden County home" },
      { label: "Payback", value: "3-6 years", description: "After rebates and tax credits" },
      { label: "Rebates", value: "Up to $8,000", description: "Plus a federal tax credit up to $2,000" },
    ],
  },
  maintenance: {
    title: "Protect Your Investment With Maintenance",
    items: [
      "2 planned visits a year: heating and cooling season",
      "Priority response for maintenance members",
      "15% off repairs",
      "Clean coils and filters keep efficiency near 300%",
      "Helps keep manufacturer warranties valid, up to 12 years",
    ],
    text: "Our maintenance contracts keep your heat pump running at peak efficiency for its whole life, with planned visits and member pricing.",
    linkLabel: "Explore Maintenance Contracts",
    linkHref: "/services/maintenance-contracts",
  },
  closing: {
    title: "Find Out What a Heat Pump Can Save You",
    text: "We'll assess your home, size the right system and show your costs after rebates, with no obligation.",
    buttonLabel: "Get Expert Assessment",
  },
};

export const boilerEducation: Content<"boilerEducation"> = {
  seo: {
    title: "High-Efficiency Boilers in Vermont: AFUE, Costs & ROI",
    description:
      "Why a 90%+ AFUE condensing boiler pays off in Vermont: 15-20 year lifespan, 7-10 year ROI, 10 year warranty and $900 a year saved over an 80% AFUE boiler.",
    keywords: "high efficiency boiler Vermont, condensing boiler cost, boiler replacement Chittenden County, AFUE",
  },
  breadcrumb: "Boiler Education",
  quoteService: "Boiler Installation/Replacement",
  service: {
    name: "High-Efficiency Boiler Installation",
    description: "Replacement of older boilers with 90%+ AFUE condensing gas, oil and propane boilers.",
    price: null,
  },
  hero: {
    title: "High-Efficiency Boilers for Vermont Homes",
    intro:
      "A modern condensing boiler turns 90%+ of your fuel into heat. Replace an aging boiler on your schedule and keep the comfortable radiant or baseboard heat you already love, for less.",
    image: { src: "/images/education/high-efficiency-boiler.svg", alt: "Illustration of a wall-hung high-efficiency boiler with copper piping" },
    buttonLabel: "Get a Boiler Quote",
  },
  snapshot: {
    title: "Investment Snapshot",
    items: [
      { value: "90%+", label: "AFUE Efficiency", description: "Of every fuel dollar becomes heat" },
      { value: "15-20 year", label: "Lifespan", description: "With annual maintenance" },
      { value: "7-10 year", label: "ROI", description: "Fuel savings repay the upgrade" },
      { value: "10 year", label: "Warranty", description: "Heat exchanger coverage" },
    ],
  },
  benefits: {
    title: "Benefits of a High-Efficiency Boiler",
    items: [
      { title: "Lower Fuel Bills", text: "Condensing boilers recover heat from exhaust gases that older boilers send up the chimney." },
      { title: "Even, Quiet Heat", text: "Modulating burners match output to the weather instead of blasting on and off." },
      { title: "Plenty of Hot Water", text: "Pair the boiler with an indirect tank for fast, efficient domestic hot water." },
      { title: "Smarter Controls", text: "Outdoor reset adjusts water temperature automatically as the weather changes." },
      { title: "Gas, Oil or Propane", text: "High-efficiency models for every fuel used in Chittenden County." },
      { title: "Cleaner and Safer", text: "Sealed combustion draws air from outside and vents safely through the wall." },
    ],
  },
  comparison: {
    title: "Efficiency Comparison: 80% vs 95% AFUE",
    items: [
      { label: "Older standard boiler", afue: "80", text: "20 cents of every fuel dollar is lost up the chimney." },
      { label: "High-efficiency condensing boiler", afue: "95", text: "Only 5 cents of every fuel dollar is lost." },
    ],
  },
  savings: {
    title: "What You Save",
    intro: "Estimated fuel costs for a typical Chittenden County home, old boiler versus new high-efficiency boiler.",
    caption: "Heating cost with a standard and a high-efficiency boiler",
    standardLabel: "Standard boiler (80% AFUE)",
    standardAnnual: 300_000,
    efficientLabel: "High-efficiency (95% AFUE)",
    efficientAnnual: 210_000,
    periods: [
      { label: "Per year", years: "1" },
      { label: "Over 10 years", years: "10" },
      { label: "Over 15 years", years: "15" },
    ],
    summary:
      "That is $900 back in your pocket every year. Rebates of $1,200-$2,500, with utility rebates up to $500 bring the payback into the 7-10 year range.",
    buttonLabel: "Get My Savings Estimate",
  },
  closing: {
    title: "Ready for a More Efficient Boiler?",
    text: "We'll inspect your current system, recommend the right size and fuel, and give you a written quote with rebates included.",
    buttonLabel: "Get a Free Quote",
  },
};

export const hybridWaterHeaterEducation: Content<"hybridWaterHeaterEducation"> = {
  seo: {
    title: "Hybrid Water Heaters: Save $372 a Year in Vermont",
    description:
      "A hybrid heat pump water heater uses 1,400 kWh a year, not 4,500, saving about $372. A 30% federal credit and $600 rebate bring a $2,500 system to $1,150.",
    keywords: "hybrid water heater Vermont, heat pump water heater rebate, water heater replacement Chittenden County",
  },
  breadcrumb: "Hybrid Water Heater Education",
  quoteService: "Hybrid Water Heater",
  service: {
    name: "Hybrid Water Heater Installation",
    description: "Installation of hybrid heat pump water heaters, including rebate and tax-credit paperwork.",
    price: 250_000,
  },
  hero: {
    title: "Hybrid Heat Pump Water Heaters",
    intro:
      "Water heating is the second-largest energy use in most homes. A hybrid water heater delivers the same hot water with about a third of the electricity, saving around $372 a year.",
    image: { src: "/images/education/hybrid-water-heater.svg", alt: "Illustration of a hybrid heat pump water heater" },
    buttonLabel: "Calculate Your Savings",
  },
  energy: {
    title: "Energy Comparison",
    standard: { label: "Standard electric water heater", value: "4,500 kWh", note: "per year" },
    hybrid: { label: "Hybrid heat pump water heater", value: "1,400 kWh", note: "per year" },
    savings: { label: "Your annual savings", value: "$372", note: "3,100 kWh less every year" },
  },
  rebates: {
    title: "Rebate Breakdown",
    lines: [
      { label: "Example hybrid water heater, installed", amount: 250_000, deducted: false },
      { label: "Federal tax credit (30%)", amount: 75_000, deducted: true },
      { label: "Utility rebate", amount: 60_000, deducted: true },
    ],
    totalLabel: "Net cost",
    note: "At $372 saved a year, the net cost pays for itself in about 3.1 years.",
  },
  benefits: {
    title: "Benefits of a Hybrid Water Heater",
    items: [
      { title: "Uses a Third of the Energy", text: "A heat pump moves heat from the surrounding air into the tank instead of heating it with resistance elements." },
      { title: "Dehumidifies Your Basement", text: "Cool, dry exhaust air helps keep damp Vermont basements drier in summer." },
      { title: "Same Hot Water Supply", text: "Hybrid mode switches on the backup element when demand spikes, so showers stay hot." },
      { title: "Quick Installation", text: "Replaces a standard tank in the same spot, usually in a single day." },
      { title: "Long Warranties", text: "Eligible models come with warranty programs of up to 15 years." },
      { title: "Rebates Included", text: "Rebates of $750-$1,500 available, and we file the paperwork for you." },
    ],
  },
  closing: {
    title: "See What You Could Save",
    text: "Tell us about your current water heater and household, and we'll calculate your savings and rebates.",
    buttonLabel: "Calculate Your Savings",
  },
};
