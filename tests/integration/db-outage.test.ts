/**
 * PostgreSQL going away under load: leads keep arriving while a TCP proxy between the app and
 * the database drops every connection and refuses new ones for a few seconds, then comes back.
 * The process must live through it; during the outage the API answers 503 JSON with
 * Retry-After, pages a 503 page, /readyz 503; leads are accepted again within 5 s of the
 * database's return; every lead answered 201 is stored, and its alert is delivered once the
 * mail worker runs again. PostgreSQL only: the embedded database has no connection to lose.
 */
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalog } from "@common/error-catalog";
import { blogPosts, leads, mailOutbox, notificationEmails } from "../../server/db/schema";
import { runSchedulerCheck } from "../../server/scheduler";
import { createPostgresDatabase, driver, startTestServer, type TestServer } from "../helpers/server";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unavailableMessage = `${errorCatalog["503"].description} ${errorCatalog["503"].action}`;
/** A message claimed just as the connection dropped waits out this lease; short, so the test does not wait two minutes. */
const LEASE_SECONDS = 5;

/** A name the lead rules accept, different for every number. */
const letters = (n: number) => {
  let s = "";
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Lead${s}`;
};

interface Sent {
  n: number;
  startedAt: number;
  status: number;
  retryAfter: string | null;
  body: { id?: string; message?: string };
}

describe.runIf(driver === "postgres")("PostgreSQL outage", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let server: TestServer & { cleanup(): Promise<void> };
  let direct: pg.Pool;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const real = new URL(database.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    // Pages from the build, workers running, client addresses from X-Forwarded-For so the
    // per-address lead limit does not stop the stream of test leads.
    server = await startTestServer({ databaseUrl: viaProxy.toString(), pages: true, background: true, env: { TRUST_PROXY: "true", LEASE_SECONDS: String(LEASE_SECONDS) } });
    direct = new pg.Pool({ connectionString: database.url, max: 2 });
    await drizzle(direct).insert(notificationEmails).values({ email: "office@mansfield.test", type: "lead_notification", isActive: true });
  }, 60_000);

  afterAll(async () => {
    await proxy?.restore();
    await server?.cleanup();
    await proxy?.close();
    await direct?.end();
    await database?.drop();
  }, 120_000);

  it("lives through a cut, answers 503 with Retry-After meanwhile, and loses no acknowledged lead", async () => {
    const sent: Sent[] = [];
    let next = 0;
    let sending = true;
    const sendLead = async () => {
      const n = next++;
      const startedAt = Date.now();
      const res = await server.request("/api/leads", {
        method: "POST",
        headers: { "X-Forwarded-For": `10.9.${n >> 8}.${n & 255}`, "Idempotency-Key": `outage-${n}` },
        json: { firstName: "Outage", lastName: letters(n), email: `outage${n}@example.com`, phone: "802-555-0142", message: `lead ${n}` },
      });
      sent.push({ n, startedAt, status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Sent["body"] });
    };
    // Two visitors at a time, one lead every ~40 ms each, for the whole test.
    const senders = [0, 1].map(async () => {
      while (sending) {
        await sendLead();
        await sleep(40);
      }
    });
    const waitFor = async (check: () => boolean, timeoutMs: number, what: string) => {
      const until = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await sleep(20);
      }
    };

    try {
      await waitFor(() => sent.filter((s) => s.status === 201).length >= 5, 15_000, "leads before the cut");

      await proxy.cut();
      const cutAt = Date.now();
      await waitFor(() => sent.some((s) => s.startedAt > cutAt && s.status === 503), 10_000, "a 503 lead answer");

      // While the database is away: readiness, another API call, a page.
      const ready = await server.request("/readyz");
      expect(ready.status).toBe(503);
      const api = await server.request("/api/services");
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("5");
      expect(await api.json()).toEqual({ message: unavailableMessage });
      const page = await server.request("/blog");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(errorCatalog["503"].action);

      // The outage lasts while leads keep arriving: ten more of them refused before it ends.
      const refusedBefore = sent.filter((s) => s.startedAt > cutAt && s.status === 503).length;
      await waitFor(() => sent.filter((s) => s.startedAt > cutAt && s.status === 503).length >= refusedBefore + 10, 10_000, "leads refused during the outage");
      await proxy.restore();
      const restoredAt = Date.now();
      // Back within 5 s of the database's return.
      await waitFor(() => sent.some((s) => s.startedAt >= restoredAt && s.status === 201), 5_000, "a 201 after the database came back");
      expect((await server.request("/readyz")).status).toBe(200);
      const countAfter = sent.length;
      await waitFor(() => sent.length >= countAfter + 10, 15_000, "more leads after the outage");
    } finally {
      sending = false;
      await Promise.all(senders);
    }

    // Only 201 (stored) or 503 (try again) was ever answered: never a 500.
    expect(sent.filter((s) => s.status !== 201 && s.status !== 503)).toEqual([]);
    const refused = sent.filter((s) => s.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.retryAfter).toBe("5");
      expect(r.body).toEqual({ message: unavailableMessage });
    }

    // Every acknowledged lead is in the database.
    const acknowledged = sent.filter((s) => s.status === 201).map((s) => s.body.id!);
    expect(acknowledged.length).toBeGreaterThan(15);
    const stored = await drizzle(direct).select({ id: leads.id, lastName: leads.lastName }).from(leads).where(inArray(leads.id, acknowledged));
    expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // The mail worker lived through it too: every acknowledged lead's alert goes out — at the
    // latest when the lease of a message claimed just as the connection dropped runs out.
    const subjects = stored.map((r) => `New quote request from Outage ${r.lastName}`);
    const until = Date.now() + LEASE_SECONDS * 1000 + 30_000;
    for (;;) {
      const rows = await drizzle(direct).select({ subject: mailOutbox.subject, status: mailOutbox.status }).from(mailOutbox);
      const sentSubjects = new Set(rows.filter((r) => r.status === "sent").map((r) => r.subject));
      const missing = subjects.filter((s) => !sentSubjects.has(s));
      if (missing.length === 0) break;
      if (Date.now() > until) throw new Error(`alerts not delivered after the outage: ${missing.slice(0, 5).join(", ")}`);
      await sleep(250);
    }
  }, LEASE_SECONDS * 1000 + 120_000);

  it("the blog scheduler meets the outage as a pause: nothing thrown, due posts published once the database is back", async () => {
    const [post] = await drizzle(direct)
      .insert(blogPosts)
      .values({ title: "Due during the outage", content: "Body", slug: `due-during-outage-${Date.now()}`, status: "scheduled", scheduledAt: new Date(Date.now() - 60_000) })
      .returning();
    await proxy.cut();
    try {
      const during = await runSchedulerCheck(server.ctx);
      expect(during).toMatchObject({ databaseUnavailable: true, published: [] });
    } finally {
      await proxy.restore();
    }
    const after = await runSchedulerCheck(server.ctx);
    expect(after.databaseUnavailable).toBe(false);
    expect(after.published.map((p) => p.id)).toContain(post!.id);
  }, 60_000);
});
