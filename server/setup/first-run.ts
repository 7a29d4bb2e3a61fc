/**
 * Setting up a new site in the browser. While no staff account exists, each start makes sure a
 * single-use setup token exists: its SHA-256 is kept in site_settings (every instance of a fleet
 * reads the same database), the token itself only in DATA_DIR/setup-address.txt and in the one
 * line `npm start` prints. It opens /setup until the first admin is made there; that admin then
 * finishes the remaining steps (mail, sample or empty pages) in the session setup signed in.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import { countUsers } from "../auth/users";
import { hashToken, randomToken, safeEqual } from "../auth/tokens";

const TOKEN_KEY = "setup_token";
/** The id of the admin the setup made, while their remaining steps are not done. */
const PENDING_KEY = "setup_pending";
const ADDRESS_FILE = "setup-address.txt";

const addressFile = (ctx: Pick<AppContext, "config">) => path.join(ctx.config.dataDir, ADDRESS_FILE);
export const setupAddress = (ctx: Pick<AppContext, "config">, token: string) => `${ctx.config.publicUrl}/setup?token=${token}`;

async function readSetting(db: Pick<Db, "select">, key: string): Promise<string | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row?.value ?? null;
}

async function writeSetting(db: Pick<Db, "insert">, key: string, value: string, description: string, now: Date) {
  await db
    .insert(siteSettings)
    .values({ key, value, description, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}

function removeAddressFile(ctx: Pick<AppContext, "config">) {
  fs.rmSync(addressFile(ctx), { force: true });
}

/** The token kept in DATA_DIR, when the file holds one. */
function tokenOnFile(ctx: Pick<AppContext, "config">): string | undefined {
  try {
    return /[?&]token=([A-Za-z0-9_-]+)/.exec(fs.readFileSync(addressFile(ctx), "utf8"))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * At start: the setup address while no staff account exists (the same one across restarts until
 * it is used), or null once one does (any leftover token is then dropped).
 */
export async function prepareSetupAddress(ctx: AppContext): Promise<string | null> {
  if ((await countUsers(ctx.db)) > 0) {
    await ctx.db.delete(siteSettings).where(eq(siteSettings.key, TOKEN_KEY));
    removeAddressFile(ctx);
    return null;
  }
  const stored = await readSetting(ctx.db, TOKEN_KEY);
  const kept = tokenOnFile(ctx);
  if (stored && kept && safeEqual(hashToken(kept), stored)) return setupAddress(ctx, kept);
  const token = randomToken();
  await writeSetting(ctx.db, TOKEN_KEY, hashToken(token), "The setup address's token (SHA-256) while no staff account exists", ctx.clock.now());
  const file = addressFile(ctx);
  fs.writeFileSync(file, `${setupAddress(ctx, token)}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return setupAddress(ctx, token);
}

/** Whether `token` opens the setup now: it is the stored one and no staff account exists yet. */
export async function setupTokenValid(db: Db, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const stored = await readSetting(db, TOKEN_KEY);
  if (!stored || !safeEqual(hashToken(token), stored)) return false;
  return (await countUsers(db)) === 0;
}

/**
 * Uses the token up inside the transaction that makes the first admin: true for exactly one of
 * two requests racing with the same token (the row is deleted by one of them).
 */
export async function consumeSetupToken(tx: Pick<Db, "delete">, token: string): Promise<boolean> {
  const deleted = await tx
    .delete(siteSettings)
    .where(and(eq(siteSettings.key, TOKEN_KEY), eq(siteSettings.value, hashToken(token))))
    .returning({ id: siteSettings.id });
  return deleted.length === 1;
}

/** After the commit that used the token: its copy in DATA_DIR goes too. */
export function forgetSetupAddress(ctx: Pick<AppContext, "config">) {
  removeAddressFile(ctx);
}

export async function markSetupPending(tx: Pick<Db, "insert">, userId: string, now: Date) {
  await writeSetting(tx, PENDING_KEY, userId, "The admin the setup made, until its last steps are done", now);
}

/** Whether `userId` is the admin the setup made and still has steps to finish. */
export async function setupPendingFor(db: Pick<Db, "select">, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  return (await readSetting(db, PENDING_KEY)) === userId;
}

export async function finishSetup(db: Pick<Db, "delete">) {
  await db.delete(siteSettings).where(eq(siteSettings.key, PENDING_KEY));
}
