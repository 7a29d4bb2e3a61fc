/**
 * Links that reach a customer from a phone: call, text, e-mail and directions. Each value is
 * encoded, so nothing a visitor typed can add a parameter or a header to the link.
 */
import { phoneHref } from "./business-settings";
import { mailtoHref } from "./schemas/email-address";

export { mailtoHref, phoneHref };

/** "(802) 555-0142" → "sms:+18025550142". */
export const smsHref = (phone: string) => phoneHref(phone).replace(/^tel:/, "sms:");

/** A maps search for an address or a town in Vermont; the phone opens its maps app for it. */
export const mapsHref = (place: string) => {
  const query = /\b(VT|Vermont)\b/i.test(place) ? place : `${place}, VT`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};

/** A reply to the customer with a subject line. */
export const replyHref = (address: string, subject: string) => `${mailtoHref(address)}?subject=${encodeURIComponent(subject)}`;
