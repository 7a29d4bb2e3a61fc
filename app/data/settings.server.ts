/** Page modules' door to the business facts the owner keeps in the back office. */
export { getBusinessSettings } from "../../server/office/settings";
import type { Db } from "../../server/db/client";
import { getBusinessSettings as read } from "../../server/office/settings";

/** The business name as the owner keeps it. */
export const siteNameOf = async (db: Pick<Db, "select">) => (await read(db)).name;
