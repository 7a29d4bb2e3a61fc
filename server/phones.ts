/**
 * Phone numbers read and written with libphonenumber-js (smallest metadata): without a country code
 * a number is the business's own country's, the US. Server only: the pages keep the form's light
 * rule and common/business-settings' phoneHref, so the library stays out of their scripts.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

const parse = (phone: string) => parsePhoneNumberFromString(phone, "US");

/** What identifies a number, however it is written: +18025550111 for (802) 555-0111, 802.555.0111 and +1 802 555 0111. */
export const phoneKey = (phone: string) => parse(phone)?.number ?? phone.replace(/\D/g, "");

/** A number written one way: (802) 555-0111 in North America, +44 20 7946 0958 elsewhere; null if it cannot be one. */
export function normalisePhone(value: string): string | null {
  if (!/^[0-9+().\- ]+$/.test(value)) return null;
  const number = parse(value);
  if (!number?.isPossible()) return null;
  return number.countryCallingCode === "1" ? number.formatNational() : number.formatInternational();
}

/** "(303) 555-0100" → "+1-303-555-0100", as structured data writes a telephone; anything else as written. */
export function phoneE164(phone: string): string {
  const number = parse(phone);
  return number?.isPossible() ? number.formatInternational().replaceAll(" ", "-") : phone;
}
