/** The home page: its hero, tiles, featured links, figures, reasons to choose the business and closing call. */
import { z } from "../zod";
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";

const linkCard = {
  title: field.text("Title"),
  text: field.textarea("Text", { optional: true, max: 300 }),
  to: field.link("Link"),
};

export const homeType = defineContentType({
  name: "home",
  label: "Home page",
  kind: "page",
  path: () => "/",
  fields: z.object({
    hero: field.group("Hero", {
      eyebrow: field.text("Line above the heading", { optional: true }),
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true, max: 500 }),
      image: field.image("Image", { optional: true }),
      badges: field.list("Trust badges", field.text("Badge", { max: 60 }), { max: 6, help: "Short lines under the buttons, e.g. Licensed & insured." }),
    }),
    tiles: field.list("Specialty tiles", field.group("Tile", linkCard), { max: 8 }),
    quickQuote: field.group("Quick quote", {
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true, max: 500 }),
    }, { help: "Beside the quick-quote form, which is always shown." }),
    featured: field.group("Featured links", {
      title: field.text("Heading", { optional: true }),
      items: field.list("Links with a photo", field.group("Featured link", { ...linkCard, image: field.image("Photo", { optional: true }) }), { max: 6 }),
    }),
    profitable: field.group("Figures", {
      title: field.text("Heading", { optional: true }),
      intro: field.textarea("Introduction", { optional: true, max: 500 }),
      items: field.list("Figures", field.group("Figure", { value: field.text("Figure", { max: 20 }), label: field.text("Label", { max: 80 }), text: field.textarea("Text", { optional: true, max: 300 }) }), { max: 6 }),
    }),
    maintenance: field.group("Maintenance contracts", {
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true, max: 500 }),
      linkLabel: field.text("Link text", { optional: true, max: 60 }),
      linkTo: field.link("Link", { optional: true }),
      figures: field.list("Figures", field.group("Figure", { value: field.text("Figure", { max: 20 }), label: field.text("Label", { max: 80 }) }), { max: 4 }),
    }),
    whyUs: field.group("Why choose us", {
      title: field.text("Heading", { optional: true, help: "{name} is replaced by the business name from Settings." }),
      items: field.list("Reasons", field.group("Reason", { title: field.text("Title"), text: field.textarea("Text", { optional: true, max: 300 }) }), { max: 8 }),
    }),
    closing: field.group("Closing call to action", {
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true, max: 500 }),
    }),
    reviews: field.group("Customer reviews", {
      shareText: field.textarea("Text while no review is approved", { optional: true, max: 300 }),
    }, { help: "The approved reviews themselves come from the Reviews section." }),
    seo: pageSeoFields(),
  }),
});
