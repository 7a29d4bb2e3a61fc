/**
 * The in-process blog scheduler. A timer waits for the next scheduled post and publishes it on
 * its minute; it is re-armed whenever a post changes (this instance's writes, and other
 * instances' through the Redis page-change channel when REDIS_URL is set; on PostgreSQL
 * without Redis, by reading the next due time every NEXT_DUE_POLL_MS). Once at start and every
 * SCHEDULER_INTERVAL_MINUTES (fractions allowed) a full check publishes whatever is due and runs
 * due campaigns, the fallback should the timer miss anything. Publishing is one atomic
 * conditional UPDATE, so exactly once even with several processes on one PostgreSQL. A failure
 * is logged and never stops the loop; when the database was unreachable the next check comes
 * after 30 seconds instead of a whole interval, so due posts go out soon after it returns.
 */
import { DEFAULT_SCHEDULE_HOURS } from "@common/schemas/blog";
import { claimDueCampaign, dueCampaignIds, runClaimedCampaign } from "../blog/campaigns";
import { nextScheduledAt, publishDuePosts } from "../blog/posts";
import type { AppContext } from "../context";
import { isDatabaseUnavailable } from "../db/client";
import { onPagesChanged } from "../render-cache/invalidate";

/** The wait before checking again after the database could not be reached. */
export const SCHEDULER_OUTAGE_RETRY_MS = 30_000;
/** How often an instance on PostgreSQL without Redis reads the next due time others may have set. */
const NEXT_DUE_POLL_MS = 30_000;
/** setTimeout's longest delay (about 24.8 days); a post further off is re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
    rearm(); // campaigns may have scheduled posts; a failed on-time publish is retried from here
    const waitMs = result?.databaseUnavailable ? Math.min(intervalMs, SCHEDULER_OUTAGE_RETRY_MS) : intervalMs;
    state.nextCheck = new Date(ctx.clock.now().getTime() + waitMs);
    timer = setTimeout(() => void check(), waitMs);
    timer.unref?.();
  };
  timer = setTimeout(() => void check(), 0);
  timer.unref?.();

  // ---- the timer for the next due post
  let dueTimer: ReturnType<typeof setTimeout> | undefined;
  let arming = 0;
  let publishing: Promise<unknown> | undefined;
  const arm = async () => {
    const mine = (arming += 1);
    let next: Date | null;
    try {
      next = await nextScheduledAt(ctx.db);
    } catch (error) {
      // The interval check (and its outage retry) covers the time the database is away.
      ctx.logger.warn({ err: error }, "could not read the next scheduled post");
      return;
    }
    if (mine !== arming || abort.signal.aborted) return; // a newer arming is under way
    if (dueTimer) clearTimeout(dueTimer);
    dueTimer = undefined;
    if (!next) return;
    const waitMs = Math.min(MAX_TIMER_MS, Math.max(0, next.getTime() - ctx.clock.now().getTime()));
    dueTimer = setTimeout(() => void (publishing = publishDue()), waitMs);
    dueTimer.unref?.();
  };
  const publishDue = async () => {
    dueTimer = undefined;
    if (abort.signal.aborted) return;
    try {
      for (const p of await publishDuePosts(ctx.db, ctx.clock.now())) ctx.logger.info({ postId: p.id, slug: p.slug }, "scheduled blog post published");
    } catch (error) {
      // Not re-armed here (it would fire again at once): the interval check retries and re-arms.
      ctx.logger.warn({ err: error }, "publishing a scheduled post on time failed; the interval check retries");
      return;
    }
    await arm();
  };
  let armingNow: Promise<void> | undefined;
  const rearm = () => void (armingNow = arm());
  const unsubscribe = onPagesChanged(ctx.db, (topic) => {
    if (topic === "blog") rearm();
  });
  const poll = ctx.database.driver === "postgres" && !ctx.redis ? setInterval(rearm, NEXT_DUE_POLL_MS) : undefined;
  poll?.unref?.();
  rearm();
  ctx.logger.info({ intervalMinutes: ctx.config.schedulerIntervalMinutes }, "blog scheduler started");

  return {
    async stop() {
      abort.abort();
      unsubscribe();
      clearInterval(poll);
      if (timer) clearTimeout(timer);
      if (dueTimer) clearTimeout(dueTimer);
      await Promise.all([current, publishing, armingNow]);
      state.running = false;
      state.nextCheck = null;
    },
  };
}
