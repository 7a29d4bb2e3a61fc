/**
 * The in-process blog scheduler: once at start and every SCHEDULER_INTERVAL_MINUTES (fractions
 * allowed) it publishes due scheduled posts (one atomic conditional UPDATE, so exactly once even
 * with several processes on one PostgreSQL) and then runs due campaigns. A failure is logged
 * and never stops the loop; when the database was unreachable the next check comes after
 * 30 seconds instead of a whole interval, so due posts go out soon after it returns.
 */
import { DEFAULT_SCHEDULE_HOURS } from "~/shared/schemas/blog";
import { claimDueCampaign, dueCampaignIds, runClaimedCampaign } from "../blog/campaigns";
import { publishDuePosts } from "../blog/posts";
import type { AppContext } from "../context";
import { isDatabaseUnavailable } from "../db/client";

/** The wait before checking again after the database could not be reached. */
export const SCHEDULER_OUTAGE_RETRY_MS = 30_000;

interface SchedulerState {
  running: boolean;
  nextCheck: Date | null;
  lastCheck: Date | null;
}

const states = new WeakMap<AppContext, SchedulerState>();

export interface SchedulerStatus {
  running: boolean;
  nextCheck: string | null;
  lastCheck: string | null;
  config: { checkIntervalMinutes: number; defaultScheduleHours: number };
}

/** GET /api/blog/scheduler/status. */
export function schedulerStatus(ctx: AppContext): SchedulerStatus {
  const state = states.get(ctx);
  return {
    running: state?.running ?? false,
    nextCheck: state?.nextCheck?.toISOString() ?? null,
    lastCheck: state?.lastCheck?.toISOString() ?? null,
    config: { checkIntervalMinutes: ctx.config.schedulerIntervalMinutes, defaultScheduleHours: DEFAULT_SCHEDULE_HOURS },
  };
}

export interface CheckResult {
  published: Array<{ id: string; slug: string; title: string }>;
  campaignsRun: number;
  campaignsFailed: number;
  /** The database could not be reached during this check. */
  databaseUnavailable: boolean;
}

/** One check: publish what is due, then run due campaigns one after another. */
export async function runSchedulerCheck(ctx: AppContext, signal?: AbortSignal): Promise<CheckResult> {
  const result: CheckResult = { published: [], campaignsRun: 0, campaignsFailed: 0, databaseUnavailable: false };
  const failed = (error: unknown, what: string) => {
    if (isDatabaseUnavailable(error)) {
      result.databaseUnavailable = true;
      ctx.logger.warn(`${what}: database unavailable; checking again in ${SCHEDULER_OUTAGE_RETRY_MS / 1000} s`);
    } else ctx.logger.error({ err: error }, what);
  };
  try {
    result.published = await publishDuePosts(ctx.db, ctx.clock.now());
    for (const p of result.published) ctx.logger.info({ postId: p.id, slug: p.slug }, "scheduled blog post published");
  } catch (error) {
    failed(error, "publishing scheduled posts failed");
  }
  if (signal?.aborted || result.databaseUnavailable) return result;
  let due: string[] = [];
  try {
    due = await dueCampaignIds(ctx.db, ctx.clock.now());
  } catch (error) {
    failed(error, "looking for due campaigns failed");
  }
  for (const id of due) {
    if (signal?.aborted) break;
    let campaign: Awaited<ReturnType<typeof claimDueCampaign>>;
    try {
      campaign = await claimDueCampaign(ctx, id, ctx.clock.now());
    } catch (error) {
      failed(error, "claiming a due campaign failed");
      break;
    }
    if (!campaign) continue; // another instance runs it
    try {
      const { post } = await runClaimedCampaign(ctx, campaign, { signal });
      result.campaignsRun += 1;
      ctx.logger.info({ campaignId: campaign.id, postId: post.id }, "blog campaign generated a scheduled post");
    } catch {
      result.campaignsFailed += 1; // logged and recorded on the campaign by runClaimedCampaign
    }
  }
  return result;
}

export function startScheduler(ctx: AppContext): { stop(): Promise<void> } {
  const intervalMs = Math.max(1000, Math.round(ctx.config.schedulerIntervalMinutes * 60_000));
  const state: SchedulerState = { running: true, nextCheck: ctx.clock.now(), lastCheck: null };
  states.set(ctx, state);
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<unknown> | undefined;

  const check = async () => {
    timer = undefined;
    if (abort.signal.aborted) return;
    state.lastCheck = ctx.clock.now();
    const running = runSchedulerCheck(ctx, abort.signal).catch((error: unknown) => {
      ctx.logger.error({ err: error }, "scheduler check failed");
      return undefined;
    });
    current = running;
    const result = await running;
    current = undefined;
    if (abort.signal.aborted) return;
    const waitMs = result?.databaseUnavailable ? Math.min(intervalMs, SCHEDULER_OUTAGE_RETRY_MS) : intervalMs;
    state.nextCheck = new Date(ctx.clock.now().getTime() + waitMs);
    timer = setTimeout(() => void check(), waitMs);
    timer.unref?.();
  };
  timer = setTimeout(() => void check(), 0);
  timer.unref?.();
  ctx.logger.info({ intervalMinutes: ctx.config.schedulerIntervalMinutes }, "blog scheduler started");

  return {
    async stop() {
      abort.abort();
      if (timer) clearTimeout(timer);
      await current;
      state.running = false;
      state.nextCheck = null;
    },
  };
}
