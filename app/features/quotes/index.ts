/** Quotes: the pieces other screens show. The list, the editor and the price book are loaded by their routes, each as a chunk of its own. */
export { QuoteFigures, RecordQuotes } from "./quote-bits";
