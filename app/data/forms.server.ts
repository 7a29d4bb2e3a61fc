/** Page modules' door to the native-form handling (forms posted without JavaScript). */
export { commentAction, leadFormAction, quickQuoteAction, reviewAction } from "../../server/forms/actions";
export { formHeaders } from "../../server/forms/native-form";
