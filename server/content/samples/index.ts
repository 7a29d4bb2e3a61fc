/**
 * The sample content a fresh install shows: the specification's site, word for word. It is the
 * only place the sample business (its towns, figures and stories) is written; setup can keep it
 * to edit or start from empty pages.
 */
import type { Content, ContentTypeName, contentTypes } from "@common/content/types";
import { serviceSample } from "./service";
import { servicesPageSample } from "./services-page";

/** Pages: one value each. Collections: their entries by slug, in the order shown. */
export type Sample = {
  [N in ContentTypeName]: (typeof contentTypes)[N]["kind"] extends "page" ? Content<N> : Array<{ slug: string } & Content<N>>;
};

export const samples: Sample = {
  service: serviceSample,
  servicesPage: servicesPageSample,
};
