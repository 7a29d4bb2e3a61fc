/** The lead forms' public entry: the quote form the quote dialog shows. */
export { QuoteRequestForm } from "./quote-request-form";
