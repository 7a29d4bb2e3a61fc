/** Page modules' door to the business facts the owner keeps in the back office. */
export { getBusinessSettings } from "../../server/office/settings";
