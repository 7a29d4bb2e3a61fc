/**
 * Mail gives way to visitors: while BUSY_REQUESTS or more requests are being served, the mail
 * worker waits before sending, and goes on as soon as the rush is over, or once it has waited
 * busyWaitMs in all, busy or not. The lead itself is stored and answered 201 at once, rush or not.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notificationEmails } from "../../server/db/schema";
import { BUSY_REQUESTS, giveWayToVisitors } from "../../server/mail/worker";
import { driver, freePort, startTestServer, type TestServer } from "../helpers/server";
import { startSmtp, waitFor } from "../helpers/smtp";

const lead = (lastName: string) => ({
  firstName: "Rush",
  lastName,
  email: `${lastName.toLowerCase()}@example.com`,
  phone: "802-555-0177",
  serviceType: "Heat Pumps",
  message: "Sent during a rush.",
});

/** Whether `promise` has settled once the event loop has had a few turns. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  return settled;
}

describe(`mail gives way to visitors (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startTestServer({ background: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  /**
   * Requests in flight for as long as the test wants: each sends its headers and half its body,
   * so the server has taken it in and waits for the rest.
   */
  async function holdRequests(count: number) {
    const { port } = new URL(server.url);
    const sockets = await Promise.all(
      Array.from({ length: count }, () => new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1", () => {
          socket.write(`POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\nOrigin: ${server.url}\r\n\r\n{"first`);
          resolve(socket);
        });
        socket.on("error", reject);
      })),
    );
    await waitFor(() => server.ctx.state.requestsInFlight >= count);
    return { release: () => sockets.forEach((s) => s.destroy()) };
  }

  it("stores and answers a lead during a rush, sends its alert once the rush is over", async () => {
    const held = await holdRequests(BUSY_REQUESTS);
    const alert = () => server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "office@example.com"));
    try {
      const res = await server.request("/api/leads", { method: "POST", json: lead("Alpha") });
      expect(res.status).toBe(201);
      expect(await alert()).toEqual([expect.objectContaining({ status: "pending", subject: expect.stringContaining("Rush Alpha") })]);
      // The worker was woken by the lead and is waiting: nothing goes while the rush lasts.
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received).toHaveLength(0);
      expect((await alert())[0]!.status).toBe("pending");
    } finally {
      held.release();
    }
    await waitFor(() => server.ctx.state.requestsInFlight === 0);
    // The alert to the office and the homeowner's confirmation, each once.
    const both = () => server.ctx.db.select().from(mailOutbox);
    await waitFor(async () => (await both()).every((m) => m.status === "sent"), 8_000);
    expect((await both()).map((m) => [m.to, m.attempts]).sort()).toEqual([["alpha@example.com", 1], ["office@example.com", 1]]);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["alpha@example.com", "office@example.com"]);
  });

  it("sends anyway once it has waited its time, and waits no more until the pass ends", async () => {
    const { ctx } = server;
    let stopped = false;
    const giveWay = giveWayToVisitors(ctx, 300, () => stopped);
    const before = ctx.state.requestsInFlight;
    ctx.state.requestsInFlight = before + BUSY_REQUESTS;
    try {
      const first = giveWay.wait();
      expect(await settledSoon(first)).toBe(false);
      const started = performance.now();
      await first;
      expect(performance.now() - started).toBeGreaterThan(200);
      // Still busy, but the wait is spent: the next batch goes at once.
      expect(await settledSoon(giveWay.wait())).toBe(true);
      // A new pass waits afresh; stopping the worker ends the wait.
      giveWay.reset();
      const again = giveWay.wait();
      expect(await settledSoon(again)).toBe(false);
      stopped = true;
      await again;
    } finally {
      ctx.state.requestsInFlight = before;
    }
    // Quiet again: no wait at all.
    stopped = false;
    expect(await settledSoon(giveWay.wait())).toBe(true);
  });
});
