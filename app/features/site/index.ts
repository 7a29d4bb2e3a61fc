/** The Site section: the owner's pages and services, edited from their content types. */
export { SiteSection } from "./site-section";
