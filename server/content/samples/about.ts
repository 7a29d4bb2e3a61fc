/** About as the specification writes it: the owner-operated story, counters, certifications, the A+ badge, three values. */
import type { Content } from "@common/content/types";

export const about: Content<"about"> = {
  seo: {
    title: "About Us | Owner-Operated HVAC & Plumbing in Jericho, VT",
    description:
      "Owner-operated in Jericho, Vermont: 200+ premium heating systems installed, 150+ active maintenance contracts, an A+ BBB rating and 15+ years of service.",
    keywords: "about {name}, Jericho VT HVAC company, owner-operated plumber Vermont",
  },
  breadcrumb: "About Us",
  hero: {
    eyebrow: "Our story",
    title: "About {name}",
    intro:
      "An owner-operated heating, cooling and plumbing company in Jericho, Vermont, helping Chittenden County homeowners heat smarter for more than 15 years.",
  },
  counters: [
    { value: "200+", label: "premium systems installed" },
    { value: "150+", label: "active maintenance contracts" },
    { value: "15+", label: "years serving Vermont" },
    { value: "A+", label: "BBB rating" },
  ],
  story: {
    title: "Owner-operated in Jericho, Vermont",
    body: [
      "We started in a one-truck garage at the foot of Mount Mansfield with a simple idea: Vermont homes deserve heating systems designed for Vermont winters, installed by people who will still be around to maintain them.",
      "Today our owner still visits job sites every week. We specialize in planned, high-efficiency work — cold-climate heat pumps, condensing boilers, hybrid water heaters and maintenance contracts — and we measure our success by lower fuel bills and systems that run quietly for decades.",
      "We live in the towns we serve, from Jericho and Underhill to Burlington, Essex and Williston, and we treat every home like a neighbor's.",
    ].join("\n\n"),
  },
  // The specification names no team members; the section stays hidden until the owner adds some.
  team: { title: "Meet the team", members: [] },
  certifications: {
    title: "Certifications & credentials",
    items: [
      "Vermont licensed master plumber",
      "EPA Section 608 certified refrigerant technicians",
      "Efficiency Vermont partner contractor",
      "Manufacturer-trained on cold-climate heat pumps",
      "Fully insured for residential and commercial work",
    ],
  },
  badge: { grade: "A+", label: "BBB Rating", text: "Accredited business with an A+ rating for honest quotes and follow-through." },
  values: {
    title: "What we stand for",
    items: [
      { title: "Do it right the first time", text: "Careful sizing, clean installations and commissioning checklists on every job." },
      { title: "Straight answers", text: "Written quotes, honest recommendations and no pressure — even when the answer is “not yet”." },
      { title: "In it for the long run", text: "We maintain what we install, with 150+ households on maintenance contracts." },
    ],
  },
  closing: {
    title: "Let's plan your next system",
    text: "Ask for a free quote and talk with the people who will actually do the work.",
    buttonLabel: "Get a Free Quote",
  },
};
