/** The gallery page's door to its data: its content, the owner's projects and the consented jobs. */
export { galleryPageData } from "../../server/gallery/page";
