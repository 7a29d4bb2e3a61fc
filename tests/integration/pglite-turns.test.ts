/**
 * The embedded database runs its statements on the server's own thread: a queue of them must not
 * hold the event loop until the last one is done, or every other request (a cached page, a health
 * check) waits behind a flood of form posts.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { driver } from "../helpers/server";

describe.runIf(driver === "pglite")("embedded database statements take turns with the event loop", () => {
  it("lets a timer run while 100 queued statements are still going", async () => {
    const database = await openDatabase({});
    try {
      let finished = 0;
      let finishedWhenTimerRan: number | undefined;
      // Each statement keeps the thread about 2 ms, so the queue lasts some 200 ms.
      const queue = Array.from({ length: 100 }, () => database.db.execute(sql`select pg_sleep(0.002)`).then(() => (finished += 1)));
      setTimeout(() => (finishedWhenTimerRan = finished), 0);
      await Promise.all(queue);
      expect(finished).toBe(100);
      // Run back to back, all 100 finished before the timer's turn came; now the loop turns
      // after a few milliseconds of statements.
      expect(finishedWhenTimerRan).toBeLessThan(10);
    } finally {
      await database.close();
    }
  });
});
