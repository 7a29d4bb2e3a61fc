/**
 * Signed-in requests for integration tests: create the first admin with the admin key, sign in,
 * and make staff of any role through the real invitation flow (token read from the mail).
 */
import { desc, eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import type { StaffRole } from "@common/roles";
import { authService } from "../../server/auth/service";
import { mailOutbox } from "../../server/db/schema";
import { TEST_ADMIN_KEY, type TestServer } from "./server";
import { parseMail } from "./smtp";

export const DEFAULT_ADMIN_EMAIL = "owner@mansfield.test";
export const DEFAULT_PASSWORD = "correct horse battery staple";

export interface Session {
  /** "name=value; name=value", ready for a Cookie header. */
  cookie: string;
  /** Cookie + Origin, ready for `server.request(path, { headers })`. */
  headers: Record<string, string>;
  user: { id: string; email: string; name: string; role: string };
}

let counter = 0;
export function uniqueEmail(prefix = "staff"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@mansfield.test`;
}

/** The cookies a response sets, as a Cookie header value (cleared cookies left out). */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export function sessionFrom(server: Pick<TestServer, "url">, cookie: string, user: Session["user"]): Session {
  return { cookie, user, headers: { Cookie: cookie, Origin: server.url } };
}

export async function signIn(server: TestServer, email: string, password: string): Promise<Session> {
  const res = await server.request("/api/auth/login", { method: "POST", json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: Session["user"] };
  return sessionFrom(server, cookiesFrom(res), body.user);
}

export async function createAdmin(server: TestServer, email = DEFAULT_ADMIN_EMAIL, password = DEFAULT_PASSWORD) {
  const res = await server.request("/api/auth/create-admin", {
    method: "POST",
    json: { email, password, adminKey: TEST_ADMIN_KEY },
  });
  if (res.status !== 201) throw new Error(`create-admin ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { user: Session["user"] }).user;
}

/** The first admin (created on first use in this server) signed in. */
export async function signInAsAdmin(server: TestServer): Promise<Session> {
  const login = await server.request("/api/auth/login", {
    method: "POST",
    json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_PASSWORD },
  });
  if (login.status !== 200) await createAdmin(server);
  return signIn(server, DEFAULT_ADMIN_EMAIL, DEFAULT_PASSWORD);
}

/** The newest queued mail to an address. */
export async function latestMailTo(server: TestServer, to: string) {
  const [row] = await server.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/**
 * The token of the newest mailed link (reset-password / accept-invite) to an address. Once the
 * worker has sent it, the outbox keeps no link: it is then read from the .eml file the mail
 * became (servers without SMTP_URL), which was written before the row was marked sent.
 */
export async function tokenFromMail(server: TestServer, to: string, page: "reset-password" | "accept-invite"): Promise<string> {
  // A reset link is made just after the answer (so its timing says nothing): wait for that work.
  await authService(server.ctx).settled();
  const mail = await latestMailTo(server, to);
  const link = new RegExp(`/${page}\\?token=([\\w%-]+)`);
  const match = mail && (mail.text?.match(link) ?? filedMailText(server, mail.id)?.match(link));
  if (!match) throw new Error(`no ${page} link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

/** The text part of the .eml file an outbox row was sent as, if it was. */
function filedMailText(server: TestServer, id: string): string | undefined {
  const dir = path.join(server.dataDir, "mail");
  const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => name.endsWith(`-${id}.eml`)) : undefined;
  return file && parseMail(fs.readFileSync(path.join(dir, file), "utf8")).text;
}

/** A signed-in staff member of the given role, invited by the admin and accepted. */
export async function createStaff(
  server: TestServer,
  role: StaffRole,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<Session & { email: string; password: string }> {
  const admin = await signInAsAdmin(server);
  const email = options.email ?? uniqueEmail(role);
  const password = options.password ?? DEFAULT_PASSWORD;
  const invite = await server.request("/api/admin/users/invitations", {
    method: "POST",
    headers: admin.headers,
    json: { email, role, ...(options.name ? { name: options.name } : {}) },
  });
  if (invite.status !== 201) throw new Error(`invitation failed: ${invite.status} ${await invite.text()}`);
  const token = await tokenFromMail(server, email, "accept-invite");
  const accepted = await server.request("/api/auth/accept-invite", { method: "POST", json: { token, password } });
  if (accepted.status !== 201) throw new Error(`accept-invite failed: ${accepted.status} ${await accepted.text()}`);
  const body = (await accepted.json()) as { user: Session["user"] };
  return { ...sessionFrom(server, cookiesFrom(accepted), body.user), email, password };
}
