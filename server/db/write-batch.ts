/**
 * Group commit for one kind of small write that many requests make at once (a lead from the
 * public forms). Each caller waits for its own item to be stored, as with a statement of its own;
 * while `concurrency` statements are already running, the items that arrive meanwhile wait and go
 * together in the next one. On a quiet server every item is written alone and at once; under a
 * burst a statement carries several, so the database commits, and the server sends and parses,
 * once per batch instead of once per item.
 *
 * A batch that fails is tried again item by item, so one bad item costs no other its write. An
 * outage is not retried: every item of the batch gets its error, as it would have without batching
 * (and after a connection lost mid-commit, trying again could store an item twice).
 */
export interface WriteBatchOptions<T, R> {
  /** Statements of this kind running at once; the pool keeps its other connections for the rest. */
  concurrency: number;
  /** Items in one statement at most. */
  maxBatch: number;
  /** Stores the items in one statement; the results in the items' order. */
  write(items: T[]): Promise<R[]>;
  /** False for an error that every item would meet again (the database away): no retries. */
  retryAlone(error: unknown): boolean;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export function writeBatcher<T, R>(options: WriteBatchOptions<T, R>): (item: T) => Promise<R> {
  const { concurrency, maxBatch, write, retryAlone } = options;
  if (concurrency < 1 || maxBatch < 1) throw new RangeError("writeBatcher needs a concurrency and a batch size of at least 1");
  const queue: Waiting<T, R>[] = [];
  let running = 0;

  async function run(batch: Waiting<T, R>[]) {
    try {
      const results = await write(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} writes answered ${results.length} results`);
      batch.forEach((entry, i) => entry.resolve(results[i] as R));
    } catch (error) {
      if (batch.length === 1 || !retryAlone(error)) for (const entry of batch) entry.reject(error);
      // Alone, a failure is that item's own.
      else for (const entry of batch) await run([entry]);
    }
  }

  function pump() {
    while (running < concurrency && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      running += 1;
      void run(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
