/**
 * The setup in the browser over HTTP, as a browser without JavaScript sends it: the setup address
 * made at start while no staff account exists, its single use, the plain 404 for any other
 * token, the steps (business into Settings, first admin signed in at once, mail tried with a real
 * SMTP server, the pages to start from), /register closed once staff exist, and what the start
 * script prints (never the admin key).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyEmbeddedTemplate, driver, freePort, startTestServer, TEST_ADMIN_KEY, type TestServer } from "../helpers/server";
import { cookiesFrom } from "../helpers/session";
import { startSmtp } from "../helpers/smtp";
import { getBusinessSettings } from "../../server/office/settings";
import { countUsers } from "../../server/auth/users";

type Server = TestServer & { cleanup(): Promise<void> };

const tokenIn = (dataDir: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(fs.readFileSync(path.join(dataDir, "setup-address.txt"), "utf8"))![1]!;

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

function post(server: Server, url: string, values: Record<string, string>, cookie?: string) {
  return server.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: form(values),
  });
}

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
function businessForm(overrides: Record<string, string> = {}) {
  const hours: Record<string, string> = {};
  for (const d of weekdays) {
    if (d !== "saturday" && d !== "sunday") hours[`${d}-open`] = "on";
    hours[`${d}-opens`] = "08:00";
    hours[`${d}-closes`] = "17:00";
  }
  return {
    name: "Green Valley Plumbing",
    trade: "Plumbing and drains",
    phone: "(802) 555-0199",
    email: "office@greenvalley.test",
    street: "12 State Street",
    locality: "Montpelier",
    region: "VT",
    postalCode: "05602",
    timeZone: "America/Denver",
    towns: "Montpelier\nBarre\nBerlin",
    ...hours,
    ...overrides,
  };
}

/** A 404 that says nothing about the site: plain text, no name, no page. */
async function expectPlain404(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  const body = await res.text();
  expect(body).toBe("Not found\n");
}

