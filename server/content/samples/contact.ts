/** The contact page's words as the specification shows them. */
import type { Content } from "@common/content/types";

export const contact: Content<"contact"> = {
  eyebrow: "Contact us",
  title: "Schedule Your Free Consultation",
  intro:
    "Planning a heat pump, a boiler replacement or a maintenance plan? Talk to our Jericho team — we'll contact you within 24 hours (or one business day).",
  benefits: [
    { title: "Free in-home assessment", text: "We measure your home's heat loss and look at your current system before recommending anything." },
    { title: "Rebates handled for you", text: "We find the rebates you qualify for — up to $8,000 — and prepare the paperwork." },
    { title: "Clear written quote", text: "Options, prices and savings in writing, with no pressure to decide on the spot." },
  ],
  stepsTitle: "Our consultation approach",
  steps: [
    { title: "Tell us about your home", text: "Send the form or call. We'll ask a few questions about your house and goals." },
    { title: "On-site assessment", text: "A technician visits, measures and explains your options in plain language." },
    { title: "Your custom plan", text: "You receive a written proposal with equipment, price, savings and rebates." },
  ],
  servicesTitle: "Explore our services",
  serviceLinks: [
    { to: "/services/heat-pumps", label: "Cold-Climate Heat Pumps" },
    { to: "/services/high-efficiency-boilers", label: "High-Efficiency Boilers" },
    { to: "/services/hybrid-water-heaters", label: "Hybrid Water Heaters" },
    { to: "/services/maintenance-contracts", label: "Maintenance Contracts" },
  ],
  reachTitle: "Reach us directly",
  seo: {
    title: "Contact Us | Free Heating Consultation in Jericho, VT",
    description:
      "Call or send a consultation request to our Jericho, VT team. Free in-home assessments across Chittenden County; we reply within 24 hours.",
    keywords: "contact HVAC contractor Jericho VT, free heat pump consultation, Chittenden County plumber phone",
  },
};
