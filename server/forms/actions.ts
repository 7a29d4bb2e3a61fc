/**
 * The page actions of the public forms, for posts the browser sends itself. Each validates with
 * the shared schema the API uses and stores through the same domain function (the same limits,
 * spam verdict and staff alerts); the page is rendered again with the outcome (form-result.ts).
 * Route modules stay thin: `export const action = (args) => contactAction(args)`.
 */
import type { NativeFormId } from "@common/form-result";
import * as messages from "@common/messages";
import { commentSchema } from "@common/schemas/blog";
import { leadViews, quickQuoteToLead } from "@common/lead-fields";
import { leadSubmissionSchema, quickQuoteSchema, type LeadSubmission } from "@common/schemas/leads";
import { reviewSubmissionSchema } from "@common/schemas/reviews";
import { subscribeSchema } from "@common/schemas/newsletter";
import { submitComment } from "../blog/comments";
import { getPublishedPostBySlug } from "../blog/posts";
import { submitLead } from "../leads/submit";
import { subscribe } from "../newsletter/subscribers";
import { submitReview } from "../reviews/submit";
import { fieldErrors } from "@common/field-errors";
import { answer, rateLimitRefusal, readNativeForm, refusal, type ActionArgs } from "./native-form";
import { claimFormToken, releaseFormToken, submissionKey } from "./used-tokens";

const n = messages.nativeForms;

/** What the quote and contact forms ask, and `pagePath`: the page the form was on (the quote dialog, on every page, posts to /quote). */
export const leadFields = [...new Set([...leadViews.quote, ...leadViews.contact]), "pagePath"] as const;
export const quickQuoteFields = ["name", "phone", "email", "serviceType"] as const;
/** `requestToken`: the review-request link the visitor came by (empty when none). */
export const reviewFields = ["customerName", "customerLocation", "rating", "serviceType", "content", "requestToken"] as const;
export const commentFields = ["authorName", "authorEmail", "content"] as const;
export const subscribeFields = ["email"] as const;

interface FailureMessages {
  rateLimited: string;
  failed: string;
}

const leadMessages: Record<"contact" | "quote" | "area-request" | "quick-quote", FailureMessages> = {
  contact: { rateLimited: messages.contact.rateLimited, failed: messages.contact.failed },
  quote: { rateLimited: messages.quote.rateLimited, failed: messages.quote.failed },
  "area-request": { rateLimited: messages.quote.rateLimited, failed: messages.quote.failed },
  "quick-quote": { rateLimited: messages.quickQuote.rateLimited, failed: messages.quickQuote.failed },
};

const invalid = (form: NativeFormId, values: Record<string, string>, errors: Record<string, string>, started: string) =>
  answer({ form, outcome: "invalid", values, errors, started }, 400);

const sent = (form: NativeFormId) => answer({ form, outcome: "sent", values: {}, errors: {} }, 200);

/** Stores through `store`; the limit's 429 and any failure come back as refusals with the values kept. */
async function storing(args: ActionArgs, form: NativeFormId, read: { values: Record<string, string>; started: string }, failure: FailureMessages, store: () => Promise<unknown>) {
  const { values, started } = read;
  try {
    await store();
  } catch (error) {
    const limited = rateLimitRefusal(error, form, values, failure.rateLimited, started);
    if (limited) return limited;
    args.context.app.logger.error({ err: error, form }, "form submission failed");
    return answer({ form, outcome: "refused", values, errors: {}, message: failure.failed, started }, 503);
  }
  return sent(form);
}

/**
 * A lead, stored once per form token and content: the key is the token's id with a digest of
 * the lead, so a replayed post (a reload, a second press) shows the success again and stores
 * nothing, while a different lead sent from the same rendered page (a page kept by a CDN or the
 * browser's back button) is stored, never taken for a replay.
 */
async function storeLead(args: ActionArgs, form: keyof typeof leadMessages, read: StoredRead, lead: LeadSubmission) {
  const { app, clientKey } = args.context;
  return storing(args, form, read, leadMessages[form], () =>
    submitLead(app, lead, { clientKey, isSpam: read.isSpam, idempotencyKey: `form-${submissionKey(read.tokenId, lead)}`, via: "form", form }),
  );
}

/** A post refused by the limit or lost to an outage stored nothing: the visitor may send it again. */
async function releasedOnFailure<T>(app: ActionArgs["context"]["app"], key: string, store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    await releaseFormToken(app, key);
    throw error;
  }
}

type StoredRead = { values: Record<string, string>; started: string; tokenId: string; isSpam: boolean };

