/** The contact page's words; the business's phone, e-mail, address and hours come from Settings. */
import { z } from "../zod";
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";

const titled = (label: string) => field.group(label, { title: field.text("Title"), text: field.textarea("Text", { optional: true, max: 300 }) });

export const contactType = defineContentType({
  name: "contact",
  label: "Contact page",
  kind: "page",
  path: () => "/contact",
  fields: z.object({
    eyebrow: field.text("Line above the heading", { optional: true }),
    title: field.text("Heading", { optional: true }),
    intro: field.textarea("Introduction", { optional: true, max: 500 }),
    benefits: field.list("Benefits", titled("Benefit"), { max: 6 }),
    stepsTitle: field.text("Steps heading", { optional: true }),
    steps: field.list("Steps", titled("Step"), { max: 6 }),
    servicesTitle: field.text("Service links heading", { optional: true }),
    serviceLinks: field.list("Service links", field.group("Service link", { label: field.text("Text"), to: field.link("Link") }), { max: 8 }),
    reachTitle: field.text("Contact details heading", { optional: true, help: "Above the phone, e-mail, address and hours from Settings." }),
    seo: pageSeoFields(),
  }),
});
