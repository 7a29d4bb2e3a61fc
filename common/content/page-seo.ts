/**
 * The search fields of a marketing page: the shared title and description, plus the keywords the
 * specification's page metadata carries (a comma-separated line, as the blog's topic keywords).
 */
import { field, seoFields } from "./fields";

export const pageSeoFields = () =>
  field.group("Search engines", {
    ...seoFields().shape,
    keywords: field.text("Keywords", { optional: true, max: 500, help: "Comma separated, e.g. heat pumps, boiler installation." }),
  });

