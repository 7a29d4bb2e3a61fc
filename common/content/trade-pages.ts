/**
 * The trade pages /plumbing, /heating and /air-conditioning: one field list, three pages (each is
 * its own page in the Site section; their addresses are fixed).
 */
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";
import { checkList, quoteServiceField } from "./page-parts";

const emergencyToggle = () =>
  field.toggle("About emergency service", { help: "Shown only while Settings say emergency service is offered." });

const tradePageFields = (label: string) =>
  field.group(label, {
    seo: pageSeoFields(),
    quoteService: quoteServiceField(),
    hero: field.group("Hero", {
      eyebrow: field.text("Line above the heading (and breadcrumb)", { optional: true, max: 60 }),
      title: field.text("Heading", { optional: true }),
      intro: field.textarea("Introduction", { optional: true }),
      image: field.image("Photo", { optional: true }),
      backLink: field.toggle("Link back to all services"),
    }),
    services: field.group("Services", {
      title: field.text("Heading", { optional: true }),
      lists: field.list(
        "Service lists",
        field.group("List", { title: field.text("Title", { optional: true }), items: checkList("Items"), emergency: emergencyToggle() }),
        { max: 12 },
      ),
    }),
    why: field.group("Why choose us", { title: field.text("Heading", { optional: true }), items: checkList("Reasons") }),
    quickFacts: field.list(
      "Quick facts",
      field.group("Fact", { label: field.text("Label", { optional: true, max: 60 }), value: field.text("Value", { optional: true }), emergency: emergencyToggle() }),
      { max: 10 },
    ),
    sidebarText: field.textarea("Text beside the facts", { optional: true, max: 300 }),
    closing: field.group("Closing call to action", {
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true }),
    }),
  });

export const plumbingPage = defineContentType({ name: "plumbingPage", label: "Plumbing", kind: "page", path: () => "/plumbing", fields: tradePageFields("Plumbing") });
export const heatingPage = defineContentType({ name: "heatingPage", label: "Heating", kind: "page", path: () => "/heating", fields: tradePageFields("Heating") });
export const airConditioningPage = defineContentType({
  name: "airConditioningPage",
  label: "Air conditioning",
  kind: "page",
  path: () => "/air-conditioning",
  fields: tradePageFields("Air conditioning"),
});
