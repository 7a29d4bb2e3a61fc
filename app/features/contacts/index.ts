/** Contacts: the CRM tab, one contact's details (with its service history) as a dialog, and the customer mail centre. A contact's page is loaded by its route as a chunk of its own (app/routes/admin-record.tsx). */
export { ContactsTab } from "./contacts-tab";
export { ContactDetailsDialog } from "./contact-details";
export { MailCenter } from "./mail-center";
export { ContactImport } from "./contact-import";
export { contactKeys, type Contact } from "./api";
