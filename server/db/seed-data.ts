/** The site's own starting content, written for a Jericho, Vermont heating and plumbing company. */

export const seedServices = [
  {
    slug: "heat-pumps",
    title: "Cold-Climate Heat Pumps",
    description:
      "Ductless and ducted cold-climate heat pumps that heat your home down to -15°F and cool it in summer, sized, installed and maintained by our Jericho team.",
    imageUrl: "/images/services/heat-pumps.svg",
    content:
      "<p>A cold-climate heat pump moves heat instead of burning fuel, delivering 300%+ efficiency on a typical Vermont winter day and keeping your home warm down to -15°F.</p><p>We start with a room-by-room heat-loss calculation, then recommend a ductless, ducted or hybrid layout that fits your house and budget. Every installation includes rebate paperwork, commissioning and a walkthrough of the controls.</p>",
  },
  {
    slug: "high-efficiency-boilers",
    title: "High-Efficiency Boilers",
    description:
      "Condensing gas, propane and oil boilers rated 90%+ AFUE, with indirect hot water and smart outdoor-reset controls for steady, quiet heat.",
    imageUrl: "/images/services/boilers.svg",
    content:
      "<p>Replacing a 30-year-old cast-iron boiler with a modern condensing unit typically cuts fuel use by a quarter or more. We install 90%+ AFUE boilers for natural gas, propane and oil, matched to your radiators or radiant floors.</p><p>Outdoor-reset controls adjust water temperature to the weather, so the boiler runs longer and cooler — which is exactly where condensing boilers are most efficient.</p>",
  },
  {
    slug: "maintenance-contracts",
    title: "Maintenance Contracts",
    description:
      "Two tune-ups a year, priority scheduling and 15% off repairs: planned maintenance that keeps heat pumps, boilers and water heaters running years longer.",
    imageUrl: "/images/services/maintenance.svg",
    content:
      "<p>Our maintenance members get a heating tune-up in the fall and a cooling or water-heater check in the spring, priority response when something needs attention, and 15% off any repair.</p><p>Regular service keeps equipment at its rated efficiency and can extend its life by up to 10 years.</p>",
  },
  {
    slug: "plumbing",
    title: "Plumbing",
    description:
      "Planned plumbing work for Chittenden County homes: re-piping, fixture and water-line upgrades, water treatment and water-heater replacement.",
    imageUrl: "/images/services/plumbing.svg",
    content:
      "<p>From replacing galvanized supply lines to installing a new kitchen sink or a whole-house water filter, our licensed plumbers plan the job with you, protect your home while they work and leave it tidy.</p><ul><li>Water heater replacement, including hybrid heat-pump models</li><li>Re-piping with PEX or copper</li><li>Fixture, faucet and shut-off valve upgrades</li><li>Well-water treatment and filtration</li></ul>",
  },
  {
    slug: "heating",
    title: "Heating",
    description:
      "Heating design, installation and service for Vermont winters: heat pumps, boilers, furnaces and radiant floors, sized for your home.",
    imageUrl: "/images/services/heating.svg",
    content:
      "<p>Vermont heating seasons run seven months or more, so the right system pays for itself every winter. We design around a proper heat-loss calculation, not a rule of thumb, and we install systems we are willing to maintain for their whole life.</p><ul><li>Cold-climate heat pumps and hybrid systems</li><li>Condensing boilers and radiant floor heating</li><li>High-efficiency furnaces and controls</li></ul>",
  },
  {
    slug: "air-conditioning",
    title: "Air Conditioning",
    description:
      "Ductless mini-splits and central air installed and serviced across Chittenden County, with high-SEER equipment that also heats in winter.",
    imageUrl: "/images/services/air-conditioning.svg",
    content:
      "<p>Summers in the Champlain Valley are getting warmer. A ductless mini-split or a ducted heat pump cools quietly and efficiently — and heats your home in winter, too.</p><p>We size each system for the rooms it serves, mount outdoor units above the snow line and set up the controls so the system is easy to live with.</p>",
  },
  {
    slug: "hybrid-water-heaters",
    title: "Hybrid Water Heaters",
    description:
      "Heat-pump water heaters that use about 1,400 kWh a year instead of 4,500 — with utility rebates and a 30% federal credit that cut the price in half.",
    imageUrl: "/images/services/water-heaters.svg",
    content:
      "<p>A hybrid (heat-pump) water heater pulls heat from the air around it to warm your water, using roughly a third of the electricity of a standard electric tank.</p><p>We handle sizing, condensate drainage, the electrical connection and the rebate paperwork, and haul the old tank away.</p>",
  },
  {
    slug: "ductless-mini-splits",
    title: "Ductless Mini-Splits",
    description:
      "Single- and multi-zone ductless mini-splits for homes without ductwork: efficient heating and cooling, room by room, with no ducts to lose heat.",
    imageUrl: "/images/services/mini-splits.svg",
    content:
      "<p>Ductless mini-splits are the fastest way to add efficient heating and cooling to an older Vermont home. A single-zone system typically installs in one to two days.</p><p>We plan line-set routes that respect your home's finishes and place each head where it heats the room evenly.</p>",
  },
] as const;

