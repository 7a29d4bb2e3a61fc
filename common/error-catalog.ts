/**
 * The generic error table of the public site: every entry has a title, description, action
 * hint and retry flag; `describeError` finds the entry for any thrown value in the spec's order.
 */

/** Where an action hint names the phone number: the screen puts the owner's (Settings) there. */
export const PHONE_SLOT = "{phone}";

/** An entry's action hint with the business's phone number in place of {phone}. */
export function actionWithPhone(entry: CatalogEntry, phone: string): string {
  return entry.action.replaceAll(PHONE_SLOT, phone);
}

export interface CatalogEntry {
  title: string;
  description: string;
  action: string;
  retryable: boolean;
}

const entry = (title: string, description: string, action: string, retryable = true): CatalogEntry => ({
  title,
  description,
  action,
  retryable,
});

export const errorCatalog = {
  NetworkError: entry(
    "Connection Problem",
    "We're unable to connect to our servers.",
    "Please check your internet connection and try again.",
  ),
  "Failed to fetch": entry(
    "Network Error",
    "We couldn't reach our servers.",
    "Please try again in a few moments.",
  ),
  "401": entry("Authentication Required", "You need to be logged in to do this.", "Please log in and try again.", false),
  Unauthorized: entry(
    "Not Authorized",
    "Your session may have expired.",
    "Please log in again to continue.",
    false,
  ),
  "403": entry(
    "Access Denied",
    "You don't have permission to access this resource.",
    "Contact support if you believe this is a mistake.",
    false,
  ),
  "404": entry(
    "Not Found",
    "The page or item you're looking for doesn't exist.",
    "Check the URL or go back to the homepage.",
    false,
  ),
  "400": entry(
    "Invalid Request",
    "The information provided is incomplete or incorrect.",
    "Please check your input and try again.",
  ),
  ValidationError: entry(
    "Validation Error",
    "Some of the information in the form isn't valid.",
    "Please check the form and make sure all required fields are filled in correctly.",
  ),
  "429": entry("Too Many Requests", "You've made too many requests.", "Please wait a few minutes before trying again."),
  RateLimited: entry("Rate Limited", "You're doing that a bit too often.", "Please wait a moment and try again."),
  "500": entry(
    "Server Error",
    "Something went wrong on our end.",
    "Please try again later or contact support if the problem continues.",
  ),
  "502": entry(
    "Service Unavailable",
    "Our servers are having issues right now.",
    "Please try again shortly.",
  ),
  "503": entry(
    "Service Unavailable",
    "The service is temporarily unavailable due to maintenance or high traffic.",
    "Please check back shortly.",
  ),
  DatabaseError: entry("Database Error", "We couldn't save or retrieve your data.", "Please try again in a moment."),
  TimeoutError: entry("Request Timeout", "The request took too long to complete.", "Please try again."),
  DuplicateEntry: entry(
    "Duplicate Entry",
    "This information already exists in our system.",
    "Use different information or update the existing entry.",
    false,
  ),
  PaymentError: entry(
    "Payment Processing Error",
    "We couldn't process your payment.",
    "Please check your payment details and try again.",
  ),
  QuoteError: entry(
    "Quote Request Error",
    "We couldn't submit your quote request.",
    `Please try again or call us at ${PHONE_SLOT}.`,
  ),
  ContentNotFound: entry(
    "Content Not Found",
    "The post or article you're looking for doesn't exist.",
    "Browse our blog for other articles.",
    false,
  ),
  CategoryNotFound: entry(
    "Category Not Found",
    "This category doesn't exist or has been removed.",
    "Browse all blog posts instead.",
    false,
  ),
} satisfies Record<string, CatalogEntry>;

export type CatalogKey = keyof typeof errorCatalog;

export const fallbackError: CatalogEntry = entry(
  "Something Went Wrong",
  "An unexpected error occurred.",
  `Please try again or contact support at ${PHONE_SLOT}.`,
);

/** Alternative spellings that name the same entry (the spec lists both forms). */
const aliases: Record<string, CatalogKey> = {
  "connection problem": "NetworkError",
  "network error": "Failed to fetch",
  "not authorized": "Unauthorized",
  "validation error": "ValidationError",
  "rate limited": "RateLimited",
  "database error": "DatabaseError",
  "request timeout": "TimeoutError",
  "duplicate entry": "DuplicateEntry",
  "payment processing error": "PaymentError",
  "quote request error": "QuoteError",
  "content not found": "ContentNotFound",
  "category not found": "CategoryNotFound",
};

const keys = Object.keys(errorCatalog) as CatalogKey[];

function byKey(value: unknown): CatalogEntry | undefined {
  if (value === undefined || value === null) return undefined;
  const key = String(value);
  if (key in errorCatalog) return errorCatalog[key as CatalogKey];
  const alias = aliases[key.toLowerCase()];
  return alias ? errorCatalog[alias] : undefined;
}

/** The catalogue entry for any thrown value, in the spec's lookup order. */
export function describeError(error: unknown): CatalogEntry {
  // 1. A string input names an entry directly.
  if (typeof error === "string") {
    const direct = byKey(error);
    if (direct) return direct;
  }
  const e = (typeof error === "object" && error !== null ? error : {}) as Record<string, unknown>;
  const message = typeof error === "string" ? error : typeof e.message === "string" ? e.message : "";

  // 2. A 3-digit 4xx/5xx number in the message.
  const status = /\b([45]\d\d)\b/.exec(message)?.[1];
  if (status && status in errorCatalog) return errorCatalog[status as CatalogKey];

  // 3. Any catalogue key (or its spelled-out name) contained in the message, case-insensitive.
  const lower = message.toLowerCase();
  if (lower) {
    const key = keys.find((k) => lower.includes(k.toLowerCase()));
    if (key) return errorCatalog[key];
    const alias = Object.keys(aliases).find((a) => lower.includes(a));
    if (alias) return errorCatalog[aliases[alias]!];
  }

  // 4. status / statusCode, 5. code, 6. type.
  for (const field of [e.status, e.statusCode, e.code, e.type]) {
    const found = byKey(field);
    if (found) return found;
  }

  // 7. A network-error name, or a message mentioning fetch.
  if (e.name === "NetworkError" || e.name === "TypeError" && lower.includes("network")) return errorCatalog.NetworkError;
  if (lower.includes("fetch")) return errorCatalog["Failed to fetch"];

  return fallbackError;
}

export const isRetryable = (error: unknown) => describeError(error).retryable;
