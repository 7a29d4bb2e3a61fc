/**
 * The sample services: the specification's services (their cards, pages and rows of the
 * `services` table), with the three marketing layouts' texts. Shown in this order on /services.
 */
import type { Content } from "@common/content/types";

export const serviceSample: Array<{ slug: string } & Content<"service">> = [
  {
    slug: "heat-pumps",
    name: "Cold-Climate Heat Pumps",
    summary:
      "Ductless and ducted cold-climate heat pumps that heat your home down to -15°F and cool it in summer, sized, installed and maintained by our Jericho team.",
    active: true,
    photo: {
      src: "/images/services/heat-pumps.svg",
      alt: "A cold-climate heat pump outdoor unit on a stand above the snow",
    },
    fromPrice: null,
    heading: "Cold-Climate Heat Pumps Built for Vermont Winters",
    eyebrow: "Cold-Climate Heat Pumps",
    intro:
      "300%+ efficient heat down to -15°F and quiet summer cooling: we design, install and maintain ductless and ducted heat pumps across Chittenden County.",
    body: "<p>A cold-climate heat pump moves heat instead of burning fuel, delivering 300%+ efficiency on a typical Vermont winter day and keeping your home warm down to -15°F.</p><p>We start with a room-by-room heat-loss calculation, then recommend a ductless, ducted or hybrid layout that fits your house and budget. Every installation includes rebate paperwork, commissioning and a walkthrough of the controls.</p>",
    quoteService: "Heat Pump Installation",
    stats: [
      {
        value: "300%+",
        label: "efficiency",
      },
      {
        value: "-15°F",
        label: "rated heating",
      },
      {
        value: "30-70%",
        label: "heating savings",
      },
      {
        value: "$8,000",
        label: "rebates up to",
      },
    ],
    benefitsTitle: "Why Vermont homeowners are switching",
    benefits: [
      {
        title: "Lower heating bills",
        text: "Switching from oil typically saves $1,200-2,500 a year; from propane, $800-1,800.",
      },
      {
        title: "Comfort in every season",
        text: "One system heats through January cold snaps and cools quietly on humid July nights.",
      },
      {
        title: "Rebates that cut the price",
        text: "Cold-climate heat pump rebates of $4,000-$8,000 plus a federal tax credit up to $2,000.",
      },
    ],
    processTitle: "How we install your heat pump",
    process: [
      {
        title: "Heat-loss assessment",
        text: "A room-by-room calculation so the system is sized for your house, not a rule of thumb.",
      },
      {
        title: "Design & rebate plan",
        text: "Ductless, ducted or hybrid layout, with the rebate paperwork prepared for you.",
      },
      {
        title: "Clean installation",
        text: "Most single-zone systems install in 1-2 days, with outdoor units mounted above the snow line.",
      },
    ],
    figuresTitle: "Typical investment",
    figures: [
      {
        label: "Single zone",
        value: "$3,500-5,500",
        note: "One ductless head and outdoor unit",
      },
      {
        label: "Multi-zone",
        value: "$8,000-15,000",
        note: "Whole-home comfort, several rooms",
      },
      {
        label: "Payback",
        value: "3-6 years",
        note: "After rebates, replacing oil or propane",
      },
    ],
    quickFacts: [
      {
        label: "Efficiency",
        value: "300%+ efficiency",
      },
      {
        label: "Cold-weather rating",
        value: "Down to -15°F",
      },
      {
        label: "Warranty",
        value: "Up to 12 years warranty",
      },
      {
        label: "Installation",
        value: "1-2 days install",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "Ready to cut your heating costs?",
    closingText: "Book a free in-home assessment and we'll show you the system, the savings and the rebates that fit your home.",
    keywords: "Cold-Climate Heat Pumps, Cold-Climate Heat Pumps Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Cold-Climate Heat Pumps in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "high-efficiency-boilers",
    name: "High-Efficiency Boilers",
    summary:
      "Condensing gas, propane and oil boilers rated 90%+ AFUE, with indirect hot water and smart outdoor-reset controls for steady, quiet heat.",
    active: true,
    photo: {
      src: "/images/services/boilers.svg",
      alt: "A high-efficiency condensing boiler with its display reading 95% AFUE",
    },
    fromPrice: null,
    heading: "High-Efficiency Boilers for Steady, Quiet Heat",
    eyebrow: "High-Efficiency Boilers",
    intro:
      "Condensing boilers rated 90%+ AFUE for gas, oil and propane, matched to your radiators or radiant floors and installed in 1-3 days.",
    body: "<p>Replacing a 30-year-old cast-iron boiler with a modern condensing unit typically cuts fuel use by a quarter or more. We install 90%+ AFUE boilers for natural gas, propane and oil, matched to your radiators or radiant floors.</p><p>Outdoor-reset controls adjust water temperature to the weather, so the boiler runs longer and cooler — which is exactly where condensing boilers are most efficient.</p>",
    quoteService: "Boiler Installation/Replacement",
    stats: [
      {
        value: "90%+",
        label: "AFUE",
      },
      {
        value: "15-20 yr",
        label: "lifespan",
      },
      {
        value: "10 yr",
        label: "warranty",
      },
      {
        value: "$2,500",
        label: "rebates up to",
      },
    ],
    benefitsTitle: "What a modern boiler changes",
    benefits: [
      {
        title: "Lower fuel bills",
        text: "Moving from an 80% to a 95% AFUE boiler takes a typical $3,000 heating bill to about $2,100 a year.",
      },
      {
        title: "Even, quiet warmth",
        text: "Outdoor-reset controls match water temperature to the weather, so rooms stay steady and comfortable.",
      },
      {
        title: "Hot water included",
        text: "An indirect tank or combi boiler gives plenty of hot water from the same efficient burner.",
      },
    ],
    processTitle: "How we replace your boiler",
    process: [
      {
        title: "System survey",
        text: "We measure your heat loss and check radiators, piping and venting before recommending a size.",
      },
      {
        title: "Right-sized proposal",
        text: "Gas, oil or propane options with efficiency, price and rebates of $1,200-$2,500 laid out clearly.",
      },
      {
        title: "Installation & startup",
        text: "Old boiler out, new boiler in, commissioned and explained — usually in 1-3 days.",
      },
    ],
    figuresTitle: "Boiler figures",
    figures: [
      {
        label: "Efficiency",
        value: "90%+ AFUE",
        note: "Condensing gas, oil and propane models",
      },
      {
        label: "Annual heating cost",
        value: "$3,000 → $2,100",
        note: "80% vs 95% AFUE, typical Vermont home",
      },
      {
        label: "Utility rebates",
        value: "Up to $500",
        note: "On top of $1,200-$2,500 in boiler rebates",
      },
    ],
    quickFacts: [
      {
        label: "Efficiency",
        value: "90%+ AFUE",
      },
      {
        label: "Fuel options",
        value: "Gas/oil/propane",
      },
      {
        label: "Warranty",
        value: "Up to 10 years warranty",
      },
      {
        label: "Installation",
        value: "1-3 days install",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "Is your boiler past its best?",
    closingText: "Ask for a free replacement quote — we'll size the new boiler properly and handle the rebate paperwork.",
    keywords: "High-Efficiency Boilers, High-Efficiency Boilers Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "High-Efficiency Boilers in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "maintenance-contracts",
    name: "Maintenance Contracts",
    summary:
      "Two tune-ups a year, priority scheduling and 15% off repairs: planned maintenance that keeps heat pumps, boilers and water heaters running years longer.",
    active: true,
    photo: {
      src: "/images/services/maintenance.svg",
      alt: "A maintenance checklist with a wrench and two yearly tune-ups ticked off",
    },
    fromPrice: null,
    heading: "Maintenance Contracts That Keep Systems Running for Years",
    eyebrow: "Maintenance Contracts",
    intro:
      "Two tune-ups a year, priority response, 15% off repairs: care that keeps heat pumps, boilers and water heaters efficient and adds up to 10 years of life.",
    body: "<p>Our maintenance members get a heating tune-up in the fall and a cooling or water-heater check in the spring, priority response when something needs attention, and 15% off any repair.</p><p>Regular service keeps equipment at its rated efficiency and can extend its life by up to 10 years.</p>",
    quoteService: "System Maintenance Plan",
    stats: [
      {
        value: "2",
        label: "tune-ups a year",
      },
      {
        value: "15%",
        label: "off repairs",
      },
      {
        value: "10 yrs",
        label: "extended life",
      },
      {
        value: "150+",
        label: "active contracts",
      },
    ],
    benefitsTitle: "What members get",
    benefits: [
      {
        title: "Two visits a year",
        text: "A heating tune-up in the fall and a cooling or water-heater check in the spring.",
      },
      {
        title: "Priority response",
        text: "Members go to the front of the schedule when something needs attention.",
      },
      {
        title: "15% off repairs",
        text: "Every repair during your annual term is discounted 15% — parts and labor.",
      },
    ],
    processTitle: "How a maintenance visit works",
    process: [
      {
        title: "Inspect & clean",
        text: "Filters, coils, burners, heat exchangers and condensate lines cleaned and checked.",
      },
      {
        title: "Test & adjust",
        text: "Combustion, refrigerant and electrical readings compared with the manufacturer's specifications.",
      },
      {
        title: "Report",
        text: "A written summary of what we found, what we fixed and anything to plan for.",
      },
    ],
    figuresTitle: "Plan at a glance",
    figures: [
      {
        label: "Visits",
        value: "2 a year",
        note: "Fall heating and spring cooling checks",
      },
      {
        label: "Repair discount",
        value: "15%",
        note: "For the whole annual term",
      },
      {
        label: "Equipment life",
        value: "Up to 10 years longer",
        note: "Compared with unmaintained systems",
      },
    ],
    quickFacts: [
      {
        label: "Visits",
        value: "2 visits a year",
      },
      {
        label: "Response",
        value: "Priority response",
      },
      {
        label: "Repair savings",
        value: "15% off repairs",
      },
      {
        label: "Term",
        value: "Annual term",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "Protect your investment",
    closingText: "Join more than 150 Chittenden County households on a maintenance contract — ask us for a plan quote.",
    keywords: "Maintenance Contracts, Maintenance Contracts Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Maintenance Contracts in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "air-conditioning",
    name: "Air Conditioning",
    summary:
      "Ductless mini-splits and central air installed and serviced across Chittenden County, with high-SEER equipment that also heats in winter.",
    active: true,
    photo: {
      src: "/images/services/air-conditioning.svg",
      alt: "",
    },
    fromPrice: null,
    heading: "",
    eyebrow: "",
    intro: "",
    body: "<p>Summers in the Champlain Valley are getting warmer. A ductless mini-split or a ducted heat pump cools quietly and efficiently — and heats your home in winter, too.</p><p>We size each system for the rooms it serves, mount outdoor units above the snow line and set up the controls so the system is easy to live with.</p>",
    quoteService: "",
    stats: [],
    benefitsTitle: "",
    benefits: [],
    processTitle: "",
    process: [],
    figuresTitle: "",
    figures: [],
    quickFacts: [
      {
        label: "Response",
        value: "Same day response",
      },
      {
        label: "Warranty",
        value: "Comprehensive warranty",
      },
      {
        label: "Licensing",
        value: "Fully licensed",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "",
    closingText: "",
    keywords: "Air Conditioning, Air Conditioning Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Air Conditioning in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "ductless-mini-splits",
    name: "Ductless Mini-Splits",
    summary:
      "Single- and multi-zone ductless mini-splits for homes without ductwork: efficient heating and cooling, room by room, with no ducts to lose heat.",
    active: true,
    photo: {
      src: "/images/services/mini-splits.svg",
      alt: "",
    },
    fromPrice: null,
    heading: "",
    eyebrow: "",
    intro: "",
    body: "<p>Ductless mini-splits are the fastest way to add efficient heating and cooling to an older Vermont home. A single-zone system typically installs in one to two days.</p><p>We plan line-set routes that respect your home's finishes and place each head where it heats the room evenly.</p>",
    quoteService: "",
    stats: [],
    benefitsTitle: "",
    benefits: [],
    processTitle: "",
    process: [],
    figuresTitle: "",
    figures: [],
    quickFacts: [
      {
        label: "Response",
        value: "Same day response",
      },
      {
        label: "Warranty",
        value: "Comprehensive warranty",
      },
      {
        label: "Licensing",
        value: "Fully licensed",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "",
    closingText: "",
    keywords: "Ductless Mini-Splits, Ductless Mini-Splits Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Ductless Mini-Splits in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "heating",
    name: "Heating",
    summary:
      "Heating design, installation and service for Vermont winters: heat pumps, boilers, furnaces and radiant floors, sized for your home.",
    active: true,
    photo: {
      src: "/images/services/heating.svg",
      alt: "",
    },
    fromPrice: null,
    heading: "",
    eyebrow: "",
    intro: "",
    body: "<p>Vermont heating seasons run seven months or more, so the right system pays for itself every winter. We design around a proper heat-loss calculation, not a rule of thumb, and we install systems we are willing to maintain for their whole life.</p><ul><li>Cold-climate heat pumps and hybrid systems</li><li>Condensing boilers and radiant floor heating</li><li>High-efficiency furnaces and controls</li></ul>",
    quoteService: "",
    stats: [],
    benefitsTitle: "",
    benefits: [],
    processTitle: "",
    process: [],
    figuresTitle: "",
    figures: [],
    quickFacts: [
      {
        label: "Response",
        value: "Same day response",
      },
      {
        label: "Warranty",
        value: "Comprehensive warranty",
      },
      {
        label: "Licensing",
        value: "Fully licensed",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "",
    closingText: "",
    keywords: "Heating, Heating Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Heating in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "hybrid-water-heaters",
    name: "Hybrid Water Heaters",
    summary:
      "Heat-pump water heaters that use about 1,400 kWh a year instead of 4,500 — with utility rebates and a 30% federal credit that cut the price in half.",
    active: true,
    photo: {
      src: "/images/services/water-heaters.svg",
      alt: "",
    },
    fromPrice: null,
    heading: "",
    eyebrow: "",
    intro: "",
    body: "<p>A hybrid (heat-pump) water heater pulls heat from the air around it to warm your water, using roughly a third of the electricity of a standard electric tank.</p><p>We handle sizing, condensate drainage, the electrical connection and the rebate paperwork, and haul the old tank away.</p>",
    quoteService: "",
    stats: [],
    benefitsTitle: "",
    benefits: [],
    processTitle: "",
    process: [],
    figuresTitle: "",
    figures: [],
    quickFacts: [
      {
        label: "Response",
        value: "Same day response",
      },
      {
        label: "Warranty",
        value: "Comprehensive warranty",
      },
      {
        label: "Licensing",
        value: "Fully licensed",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "",
    closingText: "",
    keywords: "Hybrid Water Heaters, Hybrid Water Heaters Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Hybrid Water Heaters in Chittenden County, VT",
      description: "",
    },
  },
  {
    slug: "plumbing",
    name: "Plumbing",
    summary:
      "Planned plumbing work for Chittenden County homes: re-piping, fixture and water-line upgrades, water treatment and water-heater replacement.",
    active: true,
    photo: {
      src: "/images/services/plumbing.svg",
      alt: "",
    },
    fromPrice: null,
    heading: "",
    eyebrow: "",
    intro: "",
    body: "<p>From replacing galvanized supply lines to installing a new kitchen sink or a whole-house water filter, our licensed plumbers plan the job with you, protect your home while they work and leave it tidy.</p><ul><li>Water heater replacement, including hybrid heat-pump models</li><li>Re-piping with PEX or copper</li><li>Fixture, faucet and shut-off valve upgrades</li><li>Well-water treatment and filtration</li></ul>",
    quoteService: "",
    stats: [],
    benefitsTitle: "",
    benefits: [],
    processTitle: "",
    process: [],
    figuresTitle: "",
    figures: [],
    quickFacts: [
      {
        label: "Response",
        value: "Same day response",
      },
      {
        label: "Warranty",
        value: "Comprehensive warranty",
      },
      {
        label: "Licensing",
        value: "Fully licensed",
      },
    ],
    faqsTitle: "",
    faqs: [],
    closingTitle: "",
    closingText: "",
    keywords: "Plumbing, Plumbing Vermont, Chittenden County, Jericho VT",
    seo: {
      title: "Plumbing in Chittenden County, VT",
      description: "",
    },
  },
];
