/**
 * POST /api/ops/backup: `npm run backup` on the machine of a running site on the embedded
 * database. Only this process may read that database while it runs, so the backup is made here.
 * Asked from this machine only (the socket's own address, never a forwarded one) with the admin
 * key as a Bearer token; the archive goes where the command was asked to write it (an absolute
 * path on this machine), or to DATA_DIR/backups.
 */
import path from "node:path";
import type { AppContext } from "../context";
import type { ApiRouter } from "../http/api-router";
import { forbidden, notFound } from "../http/errors";
import { safeEqual } from "../auth/tokens";
import { parseBody } from "../http/validate";
import { backupName, createBackup } from "./backup";
import { z } from "zod";

const loopback = (address: string | undefined) => !!address && /^(127\.|::1$|::ffff:127\.)/.test(address);

const backupBodySchema = z.object({ file: z.string().refine((f) => path.isAbsolute(f), "must be an absolute path").optional() });

export function registerOpsRoutes(api: ApiRouter, ctx: AppContext): void {
  api.post("/ops/backup", { access: "public", summary: "Write a backup (operator only: from this machine, with the admin key as bearer)", body: backupBodySchema }, async (req, res) => {
    // Not there at all for anyone else: nothing to probe from outside.
    if (!loopback(req.socket.remoteAddress)) throw notFound();
    const token = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!safeEqual(token, ctx.config.adminKey)) throw forbidden("The admin key is required");
    const now = ctx.clock.now();
    const { file: asked } = parseBody(backupBodySchema, req);
    const file = asked ?? path.join(ctx.config.dataDir, "backups", backupName(now));
    const record = await createBackup(ctx.config, ctx.database, file, now);
    ctx.logger.info(record, "backup written");
    res.status(201).json(record);
  });
}
