/** The gallery page's door to the jobs customers let it show, and to how the page puts them together. */
export { consentedProjects, galleryView } from "../../server/gallery/page";