describe(`setup in the browser (${driver})`, () => {
  let server: Server;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    token = tokenIn(server.dataDir);
  });
  afterAll(() => server.cleanup());

  it("makes a setup address at start, the same one across restarts while unused", async () => {
    expect(server.firstAccountHint).toBe(`Set up the site in your browser: ${server.url}/setup?token=${token}`);
    expect(fs.statSync(path.join(server.dataDir, "setup-address.txt")).mode & 0o777).toBe(0o600);
    // Only the hash is stored in the database.
    const stored = await server.request("/setup?token=" + token);
    expect(stored.status).toBe(200);
  });

  it("answers a plain 404 to no token, a wrong one, and its data requests alike", async () => {
    await expectPlain404(await server.request("/setup"));
    await expectPlain404(await server.request("/setup?token=not-the-token"));
    await expectPlain404(await server.request(`/setup?token=${token}x`));
    await expectPlain404(await server.request("/setup.data?token=wrong"));
    await expectPlain404(await post(server, "/setup?token=wrong", businessForm()));
    // The admin-only steps are closed to a visitor with no session.
    await expectPlain404(await server.request("/setup?step=mail"));
  });

  it("keeps /register open while no staff account exists", async () => {
    const res = await server.request("/register");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("should be removed once admin accounts exist");
    expect(html).toContain("This page closes once the first admin account exists");
    // Its submit button is enabled in the server's HTML: the form works without the script.
    const submits = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(submits.length).toBeGreaterThan(0);
    for (const tag of submits) expect(tag).not.toMatch(/\sdisabled=""/);
  });

  it("shows the business step as a real form, never cached", async () => {
    const res = await server.request(`/setup?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    // The last policy given wins: the site's same-origin is narrowed to none for this page.
    expect(res.headers.get("referrer-policy")).toMatch(/(^|, )no-referrer$/);
    const html = await res.text();
    for (const name of ["name", "trade", "phone", "email", "street", "locality", "region", "postalCode", "timeZone", "towns", "monday-open", "monday-opens", "monday-closes"]) {
      expect(html).toContain(`name="${name}"`);
    }
    // The time zone is chosen from the server's own list, the sample's selected until the browser's own replaces it.
    expect(html).toMatch(/<option value="America\/New_York" selected="">/);
    expect(html).toContain('<option value="America/Denver">');
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it("refuses a business with a field wrong, saving nothing, the typed values kept", async () => {
    const res = await post(server, `/setup?token=${token}`, businessForm({ phone: "12", name: "", timeZone: "Mountain/Time" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a 10-digit phone number");
    expect(html).toContain("Business name is required");
    expect(html).toContain("Choose a time zone from the list");
    expect(html).toContain("Montpelier");
    expect((await getBusinessSettings(server.ctx.db)).name).toBe("Mansfield Heating & Plumbing");
  });

  it("saves the business into Settings and moves on to the admin step", async () => {
    const res = await post(server, `/setup?token=${token}`, businessForm());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/setup?token=${token}&step=admin`);
    const s = await getBusinessSettings(server.ctx.db);
    expect(s).toMatchObject({ name: "Green Valley Plumbing", trade: "Plumbing and drains", locality: "Montpelier", timeZone: "America/Denver", towns: ["Montpelier", "Barre", "Berlin"] });
    expect(s.hours.saturday.open).toBe(false);
    // The sample's own facts are not carried over to another business.
    expect(s.externalRating).toBeNull();
    expect(s.geo).toBeNull();
    expect(s.county).toBe("");
    const admin = await server.request(`/setup?token=${token}&step=admin`);
    expect(admin.status).toBe(200);
    const html = await admin.text();
    for (const name of ["name", "email", "password"]) expect(html).toContain(`name="${name}"`);
  });

  let cookie = "";
  let adminEmail = "";
  it("makes the first admin, signs them in and uses the token up (one of two racing posts wins)", async () => {
    const refused = await post(server, `/setup?token=${token}&step=admin`, { name: "Dana", email: "not-an-email", password: "short" });
    expect(refused.status).toBe(400);
    expect(await countUsers(server.ctx.db)).toBe(0);

    const admin = { name: "Dana Green", email: "dana@greenvalley.test", password: "Valley-pipes-2026" };
    const [a, b] = await Promise.all([
      post(server, `/setup?token=${token}&step=admin`, admin),
      post(server, `/setup?token=${token}&step=admin`, { ...admin, email: "second@greenvalley.test" }),
    ]);
    const won = [a, b].filter((r) => r.status === 303);
    expect(won).toHaveLength(1);
    expect([a, b].filter((r) => r.status === 404)).toHaveLength(1);
    expect(won[0]!.headers.get("location")).toBe("/setup?step=mail");
    cookie = cookiesFrom(won[0]!);
    adminEmail = won[0] === a ? admin.email : "second@greenvalley.test";
    expect(cookie).toContain("mhp_access=");
    expect(await countUsers(server.ctx.db)).toBe(1);
    expect(fs.existsSync(path.join(server.dataDir, "setup-address.txt"))).toBe(false);

    // Signed in: the back office answers with this session, no second sign-in.
    const me = await server.request("/api/auth/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string; role: string } }).user).toMatchObject({ role: "admin" });
  });

  it("answers the used token with the plain 404, and closes /register", async () => {
    await expectPlain404(await server.request(`/setup?token=${token}`));
    await expectPlain404(await server.request(`/setup?token=${token}&step=admin`));
    await expectPlain404(await post(server, `/setup?token=${token}&step=admin`, { name: "X", email: "x@greenvalley.test", password: "Valley-pipes-2026" }));
    const register = await server.request("/register");
    expect(register.status).toBe(303);
    expect(register.headers.get("location")).toBe("/login");
    const posted = await post(server, "/register", { email: "late@greenvalley.test", password: "Valley-pipes-2026", adminKey: TEST_ADMIN_KEY });
    expect(posted.status).toBe(303);
    expect(await countUsers(server.ctx.db)).toBe(1);
    // The admin key stays, for recovery, through the API.
    const recovery = await server.request("/api/auth/create-admin", { method: "POST", json: { email: "recovery@greenvalley.test", password: "Valley-pipes-2026", adminKey: TEST_ADMIN_KEY } });
    expect(recovery.status).toBe(201);
  });

  it("tries an SMTP address with a real test mail before saving it, or leaves mail for later", async () => {
    const page = await server.request("/setup?step=mail", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="smtpUrl"');

    const bad = await post(server, "/setup?step=mail", { smtpUrl: "http://example.com", intent: "save" }, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Start the address with smtp:// or smtps://");

    // Nothing listens on this port: the test fails and nothing is saved.
    const closedPort = await freePort();
    const refused = await post(server, "/setup?step=mail", { smtpUrl: `smtp://127.0.0.1:${closedPort}`, intent: "save" }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The test mail was not sent.");
    expect(fs.existsSync(path.join(server.dataDir, "smtp-url"))).toBe(false);

    const smtpPort = await freePort();
    const smtp = await startSmtp(smtpPort);
    try {
      const tested = await post(server, "/setup?step=mail", { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, intent: "test" }, cookie);
      expect(tested.status).toBe(200);
      expect(await tested.text()).toContain("The test mail was accepted.");
      expect(smtp.received.map((m) => m.to)).toEqual([[adminEmail]]);
      expect(smtp.received[0]!.raw).toContain("Green Valley Plumbing");
      expect(fs.existsSync(path.join(server.dataDir, "smtp-url"))).toBe(false);

      const saved = await post(server, "/setup?step=mail", { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, intent: "save" }, cookie);
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe("/setup?step=content");
      expect(fs.readFileSync(path.join(server.dataDir, "smtp-url"), "utf8").trim()).toBe(`smtp://127.0.0.1:${smtpPort}`);
      expect(fs.statSync(path.join(server.dataDir, "smtp-url")).mode & 0o777).toBe(0o600);
      expect(server.ctx.config.smtpUrl).toBe(`smtp://127.0.0.1:${smtpPort}`);
    } finally {
      await smtp.close();
    }
    const later = await post(server, "/setup?step=mail", { smtpUrl: "", intent: "later" }, cookie);
    expect(later.status).toBe(303);
    expect(later.headers.get("location")).toBe("/setup?step=content");
  });

  it("ends on the setup checks after the pages are chosen, and the setup is closed from then on", async () => {
    const page = await server.request("/setup?step=content", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="content"');
    const wrong = await post(server, "/setup?step=content", { content: "everything" }, cookie);
    expect(wrong.status).toBe(400);

    const res = await post(server, "/setup?step=content", { content: "empty" }, cookie);
    if (res.status === 500 && (await res.text()).includes("The content store is not merged yet")) {
      // startContent is another part's work: without it the step says so and stays open.
      expect((await server.request("/setup?step=content", { headers: { Cookie: cookie } })).status).toBe(200);
      return;
    }
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/setup");
    await expectPlain404(await server.request("/setup?step=mail", { headers: { Cookie: cookie } }));
  });

  it("never opens for a token once a staff account exists by another way", async () => {
    const other = await startTestServer({ pages: false });
    try {
      const otherToken = tokenIn(other.dataDir);
      const made = await other.request("/api/auth/create-admin", { method: "POST", json: { email: "key@greenvalley.test", password: "Valley-pipes-2026", adminKey: TEST_ADMIN_KEY } });
      expect(made.status).toBe(201);
      const { setupTokenValid } = await import("../../server/setup/first-run");
      expect(await setupTokenValid(other.ctx.db, otherToken)).toBe(false);
    } finally {
      await other.cleanup();
    }
  });
});

describe.runIf(driver === "pglite")("npm start's first lines", () => {
  /** Runs scripts/start.mjs (as `npm start` does) until `until` is printed; the build is current. */
  async function startScript(env: Record<string, string>, until: RegExp) {
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      env: { PATH: process.env.PATH, BUILD_DIR: process.env.BUILD_DIR ?? "build", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (!until.test(stdout)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the start script did not get there:\n${stdout}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { stdout: () => stdout, stop: () => (child.kill("SIGTERM"), exited) };
  }

  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const freshDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-setup-start-"));
    copyEmbeddedTemplate(dir);
    dirs.push(dir);
    return dir;
  };

  it("prints the setup address in one plain line, never the admin key it generated", async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    const started = await startScript({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", SHUTDOWN_DRAIN_SECONDS: "0" }, /setup\?token=\S+\n/);
    const lines = started.stdout().split("\n").filter(Boolean);
    const key = (JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { adminKey: string }).adminKey;
    expect(lines).toEqual([`Set up the site in your browser: http://localhost:${port}/setup?token=${tokenIn(dataDir)}`]);
    expect(started.stdout()).not.toContain(key);
    // The address works, from the token in the line.
    expect((await fetch(lines[0]!.split(": ")[1]!)).status).toBe(200);
    expect(await started.stop()).toBe(0);
  }, 90_000);

  it("names PUBLIC_URL in the address and never prints an admin key from the environment", async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    const adminKey = "Zq81xP0wLm4Rt7VbK3nC9dT6hY2sF5aJ8eW1uQ4g";
    const started = await startScript(
      { PORT: String(port), DATA_DIR: dataDir, ADMIN_KEY: adminKey, PUBLIC_URL: "https://www.greenvalley.test", LOG_LEVEL: "info", SHUTDOWN_DRAIN_SECONDS: "0" },
      /Listening on[^\n]*\n[\s\S]*setup\?token=|setup\?token=[\s\S]*Listening on[^\n]*\n/,
    );
    const out = started.stdout();
    expect(out).not.toContain(adminKey);
    const plain = out.split("\n").filter((l) => l && !l.startsWith("{"));
    expect(plain).toEqual([`Set up the site in your browser: https://www.greenvalley.test/setup?token=${tokenIn(dataDir)}`]);
    expect(await started.stop()).toBe(0);
  }, 90_000);
});
