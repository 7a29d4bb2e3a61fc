/**
 * Every content type the owner edits in the Site section, by name. Each type's field list lives
 * in its own module beside this one; adding a content type is a module and a line here.
 */
import { areaType } from "./area";
import { areasPageType } from "./areas";
import { contactType } from "./contact";
import type { ContentOf, ContentType } from "./fields";
import { gallery } from "./gallery";
import { homeType } from "./home";
import { navigationType } from "./navigation";
import { project } from "./project";
import { reviewsType } from "./reviews";

export const contentTypes = {
  home: homeType,
  navigation: navigationType,
  contact: contactType,
  reviews: reviewsType,
  area: areaType,
  areas: areasPageType,
  gallery,
  project,
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof contentTypes;
export type Content<N extends ContentTypeName> = ContentOf<(typeof contentTypes)[N]>;
