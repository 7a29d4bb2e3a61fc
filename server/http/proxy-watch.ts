/**
 * Notices a proxy in front while TRUST_PROXY is off. Then every visitor arrives from the
 * proxy's address, so they share one lead budget, one page-view budget and one sign-in lockout.
 * The first such request is logged as a warning and remembered for the setup checks.
 */
import type { RequestHandler } from "express";
import type { AppContext } from "../context";

const FORWARDED = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

export interface ForwardedSighting {
  at: string;
  header: string;
  /** The socket's address: the proxy's, as all visitors now look. */
  from: string;
}

export function watchForProxy(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    if (ctx.config.trustProxy === false && !ctx.state.forwardedSeen) {
      const header = FORWARDED.find((name) => req.headers[name] !== undefined);
      if (header) {
        const sighting = { at: ctx.clock.now().toISOString(), header, from: req.socket.remoteAddress ?? "unknown" };
        ctx.state.forwardedSeen = sighting;
        ctx.logger.warn(
          sighting,
          `a request came through a proxy (${header} header) but TRUST_PROXY is off: every visitor shares the proxy's address ` +
            "for rate limits and sign-in lockouts; set TRUST_PROXY (e.g. loopback, or the proxy's address)",
        );
      }
    }
    next();
  };
}
