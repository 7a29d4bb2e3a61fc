/** The /services page's own words: its heading, introduction, closing call and search fields. */
import { z } from "../zod";
import { defineContentType, field, seoFields } from "./fields";

export const servicesPage = defineContentType({
  name: "servicesPage",
  label: "Services page",
  kind: "page",
  path: () => "/services",
  fields: z.object({
    eyebrow: field.text("Line above the heading", { optional: true }),
    title: field.text("Heading"),
    intro: field.textarea("Introduction", { optional: true }),
    closingTitle: field.text("Closing heading", { optional: true }),
    closingText: field.textarea("Closing text", { optional: true }),
    keywords: field.text("Search keywords", { optional: true, max: 500, help: "Separated by commas." }),
    seo: seoFields(),
  }),
});