/** The consultation form, the quote page and the area pages' forms (the town as the location). */
export async function leadFormAction(args: ActionArgs, form: "contact" | "quote" | "area-request", location?: string) {
  const read = await readNativeForm(args, leadFields);
  if (!read.ok) return refusal(form, read);
  const pagePath = read.values.pagePath || new URL(args.request.url).pathname;
  const parsed = leadSubmissionSchema.safeParse({ ...read.values, location, pagePath });
  if (!parsed.success) return invalid(form, read.values, fieldErrors(parsed.error, { topLevel: true }), read.started);
  return storeLead(args, form, read, parsed.data);
}

/** The home quick-quote: its own rules, then the lead its script would send. */
export async function quickQuoteAction(args: ActionArgs) {
  const form = "quick-quote";
  const read = await readNativeForm(args, quickQuoteFields);
  if (!read.ok) return refusal(form, read);
  const quick = quickQuoteSchema.safeParse(read.values);
  if (!quick.success) return invalid(form, read.values, fieldErrors(quick.error, { topLevel: true }), read.started);
  const pagePath = new URL(args.request.url).pathname;
  const parsed = leadSubmissionSchema.safeParse({ ...quickQuoteToLead(read.values), pagePath });
  // The quick-quote rules cover the lead's; anything left is told on the name, as the script does.
  if (!parsed.success) return invalid(form, read.values, { name: parsed.error.issues[0]!.message }, read.started);
  return storeLead(args, form, read, parsed.data);
}

export async function reviewAction(args: ActionArgs) {
  const form = "review";
  const read = await readNativeForm(args, reviewFields);
  if (!read.ok) return refusal(form, read);
  const { rating, requestToken, ...rest } = read.values;
  const parsed = reviewSubmissionSchema.safeParse({ ...rest, rating: rating === "" ? undefined : Number(rating) });
  if (!parsed.success) return invalid(form, read.values, fieldErrors(parsed.error, { topLevel: true }), read.started);
  const { app, clientKey } = args.context;
  const key = submissionKey(read.tokenId, parsed.data);
  if (!(await claimFormToken(app, key))) {
    return answer({ form, outcome: "refused", values: {}, errors: {}, message: n.replayed }, 409);
  }
  return storing(args, form, read, { rateLimited: messages.api.reviewRateLimited, failed: messages.review.failed }, () =>
    releasedOnFailure(app, key, () => submitReview(app, parsed.data, { clientKey, isSpam: read.isSpam, via: "form", requestToken: requestToken || null })),
  );
}

/** A comment on the published post the page shows (a post that is not published has no form). */
export async function commentAction(args: ActionArgs, slug: string) {
  const form = "comment";
  const { app, clientKey } = args.context;
  const post = await getPublishedPostBySlug(app.db, slug);
  if (!post) return answer({ form, outcome: "refused", values: {}, errors: {}, message: messages.blog.postNotFound }, 404);
  const read = await readNativeForm(args, commentFields);
  if (!read.ok) return refusal(form, read);
  const parsed = commentSchema.safeParse(read.values);
  if (!parsed.success) return invalid(form, read.values, fieldErrors(parsed.error, { topLevel: true }), read.started);
  const key = submissionKey(read.tokenId, parsed.data);
  if (!(await claimFormToken(app, key))) {
    return answer({ form, outcome: "refused", values: {}, errors: {}, message: n.replayed }, 409);
  }
  return storing(args, form, read, { rateLimited: messages.blog.commentRateLimited, failed: messages.blog.commentFailed }, () =>
    releasedOnFailure(app, key, () => submitComment(app, post.id, parsed.data, { clientKey, spam: read.isSpam, via: "form" })),
  );
}

/**
 * The blog's subscribe form (the blog and every post page). No single-use token: a form sent
 * again only mails the confirmation again, which the per-address daily number caps.
 */
export async function subscribeAction(args: ActionArgs) {
  const form = "subscribe";
  const read = await readNativeForm(args, subscribeFields);
  if (!read.ok) return refusal(form, read);
  const parsed = subscribeSchema.safeParse(read.values);
  if (!parsed.success) return invalid(form, read.values, fieldErrors(parsed.error, { topLevel: true }), read.started);
  const { app, clientKey } = args.context;
  return storing(args, form, read, { rateLimited: messages.newsletter.rateLimited, failed: messages.newsletter.failed }, () =>
    subscribe(app, parsed.data, { clientKey, isSpam: read.isSpam }),
  );
}

/** A post to a blog page carrying the subscribe form's marker (`?subscribe`) is that form's. */
export const isSubscribePost = (request: Request) => new URL(request.url).searchParams.has("subscribe");
