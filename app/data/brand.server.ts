/** Page modules' door to the owner's brand: the palette, the logo and the icons every page's head and header show. */
import type { Db } from "../../server/db/client";
import { brandView, getBrand } from "../../server/brand/brand";

export const brandOf = async (db: Pick<Db, "select">) => brandView(await getBrand(db));