export const seedCategories = [
  { name: "Heat Pumps", slug: "heat-pumps", description: "Cold-climate heat pumps in Vermont homes: sizing, costs, rebates and living with them.", order: 1 },
  { name: "Boilers & Heating", slug: "boilers-heating", description: "Boilers, radiant heat and keeping a Vermont home warm through a long winter.", order: 2 },
  { name: "Energy Savings & Rebates", slug: "energy-savings-rebates", description: "Rebates, tax credits and practical ways to lower your heating and hot-water bills.", order: 3 },
  { name: "Maintenance Tips", slug: "maintenance-tips", description: "Seasonal checklists and maintenance advice for heating, cooling and plumbing systems.", order: 4 },
] as const;

export const seedEmailTemplates = [
  {
    name: "Quote follow-up",
    category: "sales",
    subject: "Your quote request, {{firstName}}",
    variables: ["firstName", "lastName", "companyName"],
    textContent:
      "Hi {{firstName}},\n\nThank you for asking {{companyName}} for a quote. We'd like to set up a short visit to look at your home and answer your questions. Reply to this e-mail or call us to pick a time.\n\nThe {{companyName}} team",
    htmlContent:
      "<p>Hi {{firstName}},</p><p>Thank you for asking {{companyName}} for a quote. We'd like to set up a short visit to look at your home and answer your questions. Reply to this e-mail or call us to pick a time.</p><p>The {{companyName}} team</p>",
  },
  {
    name: "Maintenance reminder",
    category: "service",
    subject: "Time for your seasonal tune-up, {{firstName}}",
    variables: ["firstName", "companyName"],
    textContent:
      "Hi {{firstName}},\n\nIt's time for your seasonal tune-up. As a maintenance member you get priority scheduling and 15% off repairs. Reply or call to book a visit.\n\nThe {{companyName}} team",
    htmlContent:
      "<p>Hi {{firstName}},</p><p>It's time for your seasonal tune-up. As a maintenance member you get priority scheduling and 15% off repairs. Reply or call to book a visit.</p><p>The {{companyName}} team</p>",
  },
  {
    name: "Thank you after installation",
    category: "service",
    subject: "Thank you, {{firstName}} — how is your new system?",
    variables: ["firstName", "companyName"],
    textContent:
      "Hi {{firstName}},\n\nThank you for choosing us for your installation. If you have a minute, we'd be grateful for a review on our website. And if anything about the new system isn't right, call us and we'll come back.\n\nThe {{companyName}} team",
    htmlContent:
      "<p>Hi {{firstName}},</p><p>Thank you for choosing us for your installation. If you have a minute, we'd be grateful for a review on our website. And if anything about the new system isn't right, call us and we'll come back.</p><p>The {{companyName}} team</p>",
  },
] as const;
