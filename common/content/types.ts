/**
 * Every content type the owner edits in the Site section, by name. Each type's field list lives
 * in its own module beside this one; adding a content type is a module and a line here.
 */
import { contactType } from "./contact";
import { areaType } from "./area";
import { areasPageType } from "./areas";
import type { ContentOf, ContentType } from "./fields";
import { homeType } from "./home";
import { navigationType } from "./navigation";
import { reviewsType } from "./reviews";

export const contentTypes = {
  home: homeType,
  navigation: navigationType,
  contact: contactType,
  reviews: reviewsType,
  area: areaType,
  areas: areasPageType,
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof contentTypes;
export type Content<N extends ContentTypeName> = ContentOf<(typeof contentTypes)[N]>;
