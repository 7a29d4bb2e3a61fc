/**
 * The door of /setup (and its React Router data requests): open to the setup token while no
 * staff account exists, and to the admin the setup made until its last steps are done. Anything
 * else (no token, a wrong or used one, one after an account exists) is a plain 404 that says
 * nothing about the site, answered before any page is rendered.
 */
import type { RequestHandler } from "express";
import type { AppContext } from "../context";
import { setupAccess } from "./wizard";
import { countUsers } from "../auth/users";

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

const REGISTER_PATHS = new Set(["/register", "/register.data"]);

/**
 * /register is for a site with no staff account yet: once one exists, asking for the page sends
 * to sign-in (staff join by invitation; the admin key still makes an admin through the API, for
 * recovery). Its form post is refused the same way by the page's action; the page reloaded just
 * after that post made the first account still shows its success.
 */
export function registerGate(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (!REGISTER_PATHS.has(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    countUsers(ctx.db).then((n) => {
      if (n === 0) return next();
      res.set("Cache-Control", "no-store").redirect(303, "/login");
    }, next);
  };
}
