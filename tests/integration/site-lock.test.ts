/**
 * The site lock a running instance holds on PostgreSQL (so a restore refuses to replace the
 * database under it) outlives its connection: killed by the server, the connection is let go
 * once and the lock taken again on a new one; closing the database gives it back for good.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, SITE_LOCK, type Database } from "../../server/db/client";
import { createPostgresDatabase, driver } from "../helpers/server";

describe.runIf(driver === "postgres")("the site lock on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let watcher: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
  });
  afterAll(async () => {
    await watcher.end();
    await database.drop();
  });

  /** The backends holding the site lock now. */
  const holders = async (): Promise<number[]> =>
    (
      await watcher.query<{ pid: number }>(
        "select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted and database = (select oid from pg_database where datname = current_database())",
        [SITE_LOCK],
      )
    ).rows.map((r) => r.pid);

  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 100));
  };

  it("is taken again after its connection is killed, and given back on close", async () => {
    const site: Database = await openDatabase({ databaseUrl: database.url, holdSiteLock: true });
    await until(async () => (await holders()).length === 1);
    const [first] = await holders();

    await watcher.query("select pg_terminate_backend($1)", [first]);
    await until(async () => {
      const now = await holders();
      return now.length === 1 && now[0] !== first;
    });
    const [second] = await holders();

    // Killed again: the second connection is let go the same way, once.
    await watcher.query("select pg_terminate_backend($1)", [second]);
    await until(async () => {
      const now = await holders();
      return now.length === 1 && now[0] !== second;
    });

    // Closed while the database kills it too (a drop with force as the site stops): no second give-back.
    const [last] = await holders();
    await Promise.all([site.close(), watcher.query("select pg_terminate_backend($1)", [last])]);
    await until(async () => (await holders()).length === 0);
    expect(await holders()).toEqual([]);
  }, 30_000);
});
