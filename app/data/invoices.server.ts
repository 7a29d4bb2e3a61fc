/** Page modules' door to the homeowner's invoice page and its PDF. */
export { invoicePageAction, invoicePdfResponse, loadInvoicePage } from "../../server/invoices/page";
