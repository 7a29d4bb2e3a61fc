/**
 * The door of /setup (and its React Router data requests): open to the setup token while no
 * staff account exists, and to the admin the setup made until its last steps are done. Anything
 * else (no token, a wrong or used one, one after an account exists) is a plain 404 that says
 * nothing about the site, answered before any page is rendered.
 */
import type { RequestHandler } from "express";
import type { AppContext } from "../context";
import { setupAccess } from "./wizard";

const SETUP_PATHS = new Set(["/setup", "/setup.data"]);

export function setupGate(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (!SETUP_PATHS.has(req.path)) return next();
    const token = typeof req.query.token === "string" ? req.query.token : null;
    setupAccess(ctx, token, req.user).then((access) => {
      if (access) return next();
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found\n");
    }, next);
  };
}
