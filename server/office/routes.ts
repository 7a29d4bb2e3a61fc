/**
 * The owner's office API (admin only): business settings, the overview and the audit log. Every
 * change is audited.
 */
import { auditQuerySchema, businessSettingsSchema, overviewQuerySchema } from "@common/schemas/settings";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { parseBody, parseQuery } from "../http/validate";
import { pagesChanged } from "../render-cache/invalidate";
import { audit, changes, listAudit } from "./audit";
import { overview } from "./overview";
import { getBusinessSettings, saveBusinessSettings } from "./settings";

export function registerOfficeRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/admin/settings", "admin", async (_req, res) => {
    res.json(await getBusinessSettings(ctx.db));
  });

  api.put("/admin/settings", "admin", async (req, res) => {
    const settings = parseBody(businessSettingsSchema, req);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const before = await getBusinessSettings(tx);
      await saveBusinessSettings(tx, settings, now);
      const details = changes(before as unknown as Record<string, unknown>, settings as unknown as Record<string, unknown>);
      await audit(tx, req, { action: "settings.update", targetType: "settings", targetId: "business", details }, now);
    });
    // Every page shows these facts (footer, structured data, contact block).
    pagesChanged(ctx.db, "settings");
    res.json(settings);
  });

  api.get("/admin/overview", "admin", async (req, res) => {
    const { days } = parseQuery(overviewQuerySchema, req);
    res.json(await overview(ctx.db, Number(days), ctx.clock.now()));
  });

  api.get("/admin/audit", "admin", async (req, res) => {
    const q = parseQuery(auditQuerySchema, req);
    res.json(await listAudit(ctx.db, { limit: q.limit, before: q.before ? new Date(q.before) : undefined }));
  });
}
