/**
 * The price book: what quotes are priced from. An item a quote line has used is retired (hidden
 * from pickers, kept, so old quotes still say where their line came from) rather than deleted; an
 * item nothing used is deleted outright.
 */
import { asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { priceBookItemSchema, priceBookUpdateSchema } from "@common/schemas/quotes";
import type { Db } from "../db/client";
import { priceBookItems, quoteLines } from "../db/schema";

type Row = typeof priceBookItems.$inferSelect;

export function toPriceBookJson(row: Row) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    unit: row.unit,
    unitCents: row.unitCents,
    taxable: row.taxable,
    retired: row.retiredAt !== null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type PriceBookItemJson = ReturnType<typeof toPriceBookJson>;

export async function listPriceBook(db: Pick<Db, "select">, options: { all: boolean }): Promise<PriceBookItemJson[]> {
  const rows = await db
    .select()
    .from(priceBookItems)
    .where(options.all ? undefined : isNull(priceBookItems.retiredAt))
    .orderBy(asc(priceBookItems.kind), asc(priceBookItems.name), asc(priceBookItems.id));
  return rows.map(toPriceBookJson);
}

export async function getPriceBookItem(db: Pick<Db, "select">, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(priceBookItems).where(eq(priceBookItems.id, id));
  return row;
}

export async function createPriceBookItem(db: Pick<Db, "insert">, input: z.output<typeof priceBookItemSchema>, now: Date): Promise<Row> {
  const [row] = await db
    .insert(priceBookItems)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePriceBookItem(db: Pick<Db, "update">, id: string, input: z.output<typeof priceBookUpdateSchema>, now: Date): Promise<Row | undefined> {
  const { retired, ...fields } = input;
  const retiredAt = retired === undefined ? {} : { retiredAt: retired ? now : null };
  const [row] = await db
    .update(priceBookItems)
    .set({ ...fields, ...retiredAt, updatedAt: now })
    .where(eq(priceBookItems.id, id))
    .returning();
  return row;
}

/** Deletes an item no quote used; retires one that was used. Says which it did. */
export async function removePriceBookItem(db: Pick<Db, "select" | "update" | "delete">, id: string, now: Date): Promise<"deleted" | "retired"> {
  const [used] = await db.select({ id: quoteLines.id }).from(quoteLines).where(eq(quoteLines.priceBookItemId, id)).limit(1);
  if (used) {
    await db.update(priceBookItems).set({ retiredAt: now, updatedAt: now }).where(eq(priceBookItems.id, id));
    return "retired";
  }
  await db.delete(priceBookItems).where(eq(priceBookItems.id, id));
  return "deleted";
}
