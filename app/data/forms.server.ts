/** Page modules' door to the native-form handling (forms posted without JavaScript). */
export { commentAction, isSubscribePost, leadFormAction, quickQuoteAction, reviewAction, subscribeAction } from "../../server/forms/actions";
export { formHeaders } from "../../server/forms/native-form";
