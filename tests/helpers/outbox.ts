/** A queued outbox row as the worker would send it: its stored parts, or its template rendered now. */
import { defaultBusinessSettings, type BusinessSettings } from "../../app/shared/business-settings";
import type { mailOutbox } from "../../server/db/schema";
import { renderQueued } from "../../server/mail/templates";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** `settings`: the business's facts the worker would render with (those stored at send time). */
export async function asSent(row: OutboxRow, settings: BusinessSettings = defaultBusinessSettings): Promise<OutboxRow & { text: string; html: string | null }> {
  if (row.text !== null) return { ...row, text: row.text };
  if (!row.props) throw new Error(`outbox row ${row.id} has neither parts nor props`);
  return { ...row, ...(await renderQueued(row.kind, row.props, settings)) };
}
