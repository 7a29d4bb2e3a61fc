/**
 * The sample content a fresh install shows: the specification's site, word for word. It is the
 * only place the sample business (its towns, figures and stories) is written; setup can keep it
 * to edit or start from empty pages.
 */
import type { Content, ContentTypeName, contentTypes } from "@common/content/types";
import { about } from "./about";
import { areaSample } from "./area";
import { areasSample } from "./areas";
import { contact } from "./contact";
import { boilerEducation, heatPumpEducation, hybridWaterHeaterEducation } from "./education-pages";
import { gallerySample } from "./gallery";
import { heatingGuide } from "./heating-guide";
import { home } from "./home";
import { navigation } from "./navigation";
import { projectSample } from "./project";
import { reviews } from "./reviews";
import { serviceSample } from "./service";
import { servicesPageSample } from "./services-page";
import { airConditioningPage, heatingPage, plumbingPage } from "./trade-pages";

/** Pages: one value each. Collections: their entries by slug, in the order shown. */
export type Sample = {
  [N in ContentTypeName]: (typeof contentTypes)[N]["kind"] extends "page" ? Content<N> : Array<{ slug: string } & Content<N>>;
};

export const samples: Sample = {
  home,
  navigation,
  contact,
  reviews,
  area: areaSample,
  areas: areasSample,
  gallery: gallerySample,
  project: projectSample,
  heatPumpEducation,
  boilerEducation,
  hybridWaterHeaterEducation,
  heatingGuide,
  about,
  plumbingPage,
  heatingPage,
  airConditioningPage,
  service: serviceSample,
  servicesPage: servicesPageSample,
};
