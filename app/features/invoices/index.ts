/** Invoices in the back office: the list, one invoice, and the pieces other screens show. */
export { InvoiceEditorPage } from "./invoice-editor";
export { InvoiceFigures, InvoiceJobButton } from "./invoice-bits";
export { InvoicesPage } from "./invoices-page";
