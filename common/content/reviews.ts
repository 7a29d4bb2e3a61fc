/** The reviews page's words around the customers' reviews, and the review form page's metadata. */
import { z } from "../zod";
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";

export const reviewsType = defineContentType({
  name: "reviews",
  label: "Reviews page",
  kind: "page",
  path: () => "/reviews",
  fields: z.object({
    intro: field.textarea("Introduction", { optional: true, max: 500 }),
    townsNote: field.text("Under the towns figure", { optional: true, max: 80, help: "e.g. Across Chittenden County" }),
    closing: field.group("Closing call to action", {
      title: field.text("Heading", { optional: true }),
      text: field.textarea("Text", { optional: true, max: 500 }),
    }),
    seo: pageSeoFields(),
    formDescription: field.textarea("Review form page's description", { optional: true, max: 200, help: "For search results and link previews of /reviews/new." }),
  }),
});
