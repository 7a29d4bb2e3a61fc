/**
 * What the setup checks remember between requests and instances, as site_settings rows: the
 * last run of the live tests (a test mail, an AI call, an error event), the admins' dismissals
 * and the last backup (written by `npm run backup`).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";

export const RECORD = {
  liveTests: "setup_live_tests",
  dismissed: "setup_dismissed",
  lastBackup: "last_backup",
} as const;

export async function readRecord<T>(db: Pick<Db, "select">, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  if (!row?.value) return undefined;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return undefined;
  }
}

export async function writeRecord(db: Pick<Db, "insert">, key: string, value: unknown, now: Date): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insert(siteSettings)
    .values({ key, value: text, description: "Kept by the setup checks", updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: text, updatedAt: now } });
}

export interface BackupRecord {
  at: string;
  file: string;
  bytes: number;
}
