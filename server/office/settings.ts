/**
 * The business facts (site_settings row "business"): read by every public page through the site
 * layout's loader, changed by admins on the Settings page. A change drops the cached pages.
 */
import { eq } from "drizzle-orm";
import { defaultBusinessSettings, withDefaults, type BusinessSettings } from "@common/business-settings";
import { setBusinessTimeZone } from "@common/time-zone";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";

const KEY = "business";

/**
 * The settings this process read last: what a page answered without the database (an outage)
 * names, rather than the seed values of another business. Null before any read.
 */
let lastRead: BusinessSettings | null = null;
export const lastReadBusinessSettings = () => lastRead;

/** Every read keeps the dates' zone (common/dates.ts) on the one Settings hold. */
function read(settings: BusinessSettings): BusinessSettings {
  setBusinessTimeZone(settings.timeZone);
  return (lastRead = settings);
}

/**
 * Takes a transaction too (a mail rendered inside one reads the settings through it). Read at
 * start as well (server/server.ts), so the workers' "today" is the business's before any page.
 */
export async function getBusinessSettings(db: Pick<Db, "select">): Promise<BusinessSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, KEY));
  if (!row?.value) return read(defaultBusinessSettings);
  try {
    return read(withDefaults(JSON.parse(row.value)));
  } catch {
    return defaultBusinessSettings;
  }
}

/** First start: store the specification's values, so the owner edits real rows. Idempotent. */
export async function seedBusinessSettings(db: Db, now: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: JSON.stringify(defaultBusinessSettings), description: "Business facts shown on every page", updatedAt: now })
    .onConflictDoNothing({ target: siteSettings.key });
}

export async function saveBusinessSettings(db: Pick<Db, "insert">, settings: BusinessSettings, now: Date): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insert(siteSettings)
    .values({ key: KEY, value, description: "Business facts shown on every page", updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
  // After the write: a refused one leaves the zone the stored Settings hold.
  setBusinessTimeZone(settings.timeZone);
}
