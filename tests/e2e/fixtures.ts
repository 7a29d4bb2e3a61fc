/**
 * The `test` every browser test imports. Each worker starts its own production server on a fresh
 * data folder (the `e2eServer` fixture), and every test's baseURL points at it. Each test presents
 * its own client address (X-Forwarded-For, trusted from loopback in the e2e server) so per-client
 * rate limits do not leak between tests, and an uncaught page error fails the test.
 */
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN_KEY, buildDir, e2eDataDir } from "../../playwright.config";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { uniqueClientIp } from "../helpers/client";

export { uniqueClientIp };

/** Starts `node build/server.js` on a free port and a fresh data folder; resolves once /readyz answers 200. */
async function startE2eServer(dataDir = e2eDataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ADMIN_KEY: E2E_ADMIN_KEY,
      NODE_ENV: "production",
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      SCHEDULER_INTERVAL_MINUTES: "0.05",
      // No load balancer waits on this server's /readyz: stopping it needs no drain.
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  // The server never outlives its worker: a worker that ends without running this fixture's
  // teardown (its setup timed out, the process was stopped) would otherwise leave it running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const url = `http://localhost:${port}`;
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    process.off("exit", killOnExit);
  };
  // A fresh data folder is created and migrated at start: allow for a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    // Ready, and still ours: a server that could not take the port has exited by now.
    if (ready && child.exitCode === null) break;
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error("the e2e server did not become ready within 120 s");
    }
    // Poll /readyz the way Playwright's own webServer option does.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

/** A site of the test's own, started for it on an empty data folder (no staff account yet). */
export interface FreshSite {
  url: string;
  dataDir: string;
}

export const test = base.extend<
  { clientIp: string; pageErrors: Error[]; freshSite: boolean; freshServer: FreshSite | null },
  { e2eServer: { url: string } }
>({
  // `test.use({ freshSite: true })`: the test's pages come from a new server on an empty data
  // folder (a first start: no staff account, /register and /setup open), stopped after it.
  freshSite: [false, { option: true }],
  freshServer: [
    async ({ freshSite }, use, testInfo) => {
      if (!freshSite) return use(null);
      const dataDir = `${e2eDataDir}-fresh-${testInfo.testId}`;
      const server = await startE2eServer(dataDir);
      await use({ url: server.url, dataDir });
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    // A first start creates and migrates its database: its own allowance, not the test's.
    { timeout: 150_000 },
  ],
  e2eServer: [
    async ({}, use) => {
      const server = await startE2eServer();
      await use({ url: server.url });
      await server.stop();
      // Each worker has a folder of its own: once its server has stopped, nothing reads it again.
      fs.rmSync(e2eDataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ e2eServer, freshServer }, use) => use(freshServer?.url ?? e2eServer.url),
  clientIp: async ({}, use) => use(uniqueClientIp()),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ "X-Forwarded-For": clientIp }),
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message), "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, E2E_ADMIN_KEY, e2eDataDir };

/**
 * Mail the server wrote to DATA_DIR/mail (no SMTP_URL in e2e), newest last, as a mail reader
 * shows it: the files hold what SMTP would carry, quoted-printable lines folded and "=" escaped.
 */
export function readMailFiles(dataDir = e2eDataDir): { file: string; content: string }[] {
  const readable = (raw: string) =>
    Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => ({ file, content: readable(fs.readFileSync(path.join(dir, file), "latin1")) }));
}

/**
 * The toast area. Radix also copies a toast's text into a hidden live region for a second, so
 * a bare page.getByText(toastText) can match two elements; look inside the area instead.
 */
export const toastRegion = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/** Waits until the page has hydrated (React attached), so clicks reach handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The one password test staff sign up with; long enough for the app's password rule. */
export const STAFF_PASSWORD = "Heat-pump season 2025!";

/**
 * A short lowercase token (time and a random part, base 36), so what one test creates on its
 * worker's shared server is told apart from what the others do.
 */
export function stamp() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** `s` with each digit made a letter (0 is a, 9 is j): names take letters only. */
export function lettersOnly(s: string) {
  return s.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
}

/** An address no account on the server has yet: each test signs up staff of its own. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${stamp()}@mansfield.test`;
}

type NewAdminOptions = { prefix?: string; name?: string };

/**
 * A new admin, made through the API with the e2e admin key, not signed in: for tests that sign
 * in some other way (the sign-in page itself). `name` is the display name (none: one made from the e-mail).
 */
export async function createAdmin(request: APIRequestContext, { prefix = "admin", name }: NewAdminOptions = {}): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const res = await request.post("/api/auth/create-admin", { data: { email, name, password: STAFF_PASSWORD, adminKey: E2E_ADMIN_KEY } });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: STAFF_PASSWORD };
}

/**
 * A new admin, signed in through the API: the sign-in page has tests of its own, the rest only
 * need a session. The request context keeps the cookies, so `page.request` signs in its page.
 */
export async function signInAsNewAdmin(request: APIRequestContext, options?: NewAdminOptions): Promise<{ email: string; password: string }> {
  const admin = await createAdmin(request, options);
  await signIn(request, admin.email);
  return admin;
}

/** Signs `request` in as test staff with `email` (and the one test password) through the API. */
async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/login", { data: { email, password: STAFF_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The newest link to `page` mailed to `to` (the e2e server writes its mail to files), as path and
 * query, waiting for the mail to be written.
 */
export async function mailedLink(to: string, page: "reset-password" | "accept-invite"): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = readMailFiles().filter((f) => f.content.includes(`To: ${to}`)).at(-1);
        link = mail?.content.match(new RegExp(`https?://[^\\s]+/${page}\\?token=[\\w%-]+`))?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * A new editor, signed in on `editor` (a page's request): a new admin, signed in on `admin`,
 * invites them and they accept with the mailed link, as the invitation goes in the office.
 */
export async function signInAsNewEditor(admin: APIRequestContext, editor: APIRequestContext, baseURL: string): Promise<{ email: string; password: string }> {
  await signInAsNewAdmin(admin, { prefix: "editor-admin" });
  const email = uniqueEmail("editor");
  const invite = await admin.post("/api/admin/users/invitations", { headers: { Origin: baseURL }, data: { email, role: "editor" } });
  expect(invite.status()).toBe(201);
  const token = new URL(await mailedLink(email, "accept-invite"), baseURL).searchParams.get("token");
  const accepted = await admin.post("/api/auth/accept-invite", { headers: { Origin: baseURL }, data: { token, password: STAFF_PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await signIn(editor, email);
  return { email, password: STAFF_PASSWORD };
}
