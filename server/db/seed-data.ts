/** The site's own starting content: the sample services and the blog categories every install starts with (named for no place, as another business keeps them). */
import { serviceRow } from "../content/mirrors";
import { serviceSample } from "../content/samples/service";

/** The spec's services: the sample service entries as rows of the `services` table. */
export const seedServices = serviceSample.map(serviceRow);

export const seedCategories = [
  { name: "Heat Pumps", slug: "heat-pumps", description: "Cold-climate heat pumps at home: sizing, costs, rebates and living with them.", order: 1 },
  { name: "Boilers & Heating", slug: "boilers-heating", description: "Boilers, radiant heat and keeping a home warm through a long winter.", order: 2 },
  { name: "Energy Savings & Rebates", slug: "energy-savings-rebates", description: "Rebates, tax credits and practical ways to lower your heating and hot-water bills.", order: 3 },
  { name: "Maintenance Tips", slug: "maintenance-tips", description: "Seasonal checklists and maintenance advice for heating, cooling and plumbing systems.", order: 4 },
] as const;

export const seedEmailTemplates = [
  {
    name: "Quote follow-up",
    category: "sales",
    subject: "Your quote request, {{firstName}}",
    variables: ["firstName", "lastName", "companyName"],
    textContent:
      "Hi {{firstName}},\n\nThank you for asking {{companyName}} for a quote. We'd like to set up a short visit to look at your home and answer your questions. Reply to this e-mail or call us to pick a time.\n\nThe {{companyName}} team",
    htmlContent:
      "<p>Hi {{firstName}},</p><p>Thank you for asking {{companyName}} for a quote. We'd like to set up a short visit to look at your home and answer your questions. Reply to this e-mail or call us to pick a time.</p><p>The {{companyName}} team</p>",
  },
  {
    name: "Maintenance reminder",
    category: "service",
    subject: "Time for your seasonal tune-up, {{firstName}}",
    variables: ["firstName", "companyName"],
    textContent:
      "Hi {{firstName}},\n\nIt's time for your seasonal tune-up. As a maintenance member you get priority scheduling and 15% off repairs. Reply or call to book a visit.\n\nThe {{companyName}} team",
    htmlContent:
      "<p>Hi {{firstName}},</p><p>It's time for your seasonal tune-up. As a maintenance member you get priority scheduling and 15% off repairs. Reply or call to book a visit.</p><p>The {{companyName}} team</p>",
  },
  {
    name: "Thank you after installation",
    category: "service",
    subject: "Thank you, {{firstName}} — how is your new system?",
    variables: ["firstName", "companyName"],
    textContent:
      "Hi {{firstName}},\n\nThank you for choosing us for your installation. If you have a minute, we'd be grateful for a review on our website. And if anything about the new system isn't right, call us and we'll come back.\n\nThe {{companyName}} team",
    htmlContent:
      "<p>Hi {{firstName}},</p><p>Thank you for choosing us for your installation. If you have a minute, we'd be grateful for a review on our website. And if anything about the new system isn't right, call us and we'll come back.</p><p>The {{companyName}} team</p>",
  },
] as const;
