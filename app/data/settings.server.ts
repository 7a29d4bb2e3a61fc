/** Page modules' door to the business facts the owner keeps in the back office. */
export { getBusinessSettings } from "../../server/office/settings";
import type { Db } from "../../server/db/client";
import { getBusinessSettings as read } from "../../server/office/settings";

/**
 * What every page needs of Settings: the business name (titles outside the site layout), its
 * time zone (every date printed) and its state (a new contact's default).
 */
export async function rootFactsOf(db: Pick<Db, "select">) {
  const s = await read(db);
  return { siteName: s.name, timeZone: s.timeZone, region: s.region };
}
