/** The sample Areas We Serve page's text: the specification's, word for word. */
import type { Content } from "@common/content/types";

export const areasSample: Content<"areas"> = {
  seo: {
    title: "Areas We Serve in Chittenden County, VT",
    description:
      "Heat pump, heating and plumbing service within {radius} of Jericho: Burlington, South Burlington, Essex, Williston, Winooski, Colchester, Milton, Richmond.",
  },
  keywords: ["HVAC Chittenden County", "heat pump installer Burlington VT", "plumber Essex VT", "heating Jericho VT"],
  region: "Chittenden County, Vermont",
  heading: "Areas We Serve",
  intro:
    "From our shop in Jericho we serve homes and businesses within {radius}: heat pumps, boilers, water heaters, plumbing and maintenance across nine Chittenden County communities.",
  consultLabel: "Schedule a Consultation",
  stats: [
    { value: "9", label: "Communities", description: "Across Chittenden County" },
    { value: "{radius}", label: "Service Radius", description: "From our Jericho shop" },
    { value: "6", label: "Same-Day Towns", description: "Burlington, Essex, Jericho, South Burlington, Winooski, Williston" },
    { value: "Available", label: "Emergency Service", description: "{emergency}" },
  ],
  communitiesTitle: "Communities We Serve",
  coverageTitle: "Coverage and Response Times",
  coverage: [
    { title: "Same-Day Service", responseTime: "Same-day service", text: "Call before noon on a weekday and we schedule the visit that day." },
    { title: "Next-Day Service", responseTime: "Next-day service", text: "Visits are booked for the following business day." },
  ],
  outside: {
    title: "Outside These Towns?",
    text: "We cover everything within {radius} of Jericho, including Underhill, Westford, Bolton and Stowe. Ask us about your address.",
  },
  cta: {
    title: "Not Sure If We Cover Your Area?",
    text: "Call us or send a message: if you are within {radius} of Jericho, we can almost certainly help.",
    contactLabel: "Contact Us",
  },
};
