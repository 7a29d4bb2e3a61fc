/**
 * A town the business serves: its card on the areas page and its own page at
 * /services/areas/{slug}. Every page section is optional (an empty list or text hides it), so a
 * town can have the short community page or the richer one (figures, services, reasons,
 * districts, a request form) by what the owner fills in; one route renders any of them.
 * In figures, trust points and notes, {radius} is the service radius from Settings and {rating}
 * / {ratingSource} the rating the site may show (an item naming a rating is hidden without one).
 */
import { z } from "../zod";
import { defineContentType, field, seoFields } from "./fields";

const opt = { optional: true } as const;

const figure = field.group("Figure", {
  value: field.text("Value", { max: 40, help: "e.g. 44,000+, or {radius} / {rating} from Settings" }),
  label: field.text("Label", { max: 60 }),
  description: field.text("Description", { max: 120, optional: true }),
});

export const areaType = defineContentType({
  name: "area",
  label: "Service areas",
  kind: "collection",
  path: (slug) => `/services/areas/${slug}`,
  fields: z.object({
    name: field.text("Card title", { max: 80, help: 'The town\'s card on Areas We Serve, e.g. "Springfield (Home Base)"' }),
    city: field.text("Town", { max: 80, help: "As headings, breadcrumbs and links name it" }),
    type: field.text("Kind of place", { max: 40, optional: true, help: "City, Town, Home Base..." }),
    homeBase: field.toggle("Our home base", { help: "Outlines the town's card" }),
    responseTime: field.text("Response time", { max: 60, optional: true, help: 'e.g. "Same-day service"; Areas We Serve lists towns with the same wording together' }),
    quickResponse: field.toggle("Quickest response", { help: "Shows the response time in green" }),
    description: field.textarea("Card description", { max: 400, optional: true }),
    highlights: field.list("Highlights", field.text("Highlight", { max: 120 }), { max: 8 }),
    seo: seoFields(),
    keywords: field.list("Search keywords", field.text("Keyword", { max: 80 }), { max: 10 }),
    hero: field.group("Page header", {
      heading: field.text("Heading", { ...opt, max: 120, help: "The page's title; the town's name when empty" }),
      badge: field.text("Badge", { ...opt, max: 60, help: "A label above the heading; the town, state and kind of place when empty" }),
      state: field.text("State", { ...opt, max: 60, help: "Shown after the town, e.g. the state's name" }),
      population: field.text("Population", { ...opt, max: 60, help: "e.g. 44,000+ residents" }),
      intro: field.textarea("Introduction", { ...opt, max: 1000, help: "The card description when empty" }),
      callFirst: field.toggle("Call button first", { help: "The header offers a call and a link to the contact page instead of the quote form" }),
      trust: field.list("Trust points", field.text("Point", { max: 80 }), { max: 6, help: "A line of short promises under the buttons" }),
    }),
    stats: field.list("Figures", figure, { max: 6 }),
    local: field.group("Local work", {
      title: field.text("Heading", { ...opt, max: 120, help: "Shows the highlights and service details when filled" }),
      coverage: field.textarea("Coverage", { ...opt, max: 300, help: "How the town sits in the service area; {radius} from Settings" }),
    }),
    services: field.group("Services", {
      title: field.text("Heading", { ...opt, max: 120, help: "The section shows when filled: these services, or the site's own when the list is empty" }),
      items: field.list(
        "Services",
        field.group("Service", {
          name: field.text("Name", { max: 80 }),
          description: field.textarea("Description", { max: 400, optional: true }),
          features: field.list("Features", field.text("Feature", { max: 80 }), { max: 6 }),
          link: field.link("Learn more link", { optional: true }),
        }),
        { max: 6 },
      ),
    }),
    reasons: field.group("Why choose us", {
      title: field.text("Heading", { ...opt, max: 120 }),
      items: field.list("Reasons", field.group("Reason", { title: field.text("Title", { max: 80 }), text: field.textarea("Text", { max: 300, optional: true }) }), {
        max: 8,
      }),
      knowHowTitle: field.text("Side card heading", { ...opt, max: 80 }),
      knowHow: field.list("Side card points", field.text("Point", { max: 120 }), { max: 8 }),
      knowHowNote: field.textarea("Side card note", { ...opt, max: 300, help: "{radius} from Settings" }),
    }),
    partner: field.group("Trusted partner", {
      title: field.text("Heading", { ...opt, max: 120 }),
      points: field.list("Points", field.text("Point", { max: 160 }), { max: 8 }),
    }),
    districts: field.group("Districts", {
      title: field.text("Heading", { ...opt, max: 120 }),
      items: field.list(
        "Districts",
        field.group("District", { name: field.text("Name", { max: 80 }), description: field.textarea("Description", { max: 300, optional: true }) }),
        { max: 6 },
      ),
    }),
    form: field.group("Request form", {
      heading: field.text("Heading", { ...opt, max: 120, help: "The page asks for a service request (sent with the town) when filled" }),
    }),
    cta: field.group("Closing call to action", {
      title: field.text("Heading", { ...opt, max: 120 }),
      text: field.textarea("Text", { ...opt, max: 300 }),
      contactLabel: field.text("Contact button", { ...opt, max: 40, help: "A link to the contact page when filled" }),
      call: field.toggle("Call button"),
      allAreasLabel: field.text("All areas link", { ...opt, max: 40, help: "A link to Areas We Serve when filled" }),
    }),
  }),
});
