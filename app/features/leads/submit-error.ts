/**
 * Which message a failed submission shows (01-public-site.md §8): chosen by the error's text —
 * it contains 429, 400, or "network" (a fetch that never reached us), or anything else.
 */
import { messages } from "~/shared/messages";

export interface SubmitErrorTable {
  rateLimited: string;
  failed: string;
}

const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : String(error);

export const isRateLimitError = (error: unknown) => errorText(error).includes("429");

export function submitErrorMessage(error: unknown, table: SubmitErrorTable): string {
  const text = errorText(error);
  if (text.includes("429")) return table.rateLimited;
  if (text.includes("400")) return messages.submitErrors.badRequest;
  // Browsers word a failed fetch differently: "NetworkError when...", "Failed to fetch", "Load failed".
  if (/network|failed to fetch|load failed/i.test(text)) return messages.submitErrors.network;
  return table.failed;
}

export const quoteErrors: SubmitErrorTable = { rateLimited: messages.quote.rateLimited, failed: messages.quote.failed };
export const quickQuoteErrors: SubmitErrorTable = {
  rateLimited: messages.quickQuote.rateLimited,
  failed: messages.quickQuote.failed,
};
export const contactErrors: SubmitErrorTable = { rateLimited: messages.contact.rateLimited, failed: messages.contact.failed };
