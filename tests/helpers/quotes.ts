/**
 * Quotes for tests, stored with Drizzle as the office's editor would leave them: a heat-pump
 * quote with good / better / best options, a line common to all, labour by the hour (untaxed),
 * an optional thermostat, Vermont's 6 % on taxable items. Hand-computed totals below.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { leads, quoteLines, quotes } from "../../server/db/schema";

let counter = 0;
/** A number unique in the test process: Q-2026-0001, Q-2026-0002, ... */
export const nextQuoteNumber = () => `Q-2026-${String((counter += 1)).padStart(4, "0")}`;

export const SAMPLE_OPTIONS = [
  { key: "good", label: "Good", description: "A reliable standard heat pump" },
  { key: "better", label: "Better", description: "A cold-climate heat pump, quieter and more efficient" },
  { key: "best", label: "Best", description: "Cold-climate heat pump with a 12-year warranty" },
];

export const SAMPLE_LINES = [
  { description: "Removal of the old boiler", unit: "each", unitCents: 45_000, quantity: 100, taxable: false, option: null, optional: false },
  { description: "Standard ducted heat pump", unit: "each", unitCents: 500_000, quantity: 100, taxable: true, option: "good", optional: false },
  { description: "Cold-climate heat pump", unit: "each", unitCents: 650_000, quantity: 100, taxable: true, option: "better", optional: false },
  { description: "Cold-climate heat pump, extended warranty", unit: "each", unitCents: 800_000, quantity: 100, taxable: true, option: "best", optional: false },
  { description: "Installation labour", unit: "hour", unitCents: 9_500, quantity: 800, taxable: false, option: null, optional: false },
  { description: "Smart thermostat", unit: "each", unitCents: 25_000, quantity: 100, taxable: true, option: null, optional: true },
] as const;

/**
 * Hand-computed: common lines 450.00 + 8 h × 95.00 = 1,210.00 untaxed.
 * good: 5,000.00 + 6 % 300.00 → 6,510.00; better: 6,500.00 + 390.00 → 8,100.00;
 * best: 8,000.00 + 480.00 → 9,690.00; the thermostat adds 250.00 + 15.00.
 */
export const SAMPLE_TOTALS = { good: 651_000, better: 810_000, best: 969_000, thermostat: 26_500 } as const;

export interface InsertQuoteOptions {
  customerName?: string;
  customerEmail?: string;
  leadId?: string | null;
  contactId?: string | null;
  expiresAt?: Date | null;
  lines?: ReadonlyArray<(typeof SAMPLE_LINES)[number]> | [];
  options?: typeof SAMPLE_OPTIONS | [];
  terms?: string;
}

export async function insertQuote(db: Db, o: InsertQuoteOptions = {}) {
  const [quote] = await db
    .insert(quotes)
    .values({
      number: nextQuoteNumber(),
      customerName: o.customerName ?? "Jane Homeowner",
      customerEmail: o.customerEmail ?? `jane-${counter}-${Date.now().toString(36)}@example.com`,
      customerPhone: "802-555-0199",
      customerAddress: "12 Maple Street, Essex, VT",
      leadId: o.leadId ?? null,
      contactId: o.contactId ?? null,
      title: "Heat pump installation",
      notes: "We will protect your floors.",
      terms: o.terms ?? "50 % deposit on acceptance; the balance on completion.",
      options: [...(o.options ?? SAMPLE_OPTIONS)],
      taxBasisPoints: 600,
      expiresAt: o.expiresAt === undefined ? new Date(Date.now() + 30 * 24 * 3_600_000) : o.expiresAt,
    })
    .returning();
  const lines = o.lines ?? SAMPLE_LINES;
  const stored = lines.length
    ? await db
        .insert(quoteLines)
        .values(lines.map((l, i) => ({ ...l, quoteId: quote!.id, position: i, preselected: false })))
        .returning()
    : [];
  return { quote: quote!, lines: stored };
}

/** A change the office makes after sending: a line's price, and the version bumped as the editor does. */
export async function changeQuote(db: Db, quoteId: string, lineId: string, unitCents: number) {
  await db.update(quoteLines).set({ unitCents }).where(eq(quoteLines.id, lineId));
  const [q] = await db.select({ version: quotes.version }).from(quotes).where(eq(quotes.id, quoteId));
  await db.update(quotes).set({ version: q!.version + 1 }).where(eq(quotes.id, quoteId));
}

/** A lead as the quote form stores it. */
export async function insertLead(db: Db, email: string) {
  const [lead] = await db
    .insert(leads)
    .values({ firstName: "Jane", lastName: "Homeowner", email, phone: "802-555-0199", serviceType: "Heat Pump Installation", message: "New heat pump please" })
    .returning();
  return lead!;
}
