/**
 * Reviews in the browser (the server keeps the table's and the API's name, testimonials): the
 * review form and its dialog, the reviews page's list, the home page's reviews and widget.
 * The public entry: the review dialog, loaded when first opened.
 */
export { ReviewDialog } from "./lazy-review-dialog";
