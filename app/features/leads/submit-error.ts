/**
 * Which message a failed public submission shows: too many requests, a refused (invalid) body,
 * no answer at all, or anything else — chosen by the error's status (see ~/lib/api-errors).
 */
import { errorMessage, isRateLimited } from "~/lib/api-errors";
import { messages } from "~/shared/messages";

export interface SubmitErrorTable {
  rateLimited: string;
  failed: string;
}

export const isRateLimitError = isRateLimited;

export function submitErrorMessage(error: unknown, table: SubmitErrorTable): string {
  return errorMessage(error, {
    fallback: table.failed,
    status: { 429: table.rateLimited, 400: messages.submitErrors.badRequest },
    network: messages.submitErrors.network,
  });
}

export const quoteErrors: SubmitErrorTable = { rateLimited: messages.quote.rateLimited, failed: messages.quote.failed };
export const quickQuoteErrors: SubmitErrorTable = {
  rateLimited: messages.quickQuote.rateLimited,
  failed: messages.quickQuote.failed,
};
export const contactErrors: SubmitErrorTable = { rateLimited: messages.contact.rateLimited, failed: messages.contact.failed };
