/** About: the story (Markdown), headline figures, the team with photos, certifications, a badge, values. */
import { defineContentType, field } from "./fields";
import { pageSeoFields } from "./page-seo";
import { checkList, closingFields, featureCard } from "./page-parts";

export const about = defineContentType({
  name: "about",
  label: "About",
  kind: "page",
  path: () => "/about-us",
  fields: field.group("About", {
    seo: pageSeoFields(),
    breadcrumb: field.text("Breadcrumb name", { optional: true, max: 60 }),
    hero: field.group("Hero", {
      eyebrow: field.text("Line above the heading", { optional: true, max: 60 }),
      title: field.text("Heading", { optional: true, help: "Empty: “About” and the business name (Settings)." }),
      intro: field.textarea("Introduction", { optional: true }),
    }),
    counters: field.list(
      "Figures",
      field.group("Figure", { value: field.text("Figure", { optional: true, max: 40 }), label: field.text("Label", { optional: true }) }),
      { max: 8 },
    ),
    story: field.group("Story", {
      title: field.text("Heading", { optional: true }),
      body: field.markdown("Story", { optional: true }),
    }),
    team: field.group("Team", {
      title: field.text("Heading", { optional: true }),
      members: field.list(
        "People",
        field.group("Person", {
          name: field.text("Name", { optional: true, max: 100 }),
          role: field.text("Role", { optional: true, max: 100 }),
          photo: field.image("Photo", { optional: true }),
          bio: field.textarea("A few words", { optional: true, max: 600 }),
        }),
      ),
    }),
    certifications: field.group("Certifications", { title: field.text("Heading", { optional: true }), items: checkList("Certifications") }),
    badge: field.group("Accreditation badge", {
      grade: field.text("Grade", { optional: true, max: 10 }),
      label: field.text("Label", { optional: true, max: 60 }),
      text: field.textarea("Text", { optional: true, max: 300 }),
    }),
    values: field.group("Values", { title: field.text("Heading", { optional: true }), items: field.list("Values", featureCard(), { max: 9 }) }),
    closing: closingFields(),
  }),
});
