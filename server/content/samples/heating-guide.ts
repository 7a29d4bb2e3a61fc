/** The heating guide as the specification writes it: stat cards, challenges, rebates, FAQ and the six city cards. */
import type { Content } from "@common/content/types";

export const heatingGuide: Content<"heatingGuide"> = {
  seo: {
    title: "Vermont Heating Guide: Costs, Rebates & Options",
    description:
      "Heating a Vermont home through a 7+ month season: -5°F winter lows, $2,400+ energy costs, rebates up to $8,000, and answers on heat pumps and boilers.",
    keywords: "Vermont heating guide, Vermont heating rebates, heat pump rebates Vermont, heating costs Vermont",
  },
  breadcrumb: "Vermont Heating Guide",
  hero: {
    badge: "2024 Rebates Available",
    title: "The Vermont Home Heating Guide",
    intro:
      "Long winters, high fuel prices and aging equipment make heating the biggest energy decision a Vermont homeowner faces. Here is how to stay warm for less, and the rebates that help pay for it.",
    rebatesLinkLabel: "View Rebates",
  },
  stats: {
    label: "Vermont heating by the numbers",
    items: [
      { label: "Average Winter Low", value: "-5°F", description: "January nights in Chittenden County" },
      { label: "Heating Season", value: "7+ months", description: "October to April" },
      { label: "Energy Costs", value: "$2,400+", description: "Typical annual heating bill" },
      { label: "Available Rebates", value: "$8,000+", description: "Incentives for efficient systems" },
    ],
  },
  challenges: {
    title: "Vermont's Heating Challenges",
    items: [
      {
        challenge: "Extreme Cold",
        solution: "Cold-climate heat pumps rated to -15°F",
        description:
          "Sub-zero stretches push older equipment past its limits. Cold-climate heat pumps keep heating when the thermometer drops, with a boiler or furnace as backup where it makes sense.",
      },
      {
        challenge: "High Energy Costs",
        solution: "High-efficiency systems that cut bills 30-50%",
        description:
          "With a heating season of more than seven months, efficiency pays twice. Upgrading typically saves 30-50%, about $800-1,200 a year.",
      },
      {
        challenge: "Aging Infrastructure",
        solution: "Planned replacement before failure",
        description:
          "Many Vermont homes still run 25- to 40-year-old boilers and furnaces. Replacing them on your schedule avoids a mid-January breakdown.",
      },
    ],
  },
  rebates: {
    title: "2024 Rebates and Incentives",
    intro: "Rebates up to $8,000 are available to Vermont homeowners who upgrade to efficient systems. We handle the paperwork.",
    requirementsHeading: "Requirements",
    items: [
      {
        system: "Cold-Climate Heat Pumps",
        rebate: "$4,000-$8,000",
        requirements: ["Cold-climate listed equipment", "Installed by a qualified contractor", "Sized for whole-home or primary heat"],
        additional: "Plus a federal tax credit up to $2,000",
      },
      {
        system: "High-Efficiency Boilers",
        rebate: "$1,200-$2,500",
        requirements: ["90%+ AFUE rating", "Replacing an existing boiler", "Professional installation and start-up"],
        additional: "Utility rebates up to $500",
      },
      {
        system: "Hybrid Water Heaters",
        rebate: "$750-$1,500",
        requirements: [
          "ENERGY STAR certified heat pump model",
          "Installed in a conditioned or semi-conditioned space",
          "Purchased through a participating installer",
        ],
        additional: "15-year warranty programs",
      },
    ],
  },
  faq: {
    title: "Frequently Asked Questions",
    items: [
      {
        question: "Do heat pumps really work in Vermont winters?",
        answer:
          "Yes. Today's cold-climate heat pumps keep producing heat down to -15°F and run at up to 300% efficiency in typical winter weather. For the coldest nights we can keep your existing boiler or furnace as automatic backup.",
      },
      {
        question: "What rebates are available for upgrading my heating system?",
        answer:
          "Vermont homeowners can receive $4,000-$8,000 toward cold-climate heat pumps plus a federal tax credit up to $2,000, $1,200-$2,500 for high-efficiency boilers with utility rebates up to $500, and $750-$1,500 for hybrid water heaters. In total, rebates can reach $8,000 or more.",
      },
      {
        question: "How much can I save on heating costs?",
        answer:
          "Most of our customers save 30-50% on heating, about $800-1,200 a year. Switching from oil to heat pumps typically saves $1,200-2,500 a year, and from propane $800-1,800.",
      },
      {
        question: "When is the best time to replace my heating system?",
        answer:
          "Late spring through early fall. Planning ahead means you choose the equipment and schedule, rather than replacing a failed system in January. The heating season runs more than seven months, from October to April.",
      },
      {
        question: "How long does installation take?",
        answer:
          "A single-zone heat pump usually takes one day and a whole-home system one to two days. Boiler replacements take one to three days depending on the piping and venting.",
      },
    ],
  },
  cities: {
    title: "Local Heating Help Across Chittenden County",
    items: [
      { city: "Burlington", highlight: "Older homes and rentals moving from oil and gas to heat pumps" },
      { city: "South Burlington", highlight: "Commercial HVAC and residential heat pumps" },
      { city: "Essex", highlight: "Ducted heat pump conversions for forced-air homes" },
      { city: "Williston", highlight: "High-efficiency boilers and ventilation for newer homes" },
      { city: "Colchester", highlight: "Year-round heat pumps for lake homes" },
      { city: "Jericho", highlight: "Our home base: the fastest scheduling in the county" },
    ],
  },
  contact: {
    title: "Talk to a Local Heating Expert",
    text: "Free in-home assessments across Chittenden County. We reply to every request within 24 hours.",
  },
};
