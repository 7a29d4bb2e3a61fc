/**
 * Three instances of the production build behind HAProxy (scripts/fleet.mjs) on PostgreSQL and
 * Redis, and one of them SIGKILLed while it holds a claim: the work it held is finished once, by
 * another instance, after LEASE_SECONDS — never twice, and never while the holder is alive.
 *   - alert mail: the mail server holds its answer to the message's DATA (the send is mid-way);
 *   - a campaign run: the AI endpoint holds its answer (the post is being written);
 *   - the daily digest and customer reminders: the test holds a lock on the outbox, so the
 *     instance that claimed the day's digest (or a reminder) waits inside its transaction.
 * Each instance has its own mail server and AI path, and names itself to PostgreSQL
 * (application_name), so the test knows which instance holds the work: no hook in the product.
 * Runs from fleet.test.ts (so the two fleets never run at once), with TEST_DATABASE_URL and
 * TEST_REDIS_URL, HAProxy and a build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findHaproxy, startFleet, type Fleet } from "../../scripts/fleet.mjs";
import { openDatabase, type Database } from "../../server/db/client";
import { blogCampaigns, blogPosts, contacts, customerServices, dailyJobRuns, mailOutbox, maintenanceReminders, notificationEmails } from "../../server/db/schema";
import { DAILY_HOUR, localParts } from "../../server/contacts/follow-through";
import { createPostgresDatabase, driver, freePort } from "../helpers/server";
import { waitFor } from "../helpers/smtp";
import { completion, samplePost, startChatServer } from "./ai-chat-server";

/** The production build the fleet tests start, and whether this machine can run them at all. */
export const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
export const runs =
  driver === "postgres" &&
  !!process.env.TEST_DATABASE_URL &&
  !!process.env.TEST_REDIS_URL &&
  !!findHaproxy() &&
  fs.existsSync(path.join(buildDir, "server.js"));

/** Short, so a dead instance's work is taken over in seconds (the default is two minutes). */
const LEASE_SECONDS = 3;
const NAMES = ["app1", "app2", "app3"] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Mail {
  instance: string;
  messageId: string;
  kind: string;
  to: string[];
  raw: string;
}

