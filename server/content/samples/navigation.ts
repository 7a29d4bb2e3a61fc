/** The header and footer links as the specification shows them. */
import type { Content } from "@common/content/types";

export const navigation: Content<"navigation"> = {
  header: [
    { label: "About", to: "/about-us", activeUnder: ["/about"], menu: [], menuAllLabel: "" },
    {
      label: "Services",
      to: "/services",
      activeUnder: [],
      menu: [
        { label: "Plumbing", to: "/plumbing" },
        { label: "Heating", to: "/heating" },
        { label: "Air Conditioning", to: "/air-conditioning" },
        { label: "High-Efficiency Cold Climate Heat Pumps", to: "/cold-climate-heat-pumps" },
      ],
      menuAllLabel: "All Services",
    },
    { label: "Areas", to: "/areas-we-serve", activeUnder: ["/services/areas"], menu: [], menuAllLabel: "" },
    { label: "Reviews", to: "/reviews", activeUnder: [], menu: [], menuAllLabel: "" },
    { label: "Gallery", to: "/gallery", activeUnder: [], menu: [], menuAllLabel: "" },
    { label: "Blog", to: "/blog", activeUnder: [], menu: [], menuAllLabel: "" },
    { label: "Contact", to: "/contact", activeUnder: [], menu: [], menuAllLabel: "" },
  ],
  footer: {
    about: "High-efficiency heating, cooling and plumbing for homes and businesses across Chittenden County, from our shop in Jericho, Vermont.",
    servicesTitle: "Services",
    services: [
      { label: "Cold-Climate Heat Pumps", to: "/services/heat-pumps" },
      { label: "High-Efficiency Boilers", to: "/services/high-efficiency-boilers" },
      { label: "Maintenance Contracts", to: "/services/maintenance-contracts" },
      { label: "All Services", to: "/services" },
    ],
    companyTitle: "Company",
    company: [
      { label: "About Us", to: "/about-us" },
      { label: "Areas We Serve", to: "/areas-we-serve" },
      { label: "Customer Reviews", to: "/reviews" },
      { label: "Project Gallery", to: "/gallery" },
      { label: "Blog", to: "/blog" },
    ],
    areasTitle: "Areas Served",
    areas: ["Burlington, VT", "Jericho, VT", "Essex, VT", "South Burlington, VT", "Colchester, VT", "Winooski, VT"],
    note: "All rights reserved. Licensed & insured in Vermont.",
  },
};
