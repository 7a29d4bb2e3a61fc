/**
 * A service the business offers: its card on /services, its page at /services/<slug> and its row
 * in the spec's `services` table (/api/services), which the store keeps in step on publish. A
 * service with benefits or process steps is shown in the full marketing layout; one without, as
 * an overview of its page text.
 */
import { z } from "../zod";
import { defineContentType, field, seoFields } from "./fields";

export const service = defineContentType({
  name: "service",
  label: "Services",
  kind: "collection",
  path: (slug) => `/services/${slug}`,
  fields: z.object({
    name: field.text("Name", { max: 120 }),
    summary: field.textarea("Summary", { max: 400, help: "On the services list, in search results and link previews." }),
    active: field.toggle("Shown on the site"),
    photo: field.image("Photo", { optional: true }),
    fromPrice: field.cents("\u201cFrom\u201d price", { help: "Shown as \u201cFrom $\u2026\u201d; leave empty to show no price." }),
    heading: field.text("Page heading", { optional: true, help: "The page's main heading; the name when empty." }),
    eyebrow: field.text("Line above the heading", { optional: true }),
    intro: field.textarea("Introduction", { optional: true, help: "Under the heading; the summary when empty." }),
    body: field.markdown("Page text", { optional: true, help: "Shown when the service has no benefits or process steps." }),
    quoteService: field.text("Service named in the quote form", { optional: true }),
    stats: field.list("Figures under the heading", field.group("Figure", { value: field.text("Figure"), label: field.text("Label") }), { max: 8 }),
    benefitsTitle: field.text("Benefits heading", { optional: true }),
    benefits: field.list("Benefits", field.group("Benefit", { title: field.text("Title"), text: field.textarea("Text") })),
    processTitle: field.text("Process heading", { optional: true }),
    process: field.list("Process steps", field.group("Step", { title: field.text("Title"), text: field.textarea("Text") })),
    figuresTitle: field.text("Figures heading", { optional: true }),
    figures: field.list(
      "Figures",
      field.group("Figure", { label: field.text("Label"), value: field.text("Figure"), note: field.text("Note", { optional: true }) }),
    ),
    quickFacts: field.list("Quick facts", field.group("Fact", { label: field.text("Label"), value: field.text("Value") }), { max: 8 }),
    faqsTitle: field.text("FAQ heading", { optional: true }),
    faqs: field.list("FAQs", field.group("Question", { question: field.text("Question", { max: 300 }), answer: field.textarea("Answer") })),
    closingTitle: field.text("Closing heading", { optional: true }),
    closingText: field.textarea("Closing text", { optional: true }),
    keywords: field.text("Search keywords", { optional: true, max: 500, help: "Separated by commas." }),
    seo: seoFields(),
  }),
});
