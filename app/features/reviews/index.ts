/** The reviews feature's public entry: the review dialog, loaded when first opened. */
export { ReviewDialog } from "./lazy-review-dialog";
