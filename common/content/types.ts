/**
 * Every content type the owner edits in the Site section, by name. Each type's field list lives
 * in its own module beside this one; adding a content type is a module and a line here.
 */
import { about } from "./about";
import { areaType } from "./area";
import { areasPageType } from "./areas";
import { contactType } from "./contact";
import { boilerEducation, heatPumpEducation, hybridWaterHeaterEducation } from "./education-pages";
import type { ContentOf, ContentType } from "./fields";
import { gallery } from "./gallery";
import { heatingGuide } from "./heating-guide";
import { homeType } from "./home";
import { navigationType } from "./navigation";
import { project } from "./project";
import { reviewsType } from "./reviews";
import { service } from "./service";
import { servicesPage } from "./services-page";
import { airConditioningPage, heatingPage, plumbingPage } from "./trade-pages";

export const contentTypes = {
  home: homeType,
  navigation: navigationType,
  contact: contactType,
  reviews: reviewsType,
  area: areaType,
  areas: areasPageType,
  gallery,
  project,
  heatPumpEducation,
  boilerEducation,
  hybridWaterHeaterEducation,
  heatingGuide,
  about,
  plumbingPage,
  heatingPage,
  airConditioningPage,
  service,
  servicesPage,
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof contentTypes;
export type Content<N extends ContentTypeName> = ContentOf<(typeof contentTypes)[N]>;
