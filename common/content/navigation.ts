/**
 * The header's links (a link with menu items becomes a dropdown) and the footer's link groups.
 * The footer's phone, e-mail, address and social profiles come from Settings.
 */
import { z } from "../zod";
import { defineContentType, field } from "./fields";

const link = () => field.group("Link", { label: field.text("Text", { max: 60 }), to: field.link("Link") });

export const navigationType = defineContentType({
  name: "navigation",
  label: "Header and footer",
  kind: "page",
  path: () => null,
  fields: z.object({
    header: field.list(
      "Header links",
      field.group("Header link", {
        label: field.text("Text", { max: 60 }),
        to: field.link("Link"),
        activeUnder: field.list("Also highlighted under", field.link("Path"), {
          max: 10,
          help: "Paths whose pages highlight this link too, e.g. /services/areas. The longest match wins.",
        }),
        menu: field.list("Menu items", link(), { max: 10, help: "With items, the link opens a menu of them." }),
        menuAllLabel: field.text("Menu's link to the page itself", { optional: true, max: 60, help: "e.g. All Services; empty: not shown." }),
      }),
      { max: 10 },
    ),
    footer: field.group("Footer", {
      about: field.textarea("About the business", { optional: true, max: 300 }),
      servicesTitle: field.text("First links heading", { optional: true, max: 60 }),
      services: field.list("First links", link(), { max: 10 }),
      companyTitle: field.text("Second links heading", { optional: true, max: 60 }),
      company: field.list("Second links", link(), { max: 10 }),
      areasTitle: field.text("Areas heading", { optional: true, max: 60 }),
      areas: field.list("Areas served", field.text("Area", { max: 60 }), { max: 20 }),
      note: field.text("Line after the copyright", { optional: true, help: "After © year and the business name." }),
    }),
  }),
});
