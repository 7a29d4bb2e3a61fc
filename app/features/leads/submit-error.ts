/**
 * Which message a refused public submission shows: too many requests, a refused (invalid) body,
 * no answer at all, or anything else — chosen by the answer's status (see ~/lib/api-errors).
 */
import { ApiError } from "~/lib/api";
import { errorMessage } from "~/lib/api-errors";
import type { NativeFormResult } from "@common/form-result";
import * as messages from "@common/messages";

export interface SubmitErrorTable {
  rateLimited: string;
  failed: string;
}

/** The answer as the error the call layer would have raised (a TypeError when none came). */
const asError = (answer: NativeFormResult) => (answer.network ? new TypeError("no answer") : new ApiError(answer.status ?? 500, answer.message ?? ""));

export function submitErrorMessage(answer: NativeFormResult, table: SubmitErrorTable): string {
  return errorMessage(asError(answer), {
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
