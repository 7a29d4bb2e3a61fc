/**
 * The worker claims, sends and marks due mail one row at a time: two workers passing at once
 * never send a message twice; a row that cannot render is marked failed while the rest go; and
 * a worker that stops (shutting down, or the mail server failing) leaves the rows it had not
 * reached untouched, for the next pass to take at once. LEASE_SECONDS is 2 here.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultBusinessSettings } from "@common/business-settings";
import { mailOutbox } from "../../server/db/schema";
import { queueMail } from "../../server/mail/outbox";
import { leadAlert, templatedMail } from "../../server/mail/templates";
import { deliverDueMail, type DeliverableRow } from "../../server/mail/worker";
import { driver, startTestServer, type TestServer } from "../helpers/server";

const LEASE_SECONDS = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`mail claimed one row at a time (${driver})`, () => {
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
      ids.push(await queueMail(server.ctx.db, { kind: "lead_alert", to: `office-${tag}-${i}@mansfield.test`, subject: `${tag} ${i}`, text: "Body" }));
    }
    return ids;
  };
  const rows = (ids: string[]) => server.ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

  it("sends each message once when two workers pass at the same time", async () => {
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

  it("marks a row that cannot render failed and sends the rest", async () => {
    const before = await queue(1, "before");
    const broken = await queueMail(server.ctx.db, {
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

  it("leaves the rows it stopped before untouched, for the next pass", async () => {
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

  it("ends the pass at a mail server failure, leaving the rest without an attempt counted", async () => {
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
});
