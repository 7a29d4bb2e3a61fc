/** Page modules' door to the homeowner's quote page and its PDF. */
export { loadQuotePage, quotePageAction, quotePdfResponse } from "../../server/quotes/page";
