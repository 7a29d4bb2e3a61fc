/**
 * Every content type the owner edits in the Site section, by name. Each type's field list lives
 * in its own module beside this one; adding a content type is a module and a line here.
 */
import type { ContentOf, ContentType } from "./fields";
import { gallery } from "./gallery";
import { project } from "./project";

export const contentTypes = {
  gallery,
  project,
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof contentTypes;
export type Content<N extends ContentTypeName> = ContentOf<(typeof contentTypes)[N]>;
