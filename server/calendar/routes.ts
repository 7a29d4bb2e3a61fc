/**
 * The jobs calendar feed: its private address for the signed-in admin or technician (shown, or replaced by a
 * new one), and the feed itself, which calendar apps fetch without a session. A wrong, old or
 * malformed token, or one of a user who can no longer see the jobs, is a plain 404 that says
 * nothing about anyone.
 */
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { notFound } from "../http/errors";
import { getBusinessSettings } from "../office/settings";
import { audit } from "../office/audit";
import { feedOwner, feedUrl, feedVersion, jobsCalendar, renewFeed } from "./feed";

export function registerCalendarRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/calendar/feed", "field", async (req, res) => {
    const version = await feedVersion(ctx.db, req.user!.id);
    if (version === undefined) throw notFound();
    res.json({ url: feedUrl(ctx, req.user!.id, version) });
  });

  api.post("/calendar/feed/renew", "field", async (req, res) => {
    const now = ctx.clock.now();
    const version = await renewFeed(ctx.db, req.user!.id, now);
    await audit(ctx.db, req, { action: "calendar.renew", targetType: "user", targetId: req.user!.id }, now);
    res.json({ url: feedUrl(ctx, req.user!.id, version) });
  });

  api.get("/calendar/jobs.ics", { access: "public", summary: "The jobs calendar (iCalendar) of a signed feed address (`?token=`)" }, async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const owner = token ? await feedOwner(ctx, token) : undefined;
    if (!owner) throw notFound();
    const business = await getBusinessSettings(ctx.db);
    res
      .set({ "Content-Disposition": 'inline; filename="jobs.ics"', "X-Robots-Tag": "noindex" })
      .type("text/calendar; charset=utf-8")
      .send(await jobsCalendar(ctx, business.name, owner));
  });
}
