/** The sample /services page: the specification's words. */
import type { Content } from "@common/content/types";

export const servicesPageSample: Content<"servicesPage"> = {
  eyebrow: "What we do",
  title: "Our Services",
  intro:
    "Planned, high-efficiency heating, cooling and plumbing for homes and businesses across Chittenden County — designed, installed and maintained by our Jericho team.",
  closingTitle: "Not sure which system fits your home?",
  closingText: "Tell us about your house and we'll recommend the right solution — free, with no pressure.",
  keywords: "HVAC services Vermont, heat pump installation, boiler replacement, maintenance contracts, Chittenden County plumber",
  seo: {
    title: "Heating, Cooling & Plumbing Services | Jericho, VT",
    description:
      "Cold-climate heat pumps, high-efficiency boilers, maintenance contracts, air conditioning and plumbing from Mansfield Heating & Plumbing in Jericho, VT.",
  },
};
