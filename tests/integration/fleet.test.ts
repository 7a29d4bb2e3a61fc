/**
 * Three instances of the production build behind HAProxy (scripts/fleet.mjs) on a fresh
 * PostgreSQL database and the machine's Redis: a rolling restart under steady load answers every
 * request with a 2xx and stores every acknowledged lead, each lead alert is mailed exactly once,
 * the lead limit holds across instances, and due posts are published once each with an instance
 * killed mid-run. Runs with TEST_DATABASE_URL and TEST_REDIS_URL, HAProxy and a build (npm test
 * makes all of them).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import { createPostSchema } from "@common/schemas/blog";
import { startFleet, type Fleet } from "../../scripts/fleet.mjs";
import { createPost } from "../../server/blog/posts";
import { openDatabase, type Database } from "../../server/db/client";
import { blogPosts, leads, notificationEmails } from "../../server/db/schema";
import { LEAD_LIMIT } from "../../server/leads/submit-routes";
import { createPostgresDatabase, freePort } from "../helpers/server";
// The kill tests (their own fleet, in fleet-kill.ts) run from this file, before this suite: Vitest
// runs files side by side but the suites of one file in turn, so two fleets never share the cores.
import { buildDir, runs } from "./fleet-kill";


/** Client addresses no earlier run used (Redis keeps counters between runs). */
const runPrefix = `10.${Math.floor(Math.random() * 250)}`;
// Where this run starts counting within its prefix: a run soon after another with the same prefix
// still meets none of its addresses.
let addressCounter = Math.floor(Math.random() * 250) * 250;
const nextAddress = () => {
  addressCounter += 1;
  return `${runPrefix}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

interface Mail {
  messageId: string;
  replyTo: string;
}

describe.runIf(runs)("a fleet of three behind HAProxy (PostgreSQL, Redis)", () => {
  let fleet: Fleet;
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;
  let smtp: SMTPServer;
  const mails: Mail[] = [];
  const lines: Array<{ instance: string; line: string }> = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-fleet-"));

  const send = (p: string, init: RequestInit & { json?: unknown; from?: string } = {}) => {
    const { json, from, headers, ...rest } = init;
    return fetch(new URL(p, fleet.url), {
      ...rest,
      redirect: "manual",
      headers: {
        Origin: fleet.publicUrl,
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(from ? { "X-Forwarded-For": from } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };
  /** A lead told apart by its e-mail address (the alert's Reply-To). */
  const lead = (tag: string) => ({ firstName: "Fleet", lastName: "Tester", email: `${tag}@example.com`, phone: "802-555-0190" });
  /** Lines that instances logged as JSON, with the instance's name. */
  const logged = (msg: string): Array<Record<string, unknown> & { instance: string }> =>
    lines.flatMap(({ instance, line }) => {
      if (!line.startsWith("{")) return [];
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry.msg === msg ? [{ ...entry, instance }] : [];
    });

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const header = (name: string) => new RegExp(`^${name}: *(.+)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
          mails.push({ messageId: header("Message-ID"), replyTo: header("Reply-To") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once("error", reject);
      smtp.listen(smtpPort, "127.0.0.1", () => resolve());
    });
    fleet = await startFleet({
      instances: 3,
      port: 0,
      dir,
      databaseUrl: database.url,
      redisUrl: process.env.TEST_REDIS_URL,
      buildDir,
      drainSeconds: 2,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SCHEDULER_INTERVAL_MINUTES: "0.02",
        LOG_LEVEL: "info",
      },
      output: (instance, line) => lines.push({ instance, line }),
    });
    db = await openDatabase({ databaseUrl: database.url });
    await db.db.insert(notificationEmails).values({ email: "office@mansfield.test" });
  }, 240_000);

  afterAll(async () => {
    await fleet?.stop();
    await db?.close();
    await new Promise<void>((done) => (smtp ? smtp.close(() => done()) : done()));
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("shares the lead limit across the instances", async () => {
    const from = nextAddress();
    const tag = `limit-${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < LEAD_LIMIT.points; i += 1) {
      const res = await send("/api/leads", { method: "POST", json: lead(`${tag}-${i}`), from });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const refused = await send("/api/leads", { method: "POST", json: lead(`${tag}-over`), from });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: messages.api.leadRateLimited });
    // HAProxy spread the twenty over the instances: the count is shared, not each one's own.
    const servedBy = new Set(logged("lead received").filter((l) => ids.includes(l.leadId as string)).map((l) => l.instance));
    expect(servedBy.size).toBe(3);
    expect((await send("/api/leads", { method: "POST", json: lead(`${tag}-other`), from: nextAddress() })).status).toBe(201);
  });

  it("shows a post edited through one instance fresh on all three at once", async () => {
    const direct = (index: number, p: string, init: RequestInit & { json?: unknown } = {}) => {
      const { json, headers, ...rest } = init;
      return fetch(`http://127.0.0.1:${fleet.instances[index]!.port}${p}`, {
        ...rest,
        redirect: "manual",
        headers: {
          Origin: fleet.publicUrl,
          ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    };
    const email = `fleet-editor-${Date.now().toString(36)}@mansfield.test`;
    const password = "correct horse battery staple";
    expect((await direct(0, "/api/auth/create-admin", { method: "POST", json: { email, password, adminKey: fleet.adminKey } })).status).toBe(201);
    // The first admin is alerted of leads from the start; the tests count the office's alerts alone.
    await db.db.delete(notificationEmails).where(eq(notificationEmails.email, email));
    const login = await direct(0, "/api/auth/login", { method: "POST", json: { email, password } });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");

    const tag = Date.now().toString(36);
    const created = await direct(0, "/api/blog", {
      method: "POST",
      headers: { Cookie: cookie },
      json: { title: `Fleet freshness ${tag}`, content: "First words.", status: "published", isPublished: true },
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string; slug: string };

    // Every instance renders the post once and then answers from its own page cache.
    for (const index of [0, 1, 2]) {
      for (let i = 0; i < 2; i += 1) {
        const page = await direct(index, `/blog/${post.slug}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(`Fleet freshness ${tag}`);
      }
    }

    const edited = await direct(0, `/api/blog/${post.id}`, {
      method: "PATCH",
      headers: { Cookie: cookie },
      json: { title: `Fleet freshness ${tag} edited` },
    });
    expect(edited.status).toBe(200);

    // The change reaches the other instances over Redis within moments, not after a cache lifetime.
    const editedAt = Date.now();
    for (const index of [0, 1, 2]) {
      let body = "";
      while (Date.now() - editedAt < 2_000) {
        body = await (await direct(index, `/blog/${post.slug}`)).text();
        if (body.includes(`Fleet freshness ${tag} edited`)) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(body, `instance app${index + 1}`).toContain(`Fleet freshness ${tag} edited`);
    }
  });

  it("rolls all three under steady load with no failed request, no lost lead, one alert per lead", async () => {
    const failures: string[] = [];
    const acknowledged: Array<{ id: string; email: string }> = [];
    let requests = 0;
    let rolling = true;
    const worker = async (n: number) => {
      for (let i = 0; rolling; i += 1) {
        const tag = `roll-${n}-${i}-${Date.now().toString(36)}`;
        const page = ["/", "/services", "/api/services", "/blog", "/contact"][i % 5]!;
        // Pages on every turn, a lead on every fourth: each lead queues two mails (the office's
        // alert and the homeowner's confirmation) that the fleet renders and sends after the
        // roll, and on a loaded 2-core machine a lead on every turn queued more than the
        // wait below could see delivered.
        const turn = [
          ...(i % 4 === 0 ? [["lead", () => send("/api/leads", { method: "POST", json: lead(tag), from: nextAddress(), headers: { "Idempotency-Key": tag } })] as const] : []),
          [page, () => send(page)] as const,
        ];
        for (const [what, request] of turn) {
          requests += 1;
          try {
            const res = await request();
            const body = await res.text();
            if (res.status < 200 || res.status > 299) failures.push(`${what}: ${res.status} ${body.slice(0, 120)}`);
            else if (what === "lead") acknowledged.push(JSON.parse(body) as { id: string; email: string });
          } catch (error) {
            failures.push(`${what}: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? "")}`);
          }
        }
      }
    };
    // Two clients one request after another: steady traffic through each restart, while the
    // cores stay free enough for the instances to drain and start (the suite runs beside it).
    const load = Promise.all([0, 1].map(worker));
    const exits = await fleet.rollingRestart().finally(() => (rolling = false));
    await load;

    expect(exits).toEqual([0, 1, 2].map(() => ({ code: 0, signal: null })));
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Every instance was replaced while the load ran: each drained and stopped once.
    expect(logged("draining: /readyz answers 503, requests still served").map((l) => l.instance).sort()).toEqual(["app1", "app2", "app3"]);

    const ids = acknowledged.map((a) => a.id);
    const stored = await db.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids));
    expect(stored.map((s) => s.id).sort()).toEqual([...ids].sort());

    // One alert per lead, whichever instance delivered it (alerts from the limit test included).
    const expectedAlerts = new Set(acknowledged.map((a) => a.email));
    // Alerts go out one by one from each instance's outbox; on a loaded machine the tail can take
    // a while after the load stops, so wait on the mails themselves (up to two minutes).
    const deadline = Date.now() + 120_000;
    const delivered = () => new Set(mails.map((m) => m.replyTo));
    while (Date.now() < deadline && ![...expectedAlerts].every((email) => delivered().has(email))) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const rolled = mails.filter((m) => expectedAlerts.has(m.replyTo));
    expect(new Set(rolled.map((m) => m.replyTo))).toEqual(expectedAlerts);
    expect(rolled).toHaveLength(expectedAlerts.size);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
  }, 300_000);

  it("publishes each due post exactly once with one instance killed mid-run", async () => {
    // Three waves of posts falling due over three seconds; an instance dies in the middle.
    const start = Date.now();
    const ids: string[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      for (let i = 0; i < 10; i += 1) {
        const due = new Date(start + 1000 + wave * 1000);
        const post = await createPost(
          db.db,
          createPostSchema.parse({ title: `Fleet wave ${wave} post ${i}`, content: "x", status: "scheduled", scheduledAt: due.toISOString() }),
          new Date(),
        );
        ids.push(post.id);
      }
    }
    while (Date.now() < start + 2000) await new Promise((r) => setTimeout(r, 50));
    expect(await fleet.kill(1, "SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });

    for (let i = 0; i < 200; i += 1) {
      const rows = await db.db.select({ status: blogPosts.status }).from(blogPosts).where(inArray(blogPosts.id, ids));
      if (rows.every((r) => r.status === "published")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const rows = await db.db.select().from(blogPosts).where(inArray(blogPosts.id, ids));
    expect(rows.every((r) => r.status === "published" && r.isPublished && r.publishedAt)).toBe(true);
    // No post was published twice: at most one "published" line each across all instances.
    const published = logged("scheduled blog post published").map((l) => l.postId as string).filter((id) => ids.includes(id));
    expect(published.length).toBe(new Set(published).size);

    // Back to three: the killed instance starts again and HAProxy sends to it.
    await fleet.start(1);
    expect(await fleet.balancerState()).toEqual({ app1: "UP", app2: "UP", app3: "UP" });
    expect((await send("/api/services")).status).toBe(200);
  }, 120_000);
});
