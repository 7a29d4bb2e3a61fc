/**
 * Field groups several page types share (education pages, the heating guide, About, the trade
 * pages): the quote service, the Service structured data, stat and feature cards, a closing call to action.
 * Each returns a fresh schema so every type's editor labels stay its own.
 */
import { field } from "./fields";

/** The words of the quote dialog's "Service needed" choice a page's quote buttons preselect. */
export const quoteServiceField = () =>
  field.text("Quote service", { optional: true, help: "The service the quote form starts with (as the quote form lists it)." });

/** What the page offers, for search engines (its Service structured data). */
export const serviceSchemaFields = () =>
  field.group("Service for search engines", {
    name: field.text("Service name", { optional: true }),
    description: field.textarea("Service description", { optional: true, max: 300 }),
    price: field.cents("Starting price", { help: "Leave empty to show no price." }),
  });

export const statCard = () =>
  field.group("Figure", {
    value: field.text("Figure", { optional: true, max: 40 }),
    label: field.text("Label", { optional: true }),
    description: field.text("Note", { optional: true }),
  });

export const featureCard = () =>
  field.group("Card", {
    title: field.text("Title", { optional: true }),
    text: field.textarea("Text", { optional: true }),
  });

export const faqItem = () =>
  field.group("Question", {
    question: field.text("Question", { optional: true, max: 300 }),
    answer: field.textarea("Answer", { optional: true }),
  });

export const closingFields = () =>
  field.group("Closing call to action", {
    title: field.text("Heading", { optional: true }),
    text: field.textarea("Text", { optional: true }),
    buttonLabel: field.text("Quote button label", { optional: true, max: 60 }),
  });

export const checkList = (label: string) => field.list(label, field.text("Item", { optional: true }));
