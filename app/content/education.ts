/**
 * Education page content. Every figure is the spec's, word for word:
 * heat pumps 300% efficiency, 30-70% savings, $3,500-5,500 / $8,000-15,000; boilers 90%+ AFUE,
 * 15-20 years, 7-10 year ROI, 10 year warranty, 80% vs 95% AFUE, $3,000 vs $2,100; hybrid
 * water heaters 4,500 vs 1,400 kWh, $372, $2,500, 30% ($750), $600, net $1,150.
 */

export const HEAT_PUMP = {
  why: [
    {
      value: "300%",
      title: "300% Efficiency",
      text: "A cold-climate heat pump moves heat instead of burning fuel, delivering up to three units of heat for every unit of electricity it uses.",
    },
    {
      value: "30-70%",
      title: "30-70% Savings",
      text: "Homeowners switching from oil, propane or electric baseboard typically cut heating costs by 30-70%.",
    },
    {
      value: "365",
      title: "Year-Round Comfort",
      text: "The same system heats through Vermont winters, rated down to -15°F, and cools and dehumidifies all summer.",
    },
  ],
  steps: [
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
  expertise: [
    "Room-by-room heat load calculations, not rules of thumb",
    "Equipment sized and rated for Vermont's coldest nights",
    "Snow-clear stands, wall brackets and proper condensate drainage",
    "Integration with your existing boiler or furnace as backup",
    "Rebate and tax-credit paperwork handled for you",
  ],
  brands: [
    {
      kind: "Ductless",
      name: "Mitsubishi Electric Hyper-Heat",
      text: "Ductless mini-splits with wall, floor or ceiling heads. Ideal for homes heated by boilers or baseboard with no ductwork.",
      features: ["Full heating output at 5°F, operation to -15°F", "Zone-by-zone temperature control", "Installs in 1-2 days"],
      serviceType: "Ductless Mini-Split System",
    },
    {
      kind: "Ducted",
      name: "Bosch IDS Ducted Heat Pump",
      text: "A central heat pump that uses your existing ductwork to heat and cool the whole house from one quiet system.",
      features: ["Replaces a furnace or central air", "Whole-home even comfort", "Works with your furnace as backup"],
      serviceType: "Heat Pump Installation",
    },
  ],
  investment: [
    { label: "Single-zone system", value: "$3,500-5,500", note: "One room or open living area" },
    { label: "Multi-zone system", value: "$8,000-15,000", note: "Whole-home comfort, two to five zones" },
    { label: "Savings vs. oil", value: "$1,200-2,500 a year", note: "Typical Chittenden County home" },
    { label: "Savings vs. propane", value: "$800-1,800 a year", note: "Typical Chittenden County home" },
    { label: "Payback", value: "3-6 years", note: "After rebates and tax credits" },
    { label: "Rebates", value: "Up to $8,000", note: "Plus a federal tax credit up to $2,000" },
  ],
  maintenance: [
    "2 planned visits a year: heating and cooling season",
    "Priority response for maintenance members",
    "15% off repairs",
    "Clean coils and filters keep efficiency near 300%",
    "Helps keep manufacturer warranties valid, up to 12 years",
  ],
} as const;

export const BOILER = {
  snapshot: [
    { value: "90%+", label: "AFUE Efficiency", description: "Of every fuel dollar becomes heat" },
    { value: "15-20 year", label: "Lifespan", description: "With annual maintenance" },
    { value: "7-10 year", label: "ROI", description: "Fuel savings repay the upgrade" },
    { value: "10 year", label: "Warranty", description: "Heat exchanger coverage" },
  ],
  benefits: [
    { title: "Lower Fuel Bills", text: "Condensing boilers recover heat from exhaust gases that older boilers send up the chimney." },
    { title: "Even, Quiet Heat", text: "Modulating burners match output to the weather instead of blasting on and off." },
    { title: "Plenty of Hot Water", text: "Pair the boiler with an indirect tank for fast, efficient domestic hot water." },
    { title: "Smarter Controls", text: "Outdoor reset adjusts water temperature automatically as the weather changes." },
    { title: "Gas, Oil or Propane", text: "High-efficiency models for every fuel used in Chittenden County." },
    { title: "Cleaner and Safer", text: "Sealed combustion draws air from outside and vents safely through the wall." },
  ],
  comparison: {
    old: { label: "Older standard boiler", afue: 80, text: "20 cents of every fuel dollar is lost up the chimney." },
    new: { label: "High-efficiency condensing boiler", afue: 95, text: "Only 5 cents of every fuel dollar is lost." },
  },
  savings: {
    oldAnnual: 3000,
    newAnnual: 2100,
  },
  rebates: "Rebates of $1,200-$2,500, with utility rebates up to $500",
} as const;

export const HYBRID = {
  usage: { standardKwh: 4500, hybridKwh: 1400, annualSavings: 372 },
  rebate: { systemCost: 2500, federalCreditPercent: 30, federalCredit: 750, utilityRebate: 600, netCost: 1150 },
  benefits: [
    { title: "Uses a Third of the Energy", text: "A heat pump moves heat from the surrounding air into the tank instead of heating it with resistance elements." },
    { title: "Dehumidifies Your Basement", text: "Cool, dry exhaust air helps keep damp Vermont basements drier in summer." },
    { title: "Same Hot Water Supply", text: "Hybrid mode switches on the backup element when demand spikes, so showers stay hot." },
    { title: "Quick Installation", text: "Replaces a standard tank in the same spot, usually in a single day." },
    { title: "Long Warranties", text: "Eligible models come with warranty programs of up to 15 years." },
    { title: "Rebates Included", text: "Rebates of $750-$1,500 available, and we file the paperwork for you." },
  ],
} as const;

/** "$1,150" style. */
export function usd(n: number): string {
  return `$${n.toLocaleString("en-US")}`;
}
