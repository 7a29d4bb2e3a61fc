/** Page modules' door to the approved reviews and their rating summary. */
export { approvedTestimonialsForPage, getRatingSummary } from "../../server/reviews/queries";
