/**
 * A gallery project: one finished job as the gallery shows it. The owner's own entries live in
 * the Site section; jobs whose customer agreed to be shown join them (server/gallery).
 */
import { z } from "../zod";
import { defineContentType, field } from "./fields";

export const project = defineContentType({
  name: "project",
  label: "Gallery projects",
  kind: "collection",
  fields: z.object({
    title: field.text("Title"),
    category: field.text("Category", { help: "The gallery tab that lists it, e.g. Heat Pumps (any other shows under All Projects)." }),
    town: field.text("Town", { optional: true, help: "The town only, e.g. Essex, VT: never a street address." }),
    date: field.text("Completed", { optional: true, help: "Month and year, e.g. January 2025." }),
    description: field.textarea("Description", { optional: true }),
    equipment: field.text("Equipment", { optional: true }),
    photos: field.list("Photos", field.image("Photo", { help: "Describe the photo for people who cannot see it." }), { max: 12 }),
  }),
  path: () => null,
});
