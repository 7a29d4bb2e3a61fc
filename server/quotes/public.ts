/**
 * The homeowner's side of a link: what a token opens (the quote's last sent version), and the
 * record that it was opened. A tampered, unknown or revoked token opens nothing, and the
 * answer never says which of those it was.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { QuoteDocument } from "@common/billing/quote-document";
import type { Db } from "../db/client";
import { quoteAnswers, quoteLinks, quotes, quoteVersions } from "../db/schema";
import { tokenHash, type QuoteRow } from "./send";

/** What the page says about the quote's state, beside the document. */
export type QuotePageState = "open" | "accepted" | "declined" | "expired";

export interface QuoteLinkView {
  quote: QuoteRow;
  document: QuoteDocument;
  version: number;
  versionSha256: string;
  state: QuotePageState;
  /** The quote changed since the homeowner last opened it, or since this link was mailed. */
  changed: boolean;
  answer: { decision: string; signedName: string | null; answeredAt: string; totalCents: number | null; choice: { option: string | null; optionalLines: string[] } | null } | null;
}

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/** The link's row, if the token is one we gave and it is not revoked. */
export async function findLink(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [link] = await db.select().from(quoteLinks).where(eq(quoteLinks.tokenHash, tokenHash(token)));
  return link && !link.revokedAt ? link : undefined;
}

export function stateOf(quote: QuoteRow, now: Date): QuotePageState {
  if (quote.status === "accepted" || quote.status === "declined") return quote.status;
  if (quote.status === "expired" || (quote.expiresAt && quote.expiresAt <= now)) return "expired";
  return "open";
}

/** The sent version a token opens, or undefined (bad or revoked link, or nothing sent). */
export async function readByToken(db: Db, token: string, now: Date): Promise<QuoteLinkView | undefined> {
  const link = await findLink(db, token);
  if (!link) return undefined;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, link.quoteId));
  if (!quote?.sentVersion) return undefined;
  const versions = await db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quote.id), inArray(quoteVersions.version, [quote.sentVersion])));
  const version = versions[0];
  if (!version) return undefined;
  const [answer] = await db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
  // The link was mailed with an older version, or the last visit saw an older one.
  const changed =
    quote.sentVersion > 1 && (link.createdAt < version.sentAt || (quote.viewedAt !== null && quote.viewedAt < version.sentAt));
  return {
    quote,
    document: version.document as unknown as QuoteDocument,
    version: version.version,
    versionSha256: version.sha256,
    state: stateOf(quote, now),
    changed: changed && !answer,
    answer: answer
      ? { decision: answer.decision, signedName: answer.signedName, answeredAt: answer.answeredAt.toISOString(), totalCents: answer.totalCents, choice: answer.choice }
      : null,
  };
}

/**
 * Opened by the homeowner: viewedAt is the last opening, and a sent quote becomes viewed. A
 * staff member previewing through the link counts too: the link is the homeowner's.
 */
export async function recordView(db: Db, quote: QuoteRow, now: Date): Promise<void> {
  if (quote.status === "accepted" || quote.status === "declined" || quote.status === "expired") return;
  await db
    .update(quotes)
    .set({ viewedAt: now, ...(quote.status === "sent" ? { status: "viewed" } : {}) })
    .where(eq(quotes.id, quote.id));
}
