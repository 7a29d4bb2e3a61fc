/**
 * The business facts the owner keeps in the back office (Settings): name, contact details,
 * opening hours, service radius, emergency service, social profiles and the external rating.
 * Stored as the site_settings row "business"; these defaults (the specification's values) seed it
 * on first start and stand in for any field a stored row lacks. No zod here: the public pages use
 * this file (the schema is in ./schemas/settings.ts).
 */
import { SAMPLE_TIME_ZONE } from "./time-zone";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const SOCIAL_NETWORKS = ["facebook", "google", "instagram", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface DayHours {
  open: boolean;
  /** "07:00" (24-hour). */
  opens: string;
  closes: string;
}

export interface ExternalRating {
  value: number;
  count: number;
  sourceName: string;
  sourceUrl: string;
}

export interface BusinessSettings {
  name: string;
  /** What the business does, in the owner's words, e.g. "Plumbing and heating" (the footer's line begins with it). */
  trade: string;
  /** As written, e.g. "(802) 555-0142". */
  phone: string;
  email: string;
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** The IANA zone of the business's clock ("America/Denver"): every day, visit time and date it prints. */
  timeZone: string;
  hours: Record<Weekday, DayHours>;
  /** One number; pages show miles, the structured data metres. */
  serviceRadiusMiles: number;
  /** The towns served, by name (the structured data's areaServed when no county is given). */
  towns: string[];
  /** The county served, e.g. "Chittenden County" ("" when none is named). */
  county: string;
  /** Where the shop is on the map (the structured data's geo and its service circle); null when unknown. */
  geo: { latitude: number; longitude: number } | null;
  emergency: { offered: boolean; wording: string };
  social: Record<SocialNetwork, string>;
  /** Shown where no approved customer reviews exist; null hides any rating. */
  externalRating: ExternalRating | null;
  /** Sales tax on taxable quote lines, in basis points (600 = 6 %, Vermont's rate); 0 to 2000. */
  salesTaxBasisPoints: number;
  /** A sent quote not yet viewed or answered gets a reminder after this many days. */
  quoteReminderDays: number;
  /** A new invoice is due this many days after it is written. */
  invoiceDueDays: number;
  /** An overdue invoice gets a reminder this many days after its due date, then after each reminder. */
  invoiceReminderDays: number;
  /** At most this many reminders for one invoice (0: none). */
  invoiceMaxReminders: number;
  /** How to pay without paying online, as the invoice page and mail say it; "" for the default wording. */
  paymentInstructions: string;
  /** Technicians see the job's prices on their day (off: they see the work, not what it costs). */
  technicianSeesPrices: boolean;
  /** A technician's "On my way" mails the homeowner (off: it only records the status). */
  onMyWayMail: boolean;
}

const weekday = (opens: string, closes: string): DayHours => ({ open: true, opens, closes });
const closed: DayHours = { open: false, opens: "08:00", closes: "17:00" };

export const defaultBusinessSettings: BusinessSettings = {
  name: "Mansfield Heating & Plumbing",
  trade: "High-efficiency heating, cooling and plumbing",
  phone: "(802) 555-0142",
  email: "office@mansfieldheatingvt.com",
  street: "18 Browns Trace Road",
  locality: "Jericho",
  region: "VT",
  postalCode: "05465",
  timeZone: SAMPLE_TIME_ZONE,
  hours: {
    monday: weekday("07:00", "18:00"),
    tuesday: weekday("07:00", "18:00"),
    wednesday: weekday("07:00", "18:00"),
    thursday: weekday("07:00", "18:00"),
    friday: weekday("07:00", "18:00"),
    saturday: weekday("08:00", "16:00"),
    sunday: closed,
  },
  serviceRadiusMiles: 30,
  county: "Chittenden County",
  geo: { latitude: 44.4906, longitude: -72.9981 },
  // The first six are the footer's, in its order.
  towns: ["Burlington", "Jericho", "Essex", "South Burlington", "Colchester", "Winooski", "Williston", "Milton", "Richmond"],
  emergency: { offered: true, wording: "24/7 emergency service for existing customers" },
  social: { facebook: "", google: "", instagram: "", linkedin: "" },
  externalRating: { value: 4.9, count: 127, sourceName: "Google", sourceUrl: "" },
  salesTaxBasisPoints: 600,
  quoteReminderDays: 3,
  invoiceDueDays: 30,
  invoiceReminderDays: 7,
  invoiceMaxReminders: 3,
  paymentInstructions: "",
  technicianSeesPrices: false,
  onMyWayMail: false,
};

export const METRES_PER_MILE = 1609.344;

const STATE_NAMES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut", DE: "Delaware",
  DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa",
  KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota",
  MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey",
  NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon",
  PA: "Pennsylvania", RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};

