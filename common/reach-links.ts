/**
 * Links that reach a customer from a phone: call, text, e-mail and directions. Each value is
 * encoded, so nothing a visitor typed can add a parameter or a header to the link.
 */
import { phoneHref, stateName } from "./business-settings";
import { mailtoHref } from "./schemas/email";

export { mailtoHref, phoneHref };

/** "(303) 555-0100" → "sms:+13035550100". */
export const smsHref = (phone: string) => phoneHref(phone).replace(/^tel:/, "sms:");

/**
 * A maps search for an address or a town, in the business's state ("CO", from Settings) unless
 * the place names it already; the phone opens its maps app for it.
 */
export const mapsHref = (place: string, region: string) => {
  const named = (word: string) => word !== "" && new RegExp(`\\b${word}\\b`, "i").test(place);
  const query = !region || named(region) || named(stateName(region)) ? place : `${place}, ${region}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
};

/** A reply to the customer with a subject line. */
export const replyHref = (address: string, subject: string) => `${mailtoHref(address)}?subject=${encodeURIComponent(subject)}`;