/** One SMTP server per instance; `hold` picks a message whose DATA is never answered. */
async function startMailServers() {
  const delivered: Mail[] = [];
  const held: Mail[] = [];
  let hold: (mail: Mail) => boolean = () => false;
  const servers = await Promise.all(
    NAMES.map(async (instance) => {
      const port = await freePort();
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 500,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            const header = (name: string) => new RegExp(`^${name}: *(.+)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
            const mail = { instance, messageId: header("Message-ID"), kind: header("X-Mail-Kind"), to: session.envelope.rcptTo.map((r) => r.address), raw };
            if (hold(mail)) {
              // Received but never acknowledged: to the sender, the send is still under way.
              held.push(mail);
              return;
            }
            delivered.push(mail);
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      });
      return { instance, url: `smtp://127.0.0.1:${port}`, server };
    }),
  );
  return {
    delivered,
    held,
    url: (instance: string) => servers.find((s) => s.instance === instance)!.url,
    holdWhen(rule: (mail: Mail) => boolean) {
      hold = rule;
    },
    close: () => Promise.all(servers.map((s) => new Promise<void>((done) => s.server.close(() => done())))),
  };
}

describe.runIf(runs)("a fleet of three with one instance killed mid-run (PostgreSQL, Redis)", () => {
  let fleet: Fleet;
  let database: { url: string; drop: () => Promise<void> };
  let db: Database;
  let mail: Awaited<ReturnType<typeof startMailServers>>;
  let chat: Awaited<ReturnType<typeof startChatServer>>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-fleet-kill-"));
  /** The instances' output (warnings and errors), shown when the fleet does not start. */
  const lines: string[] = [];
  const index = (name: string) => NAMES.indexOf(name as (typeof NAMES)[number]);
  /** Killed instances starting again while the next test runs (awaited where three are needed). */
  const restarts: Array<Promise<void>> = [];
  /** Which instance sent each AI request (each has its own path). */
  const aiCaller = (n: number) => /^\/(app\d)\//.exec(chat.requests[n]?.url ?? "")?.[1];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    mail = await startMailServers();
    chat = await startChatServer();
    fleet = await startFleet({
      instances: NAMES.length,
      port: 0,
      dir,
      databaseUrl: database.url,
      redisUrl: process.env.TEST_REDIS_URL,
      buildDir,
      drainSeconds: 1,
      env: { SCHEDULER_INTERVAL_MINUTES: "0.02", LEASE_SECONDS: String(LEASE_SECONDS), AI_MODEL: "local", LOG_LEVEL: "warn" },
      instanceEnv: (name: string) => ({ SMTP_URL: mail.url(name), AI_BASE_URL: `${chat.origin}/${name}/v1` }),
      output: (name: string, line: string) => lines.push(`[${name}] ${line}`),
    }).catch((error: unknown) => {
      console.error(lines.slice(-20).join("\n"));
      throw error;
    });
    db = await openDatabase({ databaseUrl: database.url });
    await db.db.insert(notificationEmails).values({ email: "office@mansfield.test" });
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(restarts);
    await fleet?.stop();
    await db?.close();
    await mail?.close();
    await chat?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Each of these outbox rows sent, and delivered once in all (whichever instance sent it). */
  async function expectSentOnce(ids: string[]) {
    await waitFor(async () => {
      const rows = await db.db.select({ status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
      return rows.length === ids.length && rows.every((r) => r.status === "sent");
    }, 30_000);
    for (const id of ids) {
      expect(mail.delivered.filter((m) => m.messageId.startsWith(`<${id}@`)), id).toHaveLength(1);
    }
  }

  it("delivers an alert once when its sender dies mid-send, from another instance after the lease", async () => {
    const email = `killed-send-${Date.now().toString(36)}@example.com`;
    // The first message about this lead (an alert or the visitor's confirmation) is held.
    let first = true;
    mail.holdWhen((m) => {
      if (!first || !m.raw.includes(email)) return false;
      first = false;
      return true;
    });
    const res = await fetch(new URL("/api/leads", fleet.url), {
      method: "POST",
      headers: { Origin: fleet.publicUrl, "Content-Type": "application/json", "X-Forwarded-For": `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ firstName: "Killed", lastName: "Send", email, phone: "802-555-0177" }),
    });
    expect(res.status).toBe(201);
    const held = await waitFor(() => mail.held[0]);
    const id = /^<([^@]+)@/.exec(held.messageId)![1]!;

    // Alive but slow: the sender renews its claim, so no other instance sends the message.
    await sleep(LEASE_SECONDS * 2500);
    expect(mail.delivered.filter((m) => m.messageId === held.messageId)).toEqual([]);
    const [row] = await db.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe("pending");

    expect(await fleet.kill(index(held.instance), "SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    const lead = await db.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.replyTo, email));
    const confirmation = await db.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email));
    const ids = [...lead, ...confirmation].map((r) => r.id);
    expect(ids).toContain(id);
    await expectSentOnce(ids);
    const resent = mail.delivered.find((m) => m.messageId === held.messageId)!;
    expect(resent.instance).not.toBe(held.instance);
    // Its first attempt died with its sender: it counts the send that went through only.
    const [sent] = await db.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent!.attempts).toBe(1);

    restarts.push(fleet.start(index(held.instance)));
  }, 90_000);

  it("runs a campaign claimed by an instance that died once, from another instance, not skipping the period", async () => {
    let held = false;
    chat.respond(() => {
      if (!held) {
        held = true;
        return { ...completion(samplePost), delayMs: 120_000 }; // the AI is still writing
      }
      return completion({ ...samplePost, title: "Heat pumps after a crash" });
    });
    const [campaign] = await db.db
      .insert(blogCampaigns)
      .values({ name: "Crash test", prompt: "Short tips about heat pumps", frequency: "daily", targetCount: 5 })
      .returning();
    await waitFor(() => chat.requests.length > 0);
    const holder = aiCaller(0)!;
    expect(NAMES).toContain(holder);

    // A live run is never run a second time: its lease is renewed while the AI writes.
    await sleep(LEASE_SECONDS * 2500);
    expect(chat.requests).toHaveLength(1);
    const [claimed] = await db.db.select().from(blogCampaigns).where(eq(blogCampaigns.id, campaign!.id));
    expect(claimed!.claimToken).not.toBeNull();
    expect(claimed!.lastRunAt).toBeNull();

    await fleet.kill(index(holder), "SIGKILL");
    const posts = await waitFor(async () => {
      const rows = await db.db.select().from(blogPosts).where(eq(blogPosts.campaignId, campaign!.id));
      return rows.length > 0 ? rows : undefined;
    }, 30_000);
    expect(posts.map((p) => p.title)).toEqual(["Heat pumps after a crash"]);
    expect(aiCaller(1)).not.toBe(holder);

    // Several more scheduler checks on the two left: the period's run is done, once.
    await sleep(4_000);
    expect(chat.requests).toHaveLength(2);
    expect(await db.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.campaignId, campaign!.id))).toHaveLength(1);
    const [after] = await db.db.select().from(blogCampaigns).where(eq(blogCampaigns.id, campaign!.id));
    expect(after).toMatchObject({ generatedCount: 1, claimToken: null, claimedUntil: null, lastError: null });
    expect(after!.lastRunAt).not.toBeNull();
    // The office hears of the post once.
    const told = await db.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, "campaign_post"));
    expect(told).toHaveLength(1);
    await expectSentOnce(told.map((t) => t.id));

    restarts.push(fleet.start(index(holder)));
  }, 90_000);

  it.skipIf(localParts(new Date()).hour < DAILY_HOUR)(
    "sends the day's digest and each reminder once when the instance holding them dies mid-run",
    async () => {
      await Promise.all(restarts.splice(0)); // two instances die in this test: all three are needed
      const day = (days: number) => {
        const d = new Date(Date.now() + days * 86_400_000);
        return new Date(`${d.toISOString().slice(0, 10)}T12:00:00Z`);
      };
      const addServices = async (tag: string, dueInDays: number) => {
        const ids: string[] = [];
        for (let i = 0; i < 3; i += 1) {
          const [contact] = await db.db
            .insert(contacts)
            .values({ firstName: `Kim${i}`, lastName: tag, email: `${tag}-${i}@example.com`, phone: "802-555-0123" })
            .returning();
          const [service] = await db.db
            .insert(customerServices)
            .values({
              contactId: contact!.id,
              serviceType: "Heat Pump Installation",
              serviceCategory: "installation",
              title: `Heat pump tune-up ${tag} ${i}`,
              description: "Yearly tune-up",
              nextMaintenanceDate: day(dueInDays),
            })
            .returning();
          ids.push(service!.id);
        }
        return ids;
      };
      const direct = new pg.Client({ connectionString: database.url });
      await direct.connect();
      /** The instance whose statement waits on the outbox lock: it holds its claim, uncommitted. */
      const claimHolder = () =>
        waitFor(async () => {
          const { rows } = await direct.query<{ application_name: string }>(
            `select application_name from pg_stat_activity
              where wait_event_type = 'Lock' and wait_event = 'relation' and query ilike 'insert into "mail_outbox"%'`,
          );
          return rows[0]?.application_name;
        });
      /** Holds the outbox still (reads go on, nothing can be queued) until the returned release. */
      const lockOutbox = async () => {
        const locker = new pg.Client({ connectionString: database.url });
        await locker.connect();
        await locker.query("begin");
        await locker.query("lock table mail_outbox in share mode");
        return async () => {
          await locker.query("rollback");
          await locker.end();
        };
      };
      try {
        // The digest: the day's run (done at start with nothing due) is undone, and services
        // fall due in 20 days (in the digest, not yet reminded).
        await addServices(`digest-${Date.now().toString(36)}`, 20);
        let release = await lockOutbox();
        await db.db.delete(dailyJobRuns);
        let holder = await claimHolder();
        await fleet.kill(index(holder), "SIGKILL");
        await release();
        const digests = await waitFor(async () => {
          const rows = await db.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, "maintenance_digest"));
          return rows.length > 0 ? rows : undefined;
        });
        await sleep(3_000); // a few more runs on the two left
        expect(await db.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, "maintenance_digest"))).toEqual(digests);
        expect(await db.db.select().from(dailyJobRuns)).toHaveLength(1);
        await expectSentOnce(digests.map((d) => d.id));

        // Reminders: services due in 5 days; the instance holding the first one's claim dies.
        release = await lockOutbox();
        const services = await addServices(`remind-${Date.now().toString(36)}`, 5);
        holder = await claimHolder();
        await fleet.kill(index(holder), "SIGKILL");
        await release();
        const reminders = await waitFor(async () => {
          const rows = await db.db.select().from(maintenanceReminders).where(inArray(maintenanceReminders.customerServiceId, services));
          return rows.length === services.length && rows.every((r) => r.mailId) ? rows : undefined;
        });
        await sleep(3_000);
        expect(await db.db.select().from(maintenanceReminders).where(inArray(maintenanceReminders.customerServiceId, services))).toHaveLength(3);
        const queued = await db.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, "maintenance_reminder")));
        expect(queued.map((q) => q.id).sort()).toEqual(reminders.map((r) => r.mailId!).sort());
        await expectSentOnce(queued.map((q) => q.id));
      } finally {
        await direct.end();
      }
    },
    90_000,
  );
});
