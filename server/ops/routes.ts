/**
 * POST /api/ops/backup: `npm run backup` on the machine of a running site on the embedded
 * database. Only this process may read that database while it runs, so the backup is made here.
 * Asked from this machine only (the socket's own address, never a forwarded one) with the admin
 * key as a Bearer token. The archive is written into DATA_DIR/backups only, under a plain file
 * name: behind a reverse proxy on the same machine every request comes from loopback, so the
 * route must not be a way to write files elsewhere. The command moves it where it was asked.
 */
import path from "node:path";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { forbidden, notFound } from "../http/errors";
import { safeEqual } from "../auth/tokens";
import { parseBody } from "../http/validate";
import { backupName, backupsFolder, createBackup } from "./backup";
import { z } from "zod";

const loopback = (address: string | undefined) => !!address && /^(127\.|::1$|::ffff:127\.)/.test(address);

/** A file name only: letters, digits, dots, dashes and underscores, ending .tar.gz. */
const backupBodySchema = z.strictObject({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tar\.gz$/, "must be a plain file name ending .tar.gz")
    .optional(),
});

export function registerOpsRoutes(api: ApiRouter, ctx: AppContext): void {
  api.post("/ops/backup", { access: "public", operator: true, body: backupBodySchema }, async (req, res) => {
    // Not there at all for anyone else: nothing to probe from outside.
    if (!loopback(req.socket.remoteAddress)) throw notFound();
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!safeEqual(token, ctx.config.adminKey)) throw forbidden("The admin key is required");
    const now = ctx.clock.now();
    const { name } = parseBody(backupBodySchema, req);
    const file = path.join(backupsFolder(ctx.config), name ?? backupName(now));
    const record = await createBackup(ctx.config, ctx.database, file, now);
    ctx.logger.info(record, "backup written");
    res.status(201).json(record);
  });
}
