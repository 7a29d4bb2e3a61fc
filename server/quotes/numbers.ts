/**
 * Document numbers (Q-2026-0001): one counter row per kind and year, taken by an upsert inside the
 * transaction that stores the document. The upsert's row lock makes a second instance wait until
 * the first commits (or rolls back, giving the number back), so numbers are unique and gap-free
 * across instances without a sequence (a sequence's values are lost on rollback).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentNumbers } from "../db/schema";

export type DocumentKind = "quote" | "invoice";
const PREFIX: Record<DocumentKind, string> = { quote: "Q", invoice: "I" };

type Writer = Pick<Db, "insert" | "update" | "select" | "execute">;

export const formatNumber = (kind: DocumentKind, year: number, n: number) => `${PREFIX[kind]}-${year}-${String(n).padStart(4, "0")}`;

/** The next number of `kind` for `year`; call it in the transaction that stores the document. */
export async function nextNumber(tx: Writer, kind: DocumentKind, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [documentNumbers.kind, documentNumbers.year], set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ last: documentNumbers.last });
  return formatNumber(kind, year, row!.last);
}

/**
 * Gives `number` back when it is still the last one of its year (a discarded draft): the counter
 * row is locked first, so no other instance can take a number in between. False when a later
 * number exists (the document must then stay, or the sequence would have a gap).
 */
export async function giveBackNumber(tx: Writer, kind: DocumentKind, number: string): Promise<boolean> {
  const match = /^[A-Z]-(\d{4})-(\d+)$/.exec(number);
  if (!match) return false;
  const year = Number(match[1]);
  const n = Number(match[2]);
  const where = and(eq(documentNumbers.kind, kind), eq(documentNumbers.year, year));
  const [row] = await tx.select({ last: documentNumbers.last }).from(documentNumbers).where(where).for("update");
  if (!row || row.last !== n) return false;
  await tx.update(documentNumbers).set({ last: n - 1 }).where(where);
  return true;
}