/** "VT" → "Vermont" (an unknown code as it is). */
export const stateName = (region: string) => STATE_NAMES[region] ?? region;

/** "A", "A and B", "A, B and C"; more than three: the first three "and nearby towns". */
function townsText(towns: readonly string[]): string {
  if (towns.length > 3) return `${towns.slice(0, 3).join(", ")} and nearby towns`;
  return towns.length > 1 ? `${towns.slice(0, -1).join(", ")} and ${towns.at(-1)}` : (towns[0] ?? "");
}

/** Where the business works, in words: the county, else the towns, else its own town. */
export function serviceAreaText(s: Pick<BusinessSettings, "county" | "towns" | "locality">): string {
  return s.county.trim() || townsText(s.towns) || s.locality;
}

/** "(802) 555-0142" → "tel:+18025550142"; a number stored with its country code ("+44 20 …") keeps it. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

const dayName = (d: Weekday) => d[0]!.toUpperCase() + d.slice(1);
const shortDay = (d: Weekday) => dayName(d).slice(0, 3);

/** "07:00" → "7AM", "17:30" → "5:30PM". */
export function clockText(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/** Runs of consecutive days with the same hours, e.g. Monday-Friday 07:00-18:00. */
export function hourGroups(hours: BusinessSettings["hours"]): { days: Weekday[]; opens: string; closes: string }[] {
  const groups: { days: Weekday[]; opens: string; closes: string }[] = [];
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (!h.open) continue;
    const last = groups.at(-1);
    const previous = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (last && previous && last.days.at(-1) === previous && last.opens === h.opens && last.closes === h.closes) last.days.push(day);
    else groups.push({ days: [day], opens: h.opens, closes: h.closes });
  }
  return groups;
}

/** "Mon-Fri 7AM-6PM, Sat 8AM-4PM". */
export function hoursText(hours: BusinessSettings["hours"]): string {
  return hourGroups(hours)
    .map((g) => {
      const days = g.days.length > 1 ? `${shortDay(g.days[0]!)}-${shortDay(g.days.at(-1)!)}` : shortDay(g.days[0]!);
      return `${days} ${clockText(g.opens)}-${clockText(g.closes)}`;
    })
    .join(", ");
}

/** "30 miles" ("1 mile"): how the pages write the service radius. */
export function radiusText(miles: number): string {
  return `${miles} ${miles === 1 ? "mile" : "miles"}`;
}

/** How to pay without a card online: the owner's words, else a check to the business or payment at the office. */
export function paymentInstructionsText(s: Pick<BusinessSettings, "paymentInstructions" | "name" | "street" | "locality" | "region" | "postalCode" | "phone">): string {
  const own = s.paymentInstructions.trim();
  if (own) return own;
  return `Pay by check made out to ${s.name}, mailed to ${s.street}, ${s.locality}, ${s.region} ${s.postalCode}, or pay in person at the office (cash, check or card). Questions? Call ${s.phone}.`;
}

/** The owner's wording as a sentence: a full stop added unless it ends with one already. */
export function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** schema.org's day names for a group. */
export const schemaDays = (days: Weekday[]) => days.map(dayName);

/** A stored value (parsed JSON, maybe from an older version) completed with the defaults. */
export function withDefaults(stored: unknown): BusinessSettings {
  const s = (stored && typeof stored === "object" ? stored : {}) as Partial<BusinessSettings>;
  const d = defaultBusinessSettings;
  return {
    ...d,
    ...s,
    hours: { ...d.hours, ...(s.hours ?? {}) },
    towns: Array.isArray(s.towns) ? s.towns : d.towns,
    geo: s.geo === undefined ? d.geo : s.geo,
    emergency: { ...d.emergency, ...(s.emergency ?? {}) },
    social: { ...d.social, ...(s.social ?? {}) },
    externalRating: s.externalRating === undefined ? d.externalRating : s.externalRating,
  };
}
