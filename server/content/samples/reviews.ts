/** The reviews page's words as the specification shows them. */
import type { Content } from "@common/content/types";

export const reviews: Content<"reviews"> = {
  intro: "Homeowners and businesses across Chittenden County share how their heating, plumbing and maintenance projects went.",
  townsNote: "Across Chittenden County",
  closing: {
    title: "Ready to Join Our Satisfied Customers?",
    text: "Tell us about your home and we'll recommend the right heating, cooling or plumbing solution.",
  },
  seo: {
    title: "Customer Reviews | Mansfield Heating & Plumbing",
    description:
      "Read what Chittenden County homeowners say about our heat pump, boiler, plumbing and maintenance work, and share your own experience.",
    keywords: "heating contractor reviews, plumber reviews Vermont, Jericho VT HVAC reviews",
  },
  formDescription:
    "Tell other Chittenden County homeowners how your heating, plumbing or heat pump project with us went. Reviews are published after approval.",
};
