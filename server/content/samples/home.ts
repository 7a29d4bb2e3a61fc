/** The home page as the specification shows it. */
import type { Content } from "@common/content/types";

export const home: Content<"home"> = {
  hero: {
    eyebrow: "Jericho, Vermont · Serving Chittenden County",
    title: "High-Efficiency Heating, Cooling & Plumbing for Vermont Homes",
    text: "Cold-climate heat pumps, high-efficiency boilers, hybrid water heaters and maintenance plans — planned, installed and cared for by a local, owner-operated team.",
    image: { src: "/images/home/hero-winter-home.svg", alt: "A snowy Vermont farmhouse with a cold-climate heat pump beneath Mount Mansfield" },
    badges: [],
  },
  tiles: [
    { to: "/heat-pump-education", title: "Heat Pumps", text: "300% efficiency and 30-70% savings, down to -15°F." },
    { to: "/boiler-education", title: "Boilers", text: "90%+ AFUE condensing boilers for steady, quiet heat." },
    { to: "/hybrid-water-heater-education", title: "Hybrid Water Heaters", text: "4,500 → 1,400 kWh a year, about $372 saved." },
    { to: "/services/maintenance-contracts", title: "Maintenance Contracts", text: "2 tune-ups a year and 15% off repairs." },
  ],
  quickQuote: {
    title: "Get a Quick Quote",
    text: "Tell us what you need and a comfort specialist will call you back within one business day.",
  },
  featured: {
    title: "Comfort for Every Season",
    items: [
      {
        to: "/air-conditioning",
        title: "Air Conditioning",
        text: "Ductless mini-splits and central air for warmer Champlain Valley summers.",
        image: { src: "/images/home/summer-cooling.svg", alt: "A ductless mini-split cooling a living room on a summer day" },
      },
      {
        to: "/boiler-education",
        title: "Boiler Upgrades",
        text: "From 80% to 95% AFUE: about $3,000 down to $2,100 a year.",
        image: { src: "/images/home/boiler-room.svg", alt: "A wall-hung condensing boiler with copper piping in a tidy basement" },
      },
      {
        to: "/cold-climate-heat-pumps",
        title: "Cold-Climate Heat Pumps",
        text: "Rated to -15°F, with rebates of $4,000-$8,000.",
        image: { src: "/images/home/winter-heat-pump.svg", alt: "A cold-climate heat pump running in deep snow beside a Vermont home" },
      },
    ],
  },
  profitable: {
    title: "Profitable Solutions, Not Just Repairs",
    intro: "We focus on planned upgrades that pay you back every winter — with the rebates applied for you.",
    items: [
      { value: "30-50%", label: "lower heating costs", text: "About $800-1,200 saved a year for a typical home." },
      { value: "$8,000", label: "in rebates, up to", text: "Cold-climate heat pump rebates of $4,000-$8,000 plus federal credits up to $2,000." },
      { value: "3-6 yrs", label: "typical payback", text: "When a heat pump replaces oil ($1,200-2,500 a year) or propane ($800-1,800)." },
    ],
  },
  maintenance: {
    title: "Maintenance Contracts That Protect Your Investment",
    text: "A maintenance contract keeps your system at its rated efficiency and catches small problems before they become big ones.",
    linkLabel: "See maintenance contracts",
    linkTo: "/services/maintenance-contracts",
    figures: [
      { value: "2", label: "tune-ups a year" },
      { value: "15%", label: "discount on repairs" },
      { value: "10 years", label: "extended life for your equipment" },
    ],
  },
  whyUs: {
    title: "Why Choose {name}",
    items: [
      { title: "Owner-operated in Jericho", text: "You talk to the people who do the work — from the first visit to every tune-up after." },
      { title: "Cold-climate specialists", text: "200+ premium systems installed in Vermont homes, sized with real heat-loss calculations." },
      { title: "Licensed & insured", text: "Fully licensed Vermont plumbers and heating technicians, insured for your peace of mind." },
      { title: "Planned, tidy work", text: "Clear quotes, scheduled installs, floors protected and the site left clean." },
    ],
  },
  closing: {
    title: "Ready for a warmer, more efficient home?",
    text: "Ask for a free quote and we'll be in touch within one business day to plan your project.",
  },
  reviews: {
    shareText: "Had work done by our team? Your review helps Chittenden County neighbors choose with confidence.",
  },
  seo: {
    title: "Heating, Plumbing & Heat Pumps in Jericho, VT | Mansfield",
    description:
      "Cold-climate heat pumps, high-efficiency boilers, hybrid water heaters, plumbing and maintenance contracts for homes across Chittenden County, Vermont.",
    keywords: "heat pumps Vermont, Jericho VT plumber, boiler installation Chittenden County, HVAC maintenance contracts",
  },
};
