/**
 * /api/admin/setup: the setup checks (admin), running the live tests and dismissing a red check;
 * /api/setup/banner: the red checks not dismissed, for the banner across the back office (staff).
 */
import { z } from "zod";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { parseBody } from "../http/validate";
import { audit } from "../office/audit";
import { quickChecks, untestedLiveChecks, type LiveTests, type SetupCheck } from "./checks";
import { runLiveTests } from "./live-tests";
import { RECORD, readRecord, writeRecord } from "./records";
import type { Request } from "express";

export interface SetupReport {
  checks: SetupCheck[];
  /** When the live tests last ran, and for whom; null before the first run. */
  liveTested: { at: string; byEmail: string } | null;
  /** Ids of red checks an admin dismissed (hidden from the banner until they change). */
  dismissed: string[];
}

/** A dismissal holds for the problem as it was: the same check failing with the same fix. */
const fingerprint = (check: SetupCheck) => `${check.id}\n${check.fix}`;
type Dismissed = Record<string, string>;

async function report(ctx: AppContext, req: Request): Promise<SetupReport> {
  const [quick, live, dismissed] = await Promise.all([
    quickChecks(ctx, req),
    readRecord<LiveTests>(ctx.db, RECORD.liveTests),
    readRecord<Dismissed>(ctx.db, RECORD.dismissed),
  ]);
  const checks = [...quick, ...(live?.checks ?? untestedLiveChecks(ctx))];
  return {
    checks,
    liveTested: live ? { at: live.at, byEmail: live.byEmail } : null,
    dismissed: checks.filter((c) => c.verdict === "fail" && dismissed?.[c.id] === fingerprint(c)).map((c) => c.id),
  };
}

/** Checks another banner of the back office already shows at all times. */
const SHOWN_ELSEWHERE = new Set(["alert-recipients"]);

/** What the back office's banners say, as of this request. */
export interface BackOfficeBanners {
  /** The red checks no admin dismissed: the setup banner (admins only; empty for editors). */
  setup: SetupCheck[];
  /** No active recipient: the alerts banner, which no dismissal hides. */
  nobodyAlerted: boolean;
}

export async function backOfficeBanners(ctx: AppContext, req: Request): Promise<BackOfficeBanners> {
  const { checks, dismissed } = await report(ctx, req);
  return {
    // The checks are the operator's: an editor can fix none of them, so is told none.
    setup: req.user?.role !== "admin" ? [] : checks.filter((c) => c.verdict === "fail" && !dismissed.includes(c.id) && !SHOWN_ELSEWHERE.has(c.id)),
    nobodyAlerted: checks.some((c) => c.id === "alert-recipients" && c.verdict === "fail"),
  };
}

export function registerSetupRoutes(api: ApiRouter, ctx: AppContext): void {
  api.get("/admin/setup", "admin", async (req, res) => {
    res.json(await report(ctx, req));
  });

  api.post("/admin/setup/run", "admin", async (req, res) => {
    const checks = await runLiveTests(ctx, req.user!.email);
    const now = ctx.clock.now();
    await writeRecord(ctx.db, RECORD.liveTests, { at: now.toISOString(), byEmail: req.user!.email, checks } satisfies LiveTests, now);
    res.json(await report(ctx, req));
  });

  api.post("/admin/setup/dismiss", "admin", async (req, res) => {
    const { id } = parseBody(z.object({ id: z.string().min(1).max(40) }), req);
    const current = await report(ctx, req);
    const check = current.checks.find((c) => c.id === id && c.verdict === "fail");
    if (check) {
      const now = ctx.clock.now();
      const dismissed = (await readRecord<Dismissed>(ctx.db, RECORD.dismissed)) ?? {};
      await ctx.db.transaction(async (tx) => {
        await writeRecord(tx, RECORD.dismissed, { ...dismissed, [id]: fingerprint(check) }, now);
        await audit(tx, req, { action: "setup.dismiss", targetType: "setup_check", targetId: id }, now);
      });
    }
    res.json(await report(ctx, req));
  });

  api.get("/setup/banner", "account", async (req, res) => {
    res.json((await backOfficeBanners(ctx, req)).setup);
  });
}
