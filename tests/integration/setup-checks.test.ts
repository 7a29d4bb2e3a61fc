/**
 * The setup checks against real parts: a real SMTP server that accepts the test mail and one
 * that refuses it (its answer shown), a request through a local HTTP proxy with forwarded headers
 * while TRUST_PROXY is off, and a production site without SMTP_URL, whose mail is recorded as not
 * delivered and whose back office says so until an admin dismisses it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox, notificationEmails } from "../../server/db/schema";
import type { SetupCheck } from "../../server/setup/checks";
import type { SetupReport } from "../../server/setup/routes";
import { driver, freePort, startTestServer } from "../helpers/server";
import { signInAsAdmin, DEFAULT_ADMIN_EMAIL, type Session } from "../helpers/session";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";
import { completion, startChatServer } from "./ai-chat-server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  while (closers.length) await closers.pop()!();
});

async function boot(env: Record<string, string>, background = false): Promise<Server> {
  const server = await startTestServer({ env, background });
  closers.push(() => server.cleanup());
  return server;
}

const check = (report: SetupReport, id: string): SetupCheck => {
  const found = report.checks.find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
};

async function setupReport(server: Server, admin: Session, run = false): Promise<SetupReport> {
  const res = await server.request(run ? "/api/admin/setup/run" : "/api/admin/setup", { method: run ? "POST" : "GET", headers: admin.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as SetupReport;
}

/** An SMTP server that refuses every recipient, as a provider refusing an unverified sender does. */
async function refusingSmtp(): Promise<number> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      const error = new Error("5.7.1 Sender address rejected: not owned by user") as Error & { responseCode: number };
      error.responseCode = 553;
      callback(error);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return (smtp.server.address() as AddressInfo).port;
}

