/**
 * The worker claims due mail a batch at a time (one statement, a lease on every row) and records
 * the sends together: two workers passing at once never send a message twice; a slow send keeps
 * the lease on every row of its batch, so no other worker takes the rows still waiting behind
 * it; a row that cannot render is marked failed while the rest of its batch goes; and rows a
 * worker claimed but never began (it was stopped, or the mail server failed) are given back
 * untouched, for the next pass to take at once; sends the database could not record are recorded
 * first thing on the next pass, not sent again. LEASE_SECONDS is 2 here.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultBusinessSettings } from "~/shared/business-settings";
import { mailOutbox } from "../../server/db/schema";
import { enqueueMail, enqueueTemplated } from "../../server/mail/outbox";
import { leadAlert, templatedMail } from "../../server/mail/templates";
import { deliverDueMail, type DeliverableRow } from "../../server/mail/worker";
import { passWhileBusy } from "../helpers/outbox";
import { driver, startTestServer, type TestServer } from "../helpers/server";

const LEASE_SECONDS = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`mail claimed in batches (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer({ env: { LEASE_SECONDS: String(LEASE_SECONDS) } });
  });
  afterAll(async () => {
    await server?.cleanup();
  });
  beforeEach(async () => {
    await server.ctx.db.delete(mailOutbox);
  });

  const queue = async (count: number, tag: string) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(await enqueueMail(server.ctx.db, { kind: "lead_alert", to: `office-${tag}-${i}@mansfield.test`, subject: `${tag} ${i}`, text: "Body" }));
    }
    return ids;
  };
  const rows = (ids: string[]) => server.ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

  it("sends each message once when two workers pass at the same time", async () => {
    // More than one batch, so both workers come back for more while the other is sending.
    const ids = await queue(45, "pair");
    const sends: Array<{ worker: string; id: string }> = [];
    const sender = (worker: string) => async (row: DeliverableRow) => {
      sends.push({ worker, id: row.id });
      await sleep(2); // a send takes a moment: the other worker's claim comes in meanwhile
    };
    const [a, b] = await Promise.all([deliverDueMail(server.ctx, sender("a")), deliverDueMail(server.ctx, sender("b"))]);
    expect(a + b).toBe(ids.length);
    expect(sends.map((s) => s.id).sort()).toEqual([...ids].sort());
    for (const row of await rows(ids)) expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
  });

  it("holds every row of a slow batch: another worker takes none of those waiting behind the slow send", async () => {
    const ids = await queue(3, "slow");
    const sends: string[] = [];
    let slowSendBegun!: () => void;
    const begun = new Promise<void>((resolve) => (slowSendBegun = resolve));
    const slow = deliverDueMail(server.ctx, async (r) => {
      sends.push(`slow ${r.id}`);
      // The first send outlasts the lease the whole batch was claimed with.
      if (r.id === ids[0]) {
        slowSendBegun();
        await sleep(LEASE_SECONDS * 2500);
      }
    });
    // The other worker starts once the batch is claimed (had it claimed first, it would simply
    // have sent the rows itself).
    await begun;
    const passes = await passWhileBusy(server.ctx, slow, async (r) => void sends.push(`other ${r.id}`));
    expect(await slow).toBe(3);
    expect(passes).toBeGreaterThan(3);
    expect(sends).toEqual(ids.map((id) => `slow ${id}`));
    for (const row of await rows(ids)) expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
  });

  it("marks a row that cannot render failed and sends the rest of its batch", async () => {
    const before = await queue(1, "before");
    const broken = await enqueueTemplated(server.ctx.db, {
      ...templatedMail(leadAlert, { ...leadAlert.sample, message: 42 as unknown as string }, defaultBusinessSettings),
      to: "broken-batch@example.com",
    });
    const after = await queue(2, "after");
    const sent: string[] = [];
    expect(await deliverDueMail(server.ctx, async (r) => void sent.push(r.id))).toBe(3);
    expect(sent).toEqual([...before, ...after]);
    const [failed] = await rows([broken]);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lockedUntil: null });
    expect(failed!.lastError).toMatch(/^The lead-alert template could not be rendered/);
    for (const row of await rows([...before, ...after])) expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("gives back the rows of a batch it stopped before, untouched, for the next pass", async () => {
    const ids = await queue(4, "stop");
    let stopping = false;
    const first: string[] = [];
    const sent = await deliverDueMail(
      server.ctx,
      async (r) => {
        first.push(r.id);
        stopping = true; // shutting down after this message
      },
      {},
      () => stopping,
    );
    expect(sent).toBe(1);
    expect(first).toEqual([ids[0]]);
    const left = (await rows(ids)).filter((r) => r.id !== ids[0]);
    for (const row of left) expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    // Another worker takes them now, not a lease later.
    const next: string[] = [];
    expect(await deliverDueMail(server.ctx, async (r) => void next.push(r.id))).toBe(3);
    expect(next).toEqual(ids.slice(1));
  });

  it("ends the pass at a mail server failure and gives back the rest of the batch without counting an attempt", async () => {
    const ids = await queue(3, "down");
    const tried: string[] = [];
    const down = async (r: DeliverableRow) => {
      tried.push(r.id);
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNECTION", command: "CONN" });
    };
    expect(await deliverDueMail(server.ctx, down)).toBe(0);
    expect(tried).toEqual([ids[0]]);
    const [attempted] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    expect(attempted).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(attempted!.lastError).toMatch(/ECONNREFUSED/);
    for (const row of (await rows(ids)).filter((r) => r.id !== ids[0])) {
      expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, lastError: null });
    }
  });

  it("records sends whose mark could not be written on the next pass, without sending them again", async () => {
    const ids = await queue(3, "unrecorded");
    const sends: string[] = [];
    const send = async (r: DeliverableRow) => void sends.push(r.id);
    // The database goes away just as the first marks are written (the marks are the worker's
    // only raw statement: db.execute).
    const db = server.ctx.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const execute = db.execute;
    db.execute = async () => {
      throw new Error("Connection terminated unexpectedly");
    };
    try {
      await expect(deliverDueMail(server.ctx, send)).rejects.toThrow(/Connection terminated/);
    } finally {
      db.execute = execute;
    }
    // Accepted by the mail server but not recorded: still pending, and still held by this worker.
    const accepted = [...sends];
    expect(accepted.length).toBeGreaterThan(0);
    for (const row of await rows(accepted)) {
      expect(row.status).toBe("pending");
      expect(row.lockedUntil).not.toBeNull();
    }
    // The next pass records them before claiming anything, then sends the rest.
    await deliverDueMail(server.ctx, send);
    expect([...sends].sort()).toEqual([...ids].sort()); // each once
    for (const row of await rows(ids)) expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
  });
});
