/**
 * The outbox's claim on a message (LEASE_SECONDS, here 2 s): a send slower than the lease is
 * renewed, so another worker passing meanwhile never sends it too; a claim left by a worker that
 * died is taken over once its lease has run out, and the message goes out once; a worker whose
 * claim was taken over mid-send leaves the row to the one that took it (server/db/lease.ts, the
 * same for the webhook worker).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { queueMail } from "../../server/mail/outbox";
import { deliverDueMail } from "../../server/mail/worker";
import { passWhileBusy } from "../helpers/outbox";
import { driver, startTestServer, type TestServer } from "../helpers/server";

const LEASE_SECONDS = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`mail leases (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer({ env: { LEASE_SECONDS: String(LEASE_SECONDS) } });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  const queue = (subject: string) => queueMail(server.ctx.db, { kind: "lead_alert", to: "office@mansfield.test", subject, text: "Body" });
  const row = async (id: string) => (await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it("keeps a slow live send its own: another worker passing meanwhile does not send it", async () => {
    const id = await queue("Slow send");
    const sends: string[] = [];
    const slow = deliverDueMail(server.ctx, async (r) => {
      sends.push(`slow ${r.id}`);
      await sleep(LEASE_SECONDS * 1500); // past the lease it claimed with: only renewing keeps it
    });
    // A second worker (another instance) looks every 200 ms while the slow send lasts.
    const passes = await passWhileBusy(server.ctx, slow, async (r) => void sends.push(`other ${r.id}`));
    expect(await slow).toBe(1);
    expect(passes).toBeGreaterThan(3);
    expect(sends).toEqual([`slow ${id}`]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
  });

  it("sends a message claimed by a worker that died once the lease has run out, once", async () => {
    const id = await queue("Claimed by the dead");
    // A worker claimed it and died before sending; its claim has a second left. (How long a
    // lease lasts is the worker's own business; this is about what happens when it runs out.)
    await server.ctx.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() + 1000) }).where(eq(mailOutbox.id, id));
    const sends: string[] = [];
    const send = async (r: { id: string }) => void sends.push(r.id);
    expect(await deliverDueMail(server.ctx, send)).toBe(0);
    expect(sends).toEqual([]);
    // Another worker passing every 100 ms takes it over once the claim has run out.
    await expect.poll(() => deliverDueMail(server.ctx, send), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await deliverDueMail(server.ctx, send)).toBe(0);
    expect(sends).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("leaves a message taken over mid-send to the worker that took it, which then sends it", async () => {
    const sent = await queue("Taken over, sent");
    const failed = await queue("Taken over, failed");
    // Another instance claims each row while this one is still sending it, as it would once this
    // instance had been stopped for longer than the lease.
    const takeOver = async (id: string) => {
      const until = new Date(Date.now() + 60_000);
      await server.ctx.db.update(mailOutbox).set({ lockedUntil: until }).where(eq(mailOutbox.id, id));
      return until;
    };
    const theirs = new Map<string, Date>();
    const marked = await deliverDueMail(server.ctx, async (r) => {
      theirs.set(r.id, await takeOver(r.id));
      if (r.id === failed) throw Object.assign(new Error("Mailbox unavailable"), { responseCode: 550, command: "RCPT TO" });
    });
    expect(marked).toBe(0);
    for (const id of [sent, failed]) {
      expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, lastError: null, lockedUntil: theirs.get(id) });
    }
    // The other instance died too: once its lease is gone, the messages go out (never lost).
    await server.ctx.db.update(mailOutbox).set({ lockedUntil: null }).where(eq(mailOutbox.id, sent));
    await server.ctx.db.update(mailOutbox).set({ lockedUntil: null }).where(eq(mailOutbox.id, failed));
    const sends: string[] = [];
    expect(await deliverDueMail(server.ctx, async (r) => void sends.push(r.id))).toBe(2);
    expect(sends.sort()).toEqual([sent, failed].sort());
    expect(await row(sent)).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
  });
});
