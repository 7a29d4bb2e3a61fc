/**
 * The three education pages. Each has its own structured fields (the spec's stat cards, step
 * lists, brand cards that open the quote dialog, comparisons), and its prose in Markdown fields
 * written with the blog's editor and rendered with the blog's sanitizer.
 */
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";
import { checkList, closingFields, featureCard, quoteServiceField, serviceSchemaFields, statCard } from "./page-parts";

const hero = (buttonHelp: string) =>
  field.group("Hero", {
    title: field.text("Heading", { optional: true }),
    intro: field.markdown("Introduction", { optional: true }),
    image: field.image("Illustration", { optional: true }),
    buttonLabel: field.text("Quote button label", { optional: true, max: 60, help: buttonHelp }),
  });

const commonFields = () => ({
  seo: pageSeoFields(),
  breadcrumb: field.text("Breadcrumb name", { optional: true, max: 60 }),
  quoteService: quoteServiceField(),
  service: serviceSchemaFields(),
});

export const heatPumpEducation = defineContentType({
  name: "heatPumpEducation",
  label: "Heat pump education",
  kind: "page",
  path: () => "/heat-pump-education",
  fields: field.group("Heat pump education", {
    ...commonFields(),
    alternateBreadcrumb: field.text("Breadcrumb name at /cold-climate-heat-pumps", { optional: true, max: 60 }),
    hero: hero("Also the closing call to action's button."),
    why: field.group("Why heat pumps", { title: field.text("Heading", { optional: true }), items: field.list("Reasons", featureCard()) }),
    steps: field.group("How it works", { title: field.text("Heading", { optional: true }), items: field.list("Steps", featureCard(), { max: 10 }) }),
    expertise: field.group("Installation expertise", {
      title: field.text("Heading", { optional: true }),
      text: field.markdown("Text", { optional: true }),
      items: checkList("Points"),
    }),
    systems: field.group("Systems", {
      title: field.text("Heading", { optional: true }),
      items: field.list(
        "System cards",
        field.group("System", {
          kind: field.text("Kind", { optional: true, max: 60, help: "Ductless, Ducted..." }),
          name: field.text("Brand and model", { optional: true }),
          text: field.textarea("Text", { optional: true }),
          features: checkList("Features"),
          quoteService: quoteServiceField(),
          buttonLabel: field.text("Quote button label", { optional: true, max: 60 }),
        }),
        { max: 6 },
      ),
    }),
    investment: field.group("Investment", { title: field.text("Heading", { optional: true }), items: field.list("Figures", statCard()) }),
    maintenance: field.group("Maintenance", {
      title: field.text("Heading", { optional: true }),
      items: checkList("Benefits"),
      text: field.markdown("Text", { optional: true }),
      linkLabel: field.text("Link label", { optional: true, max: 60 }),
      linkHref: field.link("Link address", { optional: true }),
    }),
    closing: closingFields(),
  }),
});

export const boilerEducation = defineContentType({
  name: "boilerEducation",
  label: "Boiler education",
  kind: "page",
  path: () => "/boiler-education",
  fields: field.group("Boiler education", {
    ...commonFields(),
    hero: hero("The first quote button."),
    snapshot: field.group("Investment snapshot", { title: field.text("Heading", { optional: true }), items: field.list("Figures", statCard(), { max: 8 }) }),
    benefits: field.group("Benefits", { title: field.text("Heading", { optional: true }), items: field.list("Benefits", featureCard()) }),
    comparison: field.group("Efficiency comparison", {
      title: field.text("Heading", { optional: true }),
      items: field.list(
        "Boilers compared",
        field.group("Boiler", {
          label: field.text("Boiler", { optional: true }),
          afue: field.text("AFUE (%)", { optional: true, max: 5, help: "A number from 0 to 100." }),
          text: field.text("Note", { optional: true }),
        }),
        { max: 4 },
      ),
    }),
    savings: field.group("Savings table", {
      title: field.text("Heading", { optional: true }),
      intro: field.markdown("Introduction", { optional: true }),
      caption: field.text("Table caption", { optional: true, help: "Read by screen readers." }),
      standardLabel: field.text("Standard boiler column", { optional: true }),
      standardAnnual: field.cents("Standard boiler: yearly fuel cost"),
      efficientLabel: field.text("Efficient boiler column", { optional: true }),
      efficientAnnual: field.cents("Efficient boiler: yearly fuel cost"),
      periods: field.list(
        "Rows",
        field.group("Period", { label: field.text("Label", { optional: true }), years: field.text("Years", { optional: true, max: 3 }) }),
        { max: 6 },
      ),
      summary: field.markdown("Text under the table", { optional: true }),
      buttonLabel: field.text("Quote button label", { optional: true, max: 60 }),
    }),
    closing: closingFields(),
  }),
});

const energyCard = (label: string) =>
  field.group(label, {
    label: field.text("Label", { optional: true }),
    value: field.text("Figure", { optional: true, max: 40 }),
    note: field.text("Note", { optional: true }),
  });

export const hybridWaterHeaterEducation = defineContentType({
  name: "hybridWaterHeaterEducation",
  label: "Hybrid water heater education",
  kind: "page",
  path: () => "/hybrid-water-heater-education",
  fields: field.group("Hybrid water heater education", {
    ...commonFields(),
    hero: hero("Also the rebate card's and the closing call to action's button."),
    energy: field.group("Energy comparison", {
      title: field.text("Heading", { optional: true }),
      standard: energyCard("Standard water heater"),
      hybrid: energyCard("Hybrid water heater"),
      savings: energyCard("Savings"),
    }),
    rebates: field.group("Rebate breakdown", {
      title: field.text("Heading", { optional: true }),
      lines: field.list(
        "Lines",
        field.group("Line", {
          label: field.text("Label", { optional: true }),
          amount: field.cents("Amount"),
          deducted: field.toggle("Deducted (a credit or rebate)"),
        }),
        { max: 10 },
      ),
      totalLabel: field.text("Total label", { optional: true, help: "The total is worked out from the lines." }),
      note: field.markdown("Note", { optional: true }),
    }),
    benefits: field.group("Benefits", { title: field.text("Heading", { optional: true }), items: field.list("Benefits", featureCard()) }),
    closing: closingFields(),
  }),
});
