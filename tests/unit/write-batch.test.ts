/**
 * The group commit under the lead insert: alone when idle, together while busy, answers in the
 * callers' order, one bad item costs no other its write, and an outage is not retried.
 */
import { describe, expect, it } from "vitest";
import { writeBatcher } from "../../server/db/write-batch";

class Outage extends Error {}

/** A write that holds each statement until the test releases it, recording every batch. */
function heldWrites(fail: (items: number[]) => Error | undefined = () => undefined) {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const write = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        const error = fail(items);
        if (error) reject(error);
        else resolve(items.map((n) => `stored ${n}`));
      });
    });
  };
  /** Lets the oldest statement finish, and waits until the batcher has acted on it. */
  const release = async () => {
    pending.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, pending, write, release };
}

describe("writeBatcher", () => {
  it("writes an item alone and at once when nothing is running", async () => {
    const held = heldWrites();
    const store = writeBatcher({ concurrency: 2, maxBatch: 8, write: held.write, retryAlone: () => true });
    const answer = store(1);
    expect(held.batches).toEqual([[1]]);
    await held.release();
    await expect(answer).resolves.toBe("stored 1");
  });

  it("groups what arrives while statements run, in order, up to the batch size", async () => {
    const held = heldWrites();
    const store = writeBatcher({ concurrency: 2, maxBatch: 3, write: held.write, retryAlone: () => true });
    const answers = Array.from({ length: 7 }, (_, i) => store(i));
    // Two run at once; the other five wait.
    expect(held.batches).toEqual([[0], [1]]);
    await held.release();
    expect(held.batches).toEqual([[0], [1], [2, 3, 4]]);
    await held.release();
    expect(held.batches).toEqual([[0], [1], [2, 3, 4], [5, 6]]);
    while (held.pending.length > 0) await held.release();
    expect(await Promise.all(answers)).toEqual(answers.map((_, i) => `stored ${i}`));
  });

  it("tries a failed batch again item by item, so only the bad item fails", async () => {
    const held = heldWrites((items) => (items.includes(3) ? new Error("bad item 3") : undefined));
    const store = writeBatcher({ concurrency: 1, maxBatch: 8, write: held.write, retryAlone: () => true });
    // Settled as they come, so a rejection is handled when it happens.
    const settling = Promise.allSettled([1, 2, 3, 4].map((n) => store(n)));
    await held.release(); // [1]
    await held.release(); // [2, 3, 4] fails
    for (let i = 0; i < 3; i++) await held.release(); // [2], [3], [4]
    const settled = await settling;
    expect(held.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : (s.reason as Error).message))).toEqual([
      "stored 1",
      "stored 2",
      "bad item 3",
      "stored 4",
    ]);
  });

  it("fails every item of a batch that met an outage, without trying any again", async () => {
    let down = false;
    const held = heldWrites(() => (down ? new Outage("database unavailable") : undefined));
    const store = writeBatcher({ concurrency: 1, maxBatch: 8, write: held.write, retryAlone: (e) => !(e instanceof Outage) });
    const first = store(1);
    const rest = Promise.allSettled([2, 3, 4].map((n) => store(n)));
    await held.release();
    await expect(first).resolves.toBe("stored 1");
    down = true;
    await held.release();
    const settled = await rest;
    expect(settled.every((s) => s.status === "rejected" && s.reason instanceof Outage)).toBe(true);
    expect(held.batches).toEqual([[1], [2, 3, 4]]);
    // And the next item goes on as soon as the database is back.
    down = false;
    const after = store(5);
    await held.release();
    await expect(after).resolves.toBe("stored 5");
  });

  it("refuses a write that answers for fewer items than it was given", async () => {
    const store = writeBatcher<number, string>({
      concurrency: 1,
      maxBatch: 8,
      write: async (items) => (items.length > 1 ? ["one answer"] : [`alone ${items[0]}`]),
      retryAlone: () => true,
    });
    // The second and third arrive while the first runs, go together, get one answer: retried alone.
    const answers = await Promise.all([store(1), store(2), store(3)]);
    expect(answers).toEqual(["alone 1", "alone 2", "alone 3"]);
  });
});
