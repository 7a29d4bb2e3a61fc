/**
 * POST /api/leads (01-public-site.md §7, issue 5): public, validated with the forms' schema,
 * limited per client address, spam kept apart, alerts queued with the lead, idempotent.
 */
import type { Request } from "express";
import { leadSubmissionSchema } from "../../app/shared/schemas/leads";
import { messages } from "../../app/shared/messages";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { badRequest } from "../http/errors";
import { createLimiter } from "../http/rate-limit";
import { isSpamSubmission } from "../http/spam";
import { parseBody } from "../http/validate";
import { createLead, findLeadByIdempotencyKey } from "./submit";

/** Valid submissions per client address per window (docs/decisions.md). */
export const LEAD_LIMIT = { points: 20, windowSeconds: 15 * 60 };

const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, if sent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get("Idempotency-Key");
  if (value === undefined) return undefined;
  if (!idempotencyKeyPattern.test(value)) throw badRequest(messages.api.idempotencyKeyInvalid);
  return value;
}

/** The client address the limits count against: the proxy's word only under TRUST_PROXY. */
export const clientKey = (req: Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";

export function registerLeadSubmitRoutes(api: ApiRouter, ctx: AppContext): void {
  const limiter = createLimiter(ctx, { name: "lead-submit", ...LEAD_LIMIT });

  api.post("/leads", "public", async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    const input = parseBody(leadSubmissionSchema, req);
    if (idempotencyKey) {
      const existing = await findLeadByIdempotencyKey(ctx.db, idempotencyKey);
      if (existing) return void res.status(201).json(existing);
    }
    await limiter.consume(clientKey(req), messages.api.leadRateLimited);
    const isSpam = isSpamSubmission(req.body, ctx.clock.now().getTime());
    const result = await createLead(ctx.db, input, { isSpam, idempotencyKey, publicUrl: ctx.config.publicUrl });
    if (result.alerts > 0) ctx.wake.mail();
    ctx.logger.info(
      { reqId: req.id, leadId: result.lead.id, spam: isSpam, replay: !result.created, alerts: result.alerts },
      "lead received",
    );
    // The stored lead (status Lead, source website); a spam trip gets the same answer.
    res.status(201).json(result.lead);
  });
}
