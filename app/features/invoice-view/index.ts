export { InvoiceView } from "./invoice-view";
