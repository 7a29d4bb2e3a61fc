export { QuoteView } from "./quote-view";
