/**
 * What the staff pages' form actions get through React Router's load context: the same auth
 * service the /api/auth routes use, who is asking, whether the post came from our own pages, and
 * the session cookies (set exactly as the API sets them). A form the browser sends itself
 * (JavaScript off, or pressed before the scripts arrived) is handled by the page's action.
 */
import type { Request, Response } from "express";
import type { AppContext } from "../context";
import { clearSessionCookies, setSessionCookies } from "./cookies";
import { authService, type AuthClient, type AuthService } from "./service";
import { fromOwnOrigin } from "./session";
import type { IssuedSession } from "./sessions";
import { clientAddress } from "../http/client-address";

export interface PageAuth {
  service: AuthService;
  client: AuthClient;
  /** False when the browser says the post came from another site (Sec-Fetch-Site, Origin or Referer). */
  sameOrigin: boolean;
  startSession(session: IssuedSession): void;
  endSession(): void;
}

function refererOrigin(req: Request): string | undefined {
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

export function pageAuth(ctx: AppContext, req: Request, res: Response): PageAuth {
  return {
    service: authService(ctx),
    client: { ip: clientAddress(req), userAgent: req.get("user-agent") ?? undefined },
    // A form post carries Origin in every current browser; Referer is the fallback for older ones.
    // (React Router itself refuses an action whose Origin names another host, before this runs.)
    sameOrigin: fromOwnOrigin(ctx, req, req.get("origin") || refererOrigin(req), req.get("sec-fetch-site")),
    startSession: (session) => setSessionCookies(ctx, res, session),
    endSession: () => clearSessionCookies(ctx, res),
  };
}
