/** The customers feature's public entry: the service history on a contact and the mail centre. */
export { ServiceHistory } from "./service-history";
export { MailCenter } from "./mail-center";
