/**
 * The embedded database runs with a small site's memory settings (PGlite's `postgresqlconf`), on
 * a new data folder and on reopening it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { driver } from "../helpers/server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-mem-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function setting(name: string): Promise<unknown> {
  const database = await openDatabase({ dataDir: dir });
  try {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Array<Record<string, unknown>> };
    return result.rows[0]![name];
  } finally {
    await database.close();
  }
}

describe.skipIf(driver === "postgres")("the embedded database's memory", () => {
  it("uses 16 MB of shared buffers on a new folder and when opened again, with the data kept", async () => {
    expect(await setting("shared_buffers")).toBe("16MB");
    const again = await openDatabase({ dataDir: dir });
    await again.db.execute(sql`create table kept (n int)`);
    await again.db.execute(sql`insert into kept values (7)`);
    await again.close();
    expect(await setting("work_mem")).toBe("2MB");
    const last = await openDatabase({ dataDir: dir });
    const rows = (await last.db.execute(sql`select n from kept`)) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows).toEqual([{ n: 7 }]);
    await last.close();
  }, 120_000);
});
