/** The gallery page around its projects: the heading, the figures, the category tabs and the links. */
import { z } from "../zod";
import { defineContentType, field, seoFields } from "./fields";

export const gallery = defineContentType({
  name: "gallery",
  label: "Gallery page",
  kind: "page",
  fields: z.object({
    heading: field.text("Heading", { optional: true, help: "Gallery when empty." }),
    intro: field.textarea("Introduction", { optional: true }),
    stats: field.list("Figures", field.group("Figure", { value: field.text("Figure"), label: field.text("Label") }), { max: 8 }),
    projectsHeading: field.text("Projects heading", { optional: true }),
    tabs: field.list("Category tabs", field.text("Category"), {
      max: 12,
      help: "Each tab lists the projects of that category; All Projects comes first.",
    }),
    learnHeading: field.text("Links heading", { optional: true }),
    learnLinks: field.list("Links", field.group("Link", { label: field.text("Label"), to: field.link("Address") }), { max: 8 }),
    cta: field.group("Call to action", { title: field.text("Title", { optional: true }), text: field.textarea("Text", { optional: true }) }),
    seo: seoFields(),
    keywords: field.list("Search keywords", field.text("Keyword", { max: 80 }), { max: 10 }),
  }),
  path: () => "/gallery",
});
