/** Page modules' door to the services catalogue. */
export { serviceHtml } from "../../server/services/content";
