/** The gallery page's sample: its heading, figures, tabs and links, as the specification has them. */
import type { Content } from "@common/content/types";

export const gallerySample: Content<"gallery"> = {
  heading: "Project Gallery",
  intro:
    "A look at recent installations across Chittenden County: cold-climate heat pumps, high-efficiency boilers, hybrid water heaters, plumbing and complete HVAC systems. Select a project to see the details.",
  stats: [
    { value: "150+", label: "Projects Completed" },
    { value: "10+", label: "Years Experience" },
    { value: "25+", label: "Towns Served" },
    { value: "100%", label: "Satisfaction Guaranteed" },
  ],
  projectsHeading: "Our Work",
  tabs: ["Heat Pumps", "Boilers", "Water Heaters", "Plumbing", "HVAC Systems"],
  learnHeading: "Learn About the Systems We Install",
  learnLinks: [
    { to: "/heat-pump-education", label: "How cold-climate heat pumps work" },
    { to: "/boiler-education", label: "High-efficiency boiler guide" },
    { to: "/hybrid-water-heater-education", label: "Hybrid water heater savings" },
    { to: "/plumbing", label: "Our plumbing services" },
  ],
  cta: {
    title: "Planning a Similar Project?",
    text: "Tell us about your home and we'll design a system that fits it, with a clear written quote.",
  },
  seo: {
    title: "Project Gallery | Heat Pumps, Boilers & Plumbing in Vermont",
    description:
      "Browse {count} recent heat pump, boiler, water heater, plumbing and HVAC projects we completed for homes and businesses across Chittenden County, Vermont.",
  },
  keywords: ["heat pump installation photos", "boiler installation Vermont", "HVAC projects Chittenden County"],
};
