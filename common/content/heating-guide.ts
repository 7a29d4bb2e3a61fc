/**
 * The heating guide: stat cards, challenges, rebate cards, an FAQ (answers in plain text: they are
 * also the FAQPage structured data), city cards linking to their area pages, a contact card.
 * Its prose (the introductions) is Markdown, rendered as the blog's posts are.
 */
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";
import { checkList, faqItem, statCard } from "./page-parts";

export const heatingGuide = defineContentType({
  name: "heatingGuide",
  label: "Heating guide",
  kind: "page",
  path: () => "/vermont-heating-guide",
  fields: field.group("Heating guide", {
    seo: pageSeoFields(),
    breadcrumb: field.text("Breadcrumb name", { optional: true, max: 60 }),
    hero: field.group("Hero", {
      badge: field.text("Badge", { optional: true, max: 60 }),
      title: field.text("Heading", { optional: true }),
      intro: field.markdown("Introduction", { optional: true }),
      rebatesLinkLabel: field.text("Label of the link to the rebates", { optional: true, max: 60 }),
    }),
    stats: field.group("Figures", {
      label: field.text("Name for screen readers", { optional: true }),
      items: field.list("Stat cards", statCard(), { max: 8 }),
    }),
    challenges: field.group("Challenges", {
      title: field.text("Heading", { optional: true }),
      items: field.list(
        "Challenges",
        field.group("Challenge", {
          challenge: field.text("Challenge", { optional: true }),
          solution: field.text("Solution", { optional: true }),
          description: field.textarea("Text", { optional: true }),
        }),
        { max: 9 },
      ),
    }),
    rebates: field.group("Rebates", {
      title: field.text("Heading", { optional: true }),
      intro: field.markdown("Introduction", { optional: true }),
      requirementsHeading: field.text("Requirements heading", { optional: true, max: 60 }),
      items: field.list(
        "Systems",
        field.group("System", {
          system: field.text("System", { optional: true }),
          rebate: field.text("Rebate", { optional: true, max: 60 }),
          additional: field.text("Also", { optional: true }),
          requirements: checkList("Requirements"),
        }),
        { max: 9 },
      ),
    }),
    faq: field.group("Questions", { title: field.text("Heading", { optional: true }), items: field.list("Questions", faqItem(), { max: 30 }) }),
    cities: field.group("Towns", {
      title: field.text("Heading", { optional: true }),
      items: field.list(
        "Town cards",
        field.group("Town", {
          city: field.text("Town", { optional: true, max: 80, help: "Links to the town's area page." }),
          highlight: field.text("Text", { optional: true }),
        }),
        { max: 30 },
      ),
    }),
    contact: field.group("Contact card", {
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true }),
    }),
  }),
});
