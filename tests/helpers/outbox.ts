/** A queued outbox row as the worker would send it: its stored parts, or its template rendered now. */
import { defaultBusinessSettings, type BusinessSettings } from "@common/business-settings";
import type { mailOutbox } from "../../server/db/schema";
import { renderQueued } from "../../server/mail/templates";
import { deliverDueMail, type DeliverableRow } from "../../server/mail/worker";
import type { AppContext } from "../../server/context";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** `settings`: the business's facts the worker would render with (those stored at send time). */
export async function asSent(row: OutboxRow, settings: BusinessSettings = defaultBusinessSettings): Promise<OutboxRow & { text: string; html: string | null }> {
  if (row.text !== null) return { ...row, text: row.text };
  if (!row.props) throw new Error(`outbox row ${row.id} has neither parts nor props`);
  return { ...row, ...(await renderQueued(row.kind, row.props, settings)) };
}

/**
 * Another instance's worker: a pass every 200 ms for as long as `busy` (a slow send elsewhere)
 * lasts, each send recorded by `send`. Returns how many passes it made, so a test can tell it
 * really looked while the slow send held its rows.
 */
export async function passWhileBusy(ctx: AppContext, busy: Promise<unknown>, send: (row: DeliverableRow) => Promise<void>): Promise<number> {
  let finished = false;
  void busy.then(() => (finished = true));
  let passes = 0;
  while (!finished) {
    await deliverDueMail(ctx, send);
    passes += 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return passes;
}
