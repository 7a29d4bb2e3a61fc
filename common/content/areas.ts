/**
 * The Areas We Serve page's own text; its town cards are the service areas (common/content/area.ts).
 * {radius} is the service radius and {emergency} the emergency wording from Settings (an item
 * naming {emergency} is hidden while no emergency service is offered).
 */
import { z } from "../zod";
import { defineContentType, field, seoFields } from "./fields";

const opt = { optional: true } as const;

export const areasPageType = defineContentType({
  name: "areas",
  label: "Areas We Serve",
  kind: "page",
  path: () => "/areas-we-serve",
  fields: z.object({
    seo: seoFields(),
    keywords: field.list("Search keywords", field.text("Keyword", { max: 80 }), { max: 10 }),
    region: field.text("Region", { ...opt, max: 80, help: "Above the heading, e.g. the county and state" }),
    heading: field.text("Heading", { max: 120 }),
    intro: field.textarea("Introduction", { ...opt, max: 600, help: "{radius} from Settings" }),
    consultLabel: field.text("Contact button", { ...opt, max: 40, help: "A link to the contact page when filled" }),
    stats: field.list(
      "Summary figures",
      field.group("Figure", {
        value: field.text("Value", { max: 40, help: "{radius} from Settings" }),
        label: field.text("Label", { max: 60 }),
        description: field.text("Description", { ...opt, max: 160, help: "{radius} or {emergency} from Settings" }),
      }),
      { max: 6 },
    ),
    communitiesTitle: field.text("Towns heading", { ...opt, max: 120 }),
    coverageTitle: field.text("Coverage heading", { ...opt, max: 120 }),
    coverage: field.list(
      "Response times",
      field.group("Response time", {
        title: field.text("Heading", { max: 80 }),
        responseTime: field.text("Towns with this response time", { max: 60, help: "Lists the towns whose response time reads exactly this" }),
        text: field.textarea("Note", { ...opt, max: 300 }),
      }),
      { max: 4 },
    ),
    outside: field.group("Outside these towns", {
      title: field.text("Heading", { ...opt, max: 80 }),
      text: field.textarea("Text", { ...opt, max: 300, help: "{radius} from Settings" }),
    }),
    cta: field.group("Closing call to action", {
      title: field.text("Heading", { ...opt, max: 120 }),
      text: field.textarea("Text", { ...opt, max: 300, help: "{radius} from Settings" }),
      contactLabel: field.text("Contact button", { ...opt, max: 40 }),
    }),
  }),
});
