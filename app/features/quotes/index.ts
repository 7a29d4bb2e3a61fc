/** Quotes and the price book in the back office: the list, the editor, the price book, and the pieces other screens show. */
export { PriceBookPage } from "./price-book-page";
export { QuoteEditorPage } from "./quote-editor";
export { QuoteFigures, RecordQuotes } from "./quote-bits";
export { QuotesPage } from "./quotes-page";
