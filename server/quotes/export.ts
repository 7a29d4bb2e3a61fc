/** Every quote line with its quote's number, for the CSV export. */
import { asc, eq } from "drizzle-orm";
import { lineAmount } from "@common/billing/money";
import type { Db } from "../db/client";
import { quoteLines, quotes } from "../db/schema";

export async function exportLines(db: Pick<Db, "select">) {
  const rows = await db
    .select({ number: quotes.number, line: quoteLines })
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .orderBy(asc(quotes.number), asc(quoteLines.position));
  return rows.map(({ number, line }) => ({ number, ...line, amountCents: lineAmount(line.unitCents, line.quantity) }));
}
export type QuoteLineExportRow = Awaited<ReturnType<typeof exportLines>>[number];
