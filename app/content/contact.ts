/** Contact page content. */
export const contactContent = {
  title: "Schedule Your Free Consultation",
  intro:
    "Planning a heat pump, a boiler replacement or a maintenance plan? Talk to our Jericho team — we'll contact you within 24 hours (or one business day).",
  benefits: [
    { title: "Free in-home assessment", text: "We measure your home's heat loss and look at your current system before recommending anything." },
    { title: "Rebates handled for you", text: "We find the rebates you qualify for — up to $8,000 — and prepare the paperwork." },
    { title: "Clear written quote", text: "Options, prices and savings in writing, with no pressure to decide on the spot." },
  ],
  serviceLinks: [
    { to: "/services/heat-pumps", label: "Cold-Climate Heat Pumps" },
    { to: "/services/high-efficiency-boilers", label: "High-Efficiency Boilers" },
    { to: "/services/hybrid-water-heaters", label: "Hybrid Water Heaters" },
    { to: "/services/maintenance-contracts", label: "Maintenance Contracts" },
  ],
  steps: [
    { title: "Tell us about your home", text: "Send the form or call. We'll ask a few questions about your house and goals." },
    { title: "On-site assessment", text: "A technician visits, measures and explains your options in plain language." },
    { title: "Your custom plan", text: "You receive a written proposal with equipment, price, savings and rebates." },
  ],
};