/** A small reverse proxy that adds the headers nginx or Caddy add. */
async function forwardingProxy(target: string): Promise<string> {
  const proxy = http.createServer((req, res) => {
    const url = new URL(req.url!, target);
    const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host, "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https" } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

describe(`setup checks (${driver})`, () => {
  it("a real SMTP server accepting the test mail: its answer is shown and the admin receives the mail", async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    closers.push(() => smtp.close());
    const server = await boot({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const admin = await signInAsAdmin(server);
    const before = await setupReport(server, admin);
    expect(check(before, "mail").verdict).toBe("ok");
    expect(check(before, "mail-test")).toMatchObject({ verdict: "warn", detail: "Not tested yet." });

    const after = await setupReport(server, admin, true);
    const mailTest = check(after, "mail-test");
    expect(mailTest.verdict).toBe("ok");
    expect(mailTest.detail).toMatch(new RegExp(`^Sent to ${DEFAULT_ADMIN_EMAIL}; the mail server answered: 250 `));
    expect(after.liveTested?.byEmail).toBe(DEFAULT_ADMIN_EMAIL);
    const received = await waitFor(() => smtp.received.find((m) => m.to.includes(DEFAULT_ADMIN_EMAIL)));
    expect(parseMail(received.raw).headers.get("subject")).toBe("Test mail from the Mansfield Heating & Plumbing website");
    // No SENTRY_DSN and no AI here: said plainly, not red.
    expect(check(after, "error-reporting")).toMatchObject({ verdict: "warn" });
    expect(check(after, "ai")).toMatchObject({ verdict: "warn" });
  }, 60_000);

  it("a real SMTP server refusing the sender: the refusal is shown, red, and on the back office's banner", async () => {
    const port = await refusingSmtp();
    const server = await boot({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const admin = await signInAsAdmin(server);
    const report = await setupReport(server, admin, true);
    const mailTest = check(report, "mail-test");
    expect(mailTest.verdict).toBe("fail");
    expect(mailTest.detail).toContain("553 5.7.1 Sender address rejected: not owned by user");
    expect(mailTest.fix).toMatch(/^Check SMTP_URL/);
    const banner = (await (await server.request("/api/setup/banner", { headers: admin.headers })).json()) as SetupCheck[];
    expect(banner.map((c) => c.id)).toContain("mail-test");
  }, 60_000);

  it("a request through a proxy with forwarded headers while TRUST_PROXY is off is named, and the banner shows it until dismissed", async () => {
    const server = await boot({});
    const admin = await signInAsAdmin(server);
    expect(check(await setupReport(server, admin), "proxy").verdict).toBe("ok");

    const proxied = await forwardingProxy(server.url);
    const res = await fetch(`${proxied}/api/setup/banner`, { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    const banner = (await res.json()) as SetupCheck[];
    const proxy = banner.find((c) => c.id === "proxy")!;
    expect(proxy.detail).toMatch(/x-forwarded-for header.*TRUST_PROXY is off/);
    expect(proxy.fix).toMatch(/^Set TRUST_PROXY/);

    // Seen once, remembered: asked directly afterwards, the check is still red.
    const direct = await setupReport(server, admin);
    expect(check(direct, "proxy").verdict).toBe("fail");

    const dismissed = await server.request("/api/admin/setup/dismiss", { method: "POST", headers: admin.headers, json: { id: "proxy" } });
    expect(dismissed.status).toBe(200);
    expect(((await dismissed.json()) as SetupReport).dismissed).toContain("proxy");
    const after = (await (await server.request("/api/setup/banner", { headers: admin.headers })).json()) as SetupCheck[];
    expect(after.map((c) => c.id)).not.toContain("proxy");
  }, 60_000);

  it("AI: a one-token call to a real chat-completions server; error reporting: a test event a real endpoint accepts or refuses", async () => {
    const chat = await startChatServer(() => completion("OK"));
    closers.push(() => chat.close());
    let sentryStatus = 200;
    const events: string[] = [];
    const sentry = http.createServer((req, res) => {
      req.on("data", (c: Buffer) => events.push(c.toString("latin1")));
      req.on("end", () => res.writeHead(sentryStatus, { "Content-Type": "application/json" }).end("{}"));
    });
    await new Promise<void>((resolve) => sentry.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise<void>((resolve) => sentry.close(() => resolve())));
    const dsn = `http://publickey0123456789abcdef@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
    const server = await boot({ AI_BASE_URL: chat.baseUrl, AI_MODEL: "tiny-model", SENTRY_DSN: dsn });
    const admin = await signInAsAdmin(server);

    const report = await setupReport(server, admin, true);
    expect(check(report, "ai")).toMatchObject({ verdict: "ok" });
    expect(chat.requests.at(-1)!.body).toMatchObject({ model: "tiny-model", max_tokens: 1 });
    expect(check(report, "error-reporting").verdict).toBe("ok");
    expect(check(report, "error-reporting").detail).toMatch(/accepted \(HTTP 200\)/);
    expect(events.join("")).toContain("Setup check: a test event from the website");

    chat.respond(() => ({ status: 401, body: { error: { message: "Incorrect API key provided" } } }));
    sentryStatus = 403;
    const failing = await setupReport(server, admin, true);
    expect(check(failing, "ai")).toMatchObject({ verdict: "fail" });
    expect(check(failing, "ai").detail).toContain("HTTP 401: Incorrect API key provided");
    expect(check(failing, "error-reporting")).toMatchObject({ verdict: "fail", detail: "The service refused the test event (HTTP 403)." });
  }, 60_000);

  it("TRUST_PROXY set: the same proxied request is fine", async () => {
    const server = await boot({ TRUST_PROXY: "loopback" });
    const admin = await signInAsAdmin(server);
    const proxied = await forwardingProxy(server.url);
    const res = await fetch(`${proxied}/api/admin/setup`, { headers: { Cookie: admin.cookie } });
    expect(check((await res.json()) as SetupReport, "proxy").verdict).toBe("ok");
  }, 60_000);

  it("production without SMTP_URL: mail is recorded as not delivered (written to a file), and the banner says so", async () => {
    const server = await boot({ NODE_ENV: "production" }, true);
    const admin = await signInAsAdmin(server);
    await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
    const lead = await server.request("/api/leads", {
      method: "POST",
      json: { firstName: "Filed", lastName: "Mail", email: "filed@example.com", phone: "(802) 555-0199", serviceType: "Heat Pump", message: "Quote please.", pagePath: "/contact" },
    });
    expect(lead.status).toBe(201);
    const rows = await waitFor(async () => {
      const all = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "office@example.com"));
      return all.length && all.every((r) => r.status !== "pending") ? all : undefined;
    });
    expect(rows.map((r) => r.status)).toEqual(["filed"]);
    // The bytes are in the mail folder all the same.
    expect(fs.readdirSync(path.join(server.dataDir, "mail")).some((f) => f.endsWith(`${rows[0]!.id}.eml`))).toBe(true);
    const log = (await (await server.request("/api/mail/log", { headers: admin.headers })).json()) as Array<{ to: string; state: string }>;
    expect(log.find((m) => m.to === "office@example.com")?.state).toBe("filed");

    const banner = (await (await server.request("/api/setup/banner", { headers: admin.headers })).json()) as SetupCheck[];
    const mail = banner.find((c) => c.id === "mail")!;
    expect(mail.detail).toMatch(/^SMTP_URL is not set: no lead alert or confirmation leaves the machine/);
    expect(mail.fix).toMatch(/^Set SMTP_URL/);
    // The sample phone, address and rating are red on a production site too.
    expect(banner.map((c) => c.id)).toContain("facts");
  }, 60_000);

  it("development without SMTP_URL keeps writing files, recorded as sent (a developer's mailbox)", async () => {
    const server = await boot({ NODE_ENV: "development" }, true);
    await server.ctx.db.insert(notificationEmails).values({ email: "office@example.com" });
    const lead = await server.request("/api/leads", {
      method: "POST",
      json: { firstName: "Dev", lastName: "Mail", email: "dev@example.com", phone: "(802) 555-0199", serviceType: "Heat Pump", message: "Quote please.", pagePath: "/contact" },
    });
    expect(lead.status).toBe(201);
    const row = await waitFor(async () => {
      const [r] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "office@example.com"));
      return r && r.status !== "pending" ? r : undefined;
    });
    expect(row.status).toBe("sent");
  }, 60_000);
});
