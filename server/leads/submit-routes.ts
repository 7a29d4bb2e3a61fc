/**
 * POST /api/leads: public, validated with the forms' schema,
 * limited per client address, spam kept apart, alerts queued with the lead, idempotent.
 */
import type { Request } from "express";
import { leadSubmissionSchema } from "@common/schemas/leads";
import * as messages from "@common/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest } from "../http/errors";
import { isSpamSubmission } from "../http/spam";
import { parseBody } from "../http/validate";
import { submitLead } from "./submit";
import { clientAddress } from "../http/client-address";

export { LEAD_LIMIT } from "./submit";

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, if sent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get("Idempotency-Key");
  if (value === undefined) return undefined;
  if (!idempotencyKeyPattern.test(value)) throw badRequest(messages.api.idempotencyKeyInvalid);
  return value;
}

/** The client address the limits count against: the proxy's word only under TRUST_PROXY. */

export function registerLeadSubmitRoutes(api: ApiRouter, ctx: AppContext): void {
  api.post("/leads", { access: "public", summary: "Send a quote request (a new lead)", body: leadSubmissionSchema }, async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    const input = parseBody(leadSubmissionSchema, req);
    const isSpam = isSpamSubmission(req.body, ctx.clock.now().getTime());
    // The spec's API body is the quote modal's request, so an API lead is a quote request.
    const result = await submitLead(ctx, input, { clientKey: clientAddress(req), isSpam, idempotencyKey, reqId: req.id, via: "api", form: "quote" });
    // The stored lead (status Lead, source website); a spam trip gets the same answer. A replay
    // names the lead and its status only: the key alone must not reveal whose lead it is.
    res.status(201).json(result.created ? result.lead : { id: result.lead.id, status: result.lead.status });
  });
}
