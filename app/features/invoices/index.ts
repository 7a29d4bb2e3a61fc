/** Invoices: the pieces other screens show. The list and one invoice are loaded by their routes, each as a chunk of its own. */
export { InvoiceFigures, InvoiceJobButton } from "./invoice-bits";
