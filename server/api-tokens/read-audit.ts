/**
 * Reads made with an API token go into the audit log lightly: one entry per token and route an
 * hour (per instance), so a tool polling every minute leaves a trace of what it reads without
 * filling the append-only log. Writes are recorded in full like any staff write.
 */
import type { RequestHandler } from "express";
import type { AppContext } from "../context";
import { audit } from "../office/audit";

const READ_AUDIT_INTERVAL_MS = 60 * 60_000;
/** Token and route → when its last read entry was written. */
const lastEntry = new Map<string, number>();

export function auditTokenReads(ctx: AppContext, route: string): RequestHandler {
  return (req, res, next) => {
    const token = req.apiToken;
    if (!token) return next();
    res.on("finish", () => {
      if (res.statusCode >= 400) return;
      const key = `${token.id} ${route}`;
      const now = ctx.clock.now();
      const last = lastEntry.get(key);
      if (last !== undefined && now.getTime() - last < READ_AUDIT_INTERVAL_MS) return;
      if (lastEntry.size > 10_000) lastEntry.clear();
      lastEntry.set(key, now.getTime());
      audit(ctx.db, req, { action: "api_token.read", targetType: "api_token", targetId: token.id, details: { route } }, now).catch((error: unknown) =>
        ctx.logger.error({ err: error, reqId: req.id, route }, "audit entry not written"),
      );
    });
    next();
  };
}
