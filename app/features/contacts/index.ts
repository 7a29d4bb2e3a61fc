/** Contacts: the CRM tab, one contact's details (with its service history) as a dialog or a page, and the customer mail centre. */
export { ContactsTab } from "./contacts-tab";
export { ContactDetailsDialog } from "./contact-details";
export { ContactPage } from "./contact-page";
export { MailCenter } from "./mail-center";
export { ContactImport } from "./contact-import";
export { contactKeys, type Contact } from "./api";
