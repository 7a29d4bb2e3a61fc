/**
 * Links that reach a customer from a phone: call, text, e-mail and directions. Each value is
 * encoded, so nothing a visitor typed can add a parameter or a header to the link.
 */
import { phoneHref } from "./business-settings";
import { mailtoHref } from "./schemas/email-address";

export { mailtoHref, phoneHref };

/** "(303) 555-0100" → "sms:+13035550100". */
export const smsHref = (phone: string) => phoneHref(phone).replace(/^tel:/, "sms:");

/**
 * A maps search for an address or a town, in the business's state ("CO", from Settings) unless
 * the place names its code already; the phone opens its maps app for it. (A place spelling the
 * state out gets the code too, which maps read the same; the table of names stays off the pages.)
 */
export const mapsHref = (place: string, region: string) => {
  const query = !/^[A-Z]{2}$/.test(region) || new RegExp(`\\b${region}\\b`, "i").test(place) ? place : `${place}, ${region}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};

/** A reply to the customer with a subject line. */
export const replyHref = (address: string, subject: string) => `${mailtoHref(address)}?subject=${encodeURIComponent(subject)}`;
