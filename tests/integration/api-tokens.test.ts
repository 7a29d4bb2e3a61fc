/**
 * API tokens end to end: shown once and stored only as a hash, revoked and expired tokens refused
 * alike, every route of the registry either opened by its declared scope or refusing the token,
 * never a session cookie, the origin check kept for cookies, a limit per token, the audit trail,
 * and the OpenAPI document valid and covering every public and token-accessible route.
 */
import { createHash } from "node:crypto";
import { validate } from "@readme/openapi-parser";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import { isDocumented, openApiPath } from "../../server/api-tokens/openapi";
import { apiTokens, auditLog } from "../../server/db/schema";
import { API_SCOPES, type ApiScope } from "@common/schemas/api-tokens";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { createAdmin, DEFAULT_PASSWORD, signIn, signInAsAdmin, uniqueEmail, type Session } from "../helpers/session";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const PER_MINUTE = 40;

describe(`API tokens (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer({ env: { API_TOKEN_REQUESTS_PER_MINUTE: String(PER_MINUTE) } });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  async function makeToken(scopes: readonly ApiScope[], name = "Test tool", expiresInDays: number | null = null) {
    const res = await server.request("/api/admin/api-tokens", { method: "POST", headers: admin.headers, json: { name, scopes, expiresInDays } });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; apiToken: { id: string; hint: string; scopes: string[] } };
  }
  /** A request as another tool would send it: no cookie, no Origin. */
  const withToken = (token: string, path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(new URL(path, server.url), {
      method: init.method ?? "GET",
      headers: { Authorization: `Bearer ${token}`, ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}), ...init.headers },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      redirect: "manual",
    });

  it("shows a token once, keeps only its hash, and refuses it revoked, expired or its admin deactivated with the same bare 401", async () => {
    const { token, apiToken } = await makeToken(["leads:read"]);
    expect(token).toMatch(/^gmc_[A-Za-z0-9_-]{43}$/);
    const [row] = await server.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token.slice(8));
    const list = await (await server.request("/api/admin/api-tokens", { headers: admin.headers })).text();
    expect(list).toContain(apiToken.hint);
    expect(list).not.toContain(token.slice(8));

    const ok = await withToken(token, "/api/leads");
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie()).toEqual([]);
    const [used] = await server.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(used!.lastUsedAt).not.toBeNull();

    const unknown = await withToken(`gmc_${"A".repeat(43)}`, "/api/leads");
    expect(unknown.status).toBe(401);
    const bare = await unknown.json();

    expect((await server.request(`/api/admin/api-tokens/${apiToken.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(204);
    const revoked = await withToken(token, "/api/leads");
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual(bare);

    const later = await makeToken(["leads:read"], "Expiring", 30);
    expect((await withToken(later.token, "/api/leads")).status).toBe(200);
    await server.ctx.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, later.apiToken.id));
    const expired = await withToken(later.token, "/api/leads");
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(bare);

    // A token stops with its admin's account.
    const colleagueEmail = uniqueEmail("token-owner");
    const colleague = await createAdmin(server, colleagueEmail);
    const theirs = await server.request("/api/admin/api-tokens", {
      method: "POST",
      headers: (await signIn(server, colleagueEmail, DEFAULT_PASSWORD)).headers,
      json: { name: "Their tool", scopes: ["leads:read"] },
    });
    const { token: theirToken } = (await theirs.json()) as { token: string };
    expect((await withToken(theirToken, "/api/leads")).status).toBe(200);
    expect((await server.request(`/api/admin/users/${colleague.id}`, { method: "PATCH", headers: admin.headers, json: { isActive: false } })).status).toBe(200);
    expect((await withToken(theirToken, "/api/leads")).status).toBe(401);

    // A token cannot make, list or revoke tokens.
    const all = await makeToken(API_SCOPES);
    expect((await withToken(all.token, "/api/admin/api-tokens")).status).toBe(403);
    expect((await withToken(all.token, "/api/admin/api-tokens", { method: "POST", json: { name: "x", scopes: ["leads:read"] } })).status).toBe(403);
  });

  it("opens each route of the registry with its declared scope only; other routes refuse every token", { timeout: 120_000 }, async () => {
    // Fresh tokens as they are used up, so the per-minute limit never interferes here.
    const pool = new Map<string, { token: string; uses: number }>();
    async function tokenFor(scopes: readonly ApiScope[]) {
      const key = scopes.join(",");
      let entry = pool.get(key);
      if (!entry || entry.uses >= PER_MINUTE - 5) pool.set(key, (entry = { token: (await makeToken(scopes)).token, uses: 0 }));
      entry.uses++;
      return entry.token;
    }
    const routes = createApi(server.ctx).declarations.filter((d) => d.path !== "/auth/logout");
    const failures: string[] = [];
    let scoped = 0;
    for (const route of routes) {
      const path = `/api${route.path.replace(/:[A-Za-z]+/g, UNKNOWN_ID)}`;
      const call = async (scopes: readonly ApiScope[]) => {
        const res = await withToken(await tokenFor(scopes), path, { method: route.method, ...(route.method === "GET" || route.method === "DELETE" ? {} : { json: {} }) });
        if (res.headers.getSetCookie().length) failures.push(`${route.method} ${route.path}: a token request was given a cookie`);
        return res.status;
      };
      const name = `${route.method} ${route.path} (${route.access}${route.scope ? `, ${route.scope}` : ""})`;
      if (route.scope) {
        scoped++;
        const own = await call([route.scope]);
        if (own === 401 || own === 403) failures.push(`${name}: its own scope was refused (${own})`);
        const others = await call(API_SCOPES.filter((s) => s !== route.scope));
        // A public route serves a token without the scope as an anonymous visitor.
        if (route.access !== "public" && others !== 403) failures.push(`${name}: other scopes got ${others}, not 403`);
        if (route.access === "public" && (others === 401 || others === 403)) failures.push(`${name}: refused as public (${others})`);
      } else if (route.access !== "public") {
        const status = await call(API_SCOPES);
        if (status !== 401 && status !== 403) failures.push(`${name}: a token with every scope got ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(scoped).toBeGreaterThan(25);
    // Staff-account, team, settings and token routes declare no scope.
    for (const path of ["/auth/me", "/auth/change-password", "/admin/settings", "/admin/users", "/admin/security", "/admin/api-tokens"]) {
      expect(routes.filter((d) => d.path === path).every((d) => !d.scope)).toBe(true);
    }
  });

  it("shows a public route's staff view only to a token with its scope", async () => {
    const blog = await makeToken(["blog:read"]);
    const leads = await makeToken(["leads:read"]);
    expect((await withToken(blog.token, "/api/blog?all=true")).status).toBe(200);
    // Without the scope the token is a visitor, and a visitor asking for every post is refused.
    expect((await withToken(leads.token, "/api/blog?all=true")).status).toBe(401);
  });

  it("keeps the origin check for cookies, never for a bearer alone, and a cookie widens no token", async () => {
    const { token } = await makeToken(["leads:read", "leads:write", "contacts:read"]);
    const lead = await server.request("/api/leads", {
      method: "POST",
      json: { firstName: "Ada", lastName: "Tok", email: "ada.tok@example.com", phone: "8025550111", serviceType: "Heating", message: "Boiler" },
    });
    expect(lead.status).toBe(201);
    const { id } = (await lead.json()) as { id: string };
    const evil = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const note = await withToken(token, `/api/leads/${id}/notes`, { method: "POST", json: { content: "From the quoting tool" }, headers: evil });
    expect(note.status).toBe(201);
    const withCookie = await withToken(token, `/api/leads/${id}/notes`, { method: "POST", json: { content: "Cookie too" }, headers: { ...evil, Cookie: admin.cookie } });
    expect(withCookie.status).toBe(403);
    // The admin's cookie beside the token: the token's scopes decide.
    expect((await withToken(token, "/api/admin/settings", { headers: { Cookie: admin.cookie } })).status).toBe(403);
    expect((await withToken(token, "/api/crm/contacts", { headers: { Cookie: admin.cookie } })).status).toBe(200);
  });

  it("limits each token on its own (429 with Retry-After)", async () => {
    const busy = await makeToken(["contacts:read"]);
    const calm = await makeToken(["contacts:read"]);
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) statuses.push((await withToken(busy.token, "/api/crm/stats")).status);
    expect(statuses.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await withToken(busy.token, "/api/crm/stats");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await withToken(calm.token, "/api/crm/stats")).status).toBe(200);
  });

  it("audits token writes in full, token reads once per route and hour, and making and revoking tokens", async () => {
    const { token, apiToken } = await makeToken(["contacts:read", "contacts:write"], "Audited tool");
    const entries = (action: string, targetId?: string) =>
      server.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), ...(targetId ? [eq(auditLog.targetId, targetId)] : [])));
    expect(await entries("api_token.create", apiToken.id)).toMatchObject([{ userEmail: admin.user.email, details: { name: "Audited tool", scopes: ["contacts:read", "contacts:write"] } }]);

    const created = await withToken(token, "/api/crm/contacts", { method: "POST", json: { firstName: "Tom", lastName: "Tool", email: "tom.tool@example.com", phone: "8025550112" } });
    expect(created.status).toBe(201);
    const writes = (await server.ctx.db.select().from(auditLog).where(eq(auditLog.userEmail, admin.user.email))).filter(
      (e) => (e.details as { apiToken?: { id: string } } | null)?.apiToken?.id === apiToken.id && e.action !== "api_token.read",
    );
    expect(writes.length).toBe(1);

    for (let i = 0; i < 3; i++) expect((await withToken(token, "/api/crm/contacts")).status).toBe(200);
    // The entry is written once the answer is out: wait for it, then make sure no second one came.
    await expect.poll(async () => (await entries("api_token.read", apiToken.id)).length).toBe(1);
    expect((await withToken(token, "/api/crm/stats")).status).toBe(200);
    await expect.poll(async () => (await entries("api_token.read", apiToken.id)).map((e) => (e.details as { route: string }).route).sort()).toEqual([
      "GET /crm/contacts",
      "GET /crm/stats",
    ]);

    expect((await server.request(`/api/admin/api-tokens/${apiToken.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(204);
    expect(await entries("api_token.revoke", apiToken.id)).toHaveLength(1);
  });

  it("publishes a valid OpenAPI 3.1 document covering every public and token-accessible route", async () => {
    const res = await server.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { security: unknown[]; requestBody?: unknown; parameters?: { name: string; in: string }[] }>> };
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);

    const declarations = createApi(server.ctx).declarations;
    const documented = declarations.filter(isDocumented);
    expect(documented.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const d of documented) {
      const op = document.paths[openApiPath(d.path)]?.[d.method.toLowerCase()];
      if (!op) {
        missing.push(`${d.method} ${d.path}`);
        continue;
      }
      if (d.scope) expect(op.security).toContainEqual({ apiToken: [d.scope] });
      if (d.body) expect(op.requestBody).toBeDefined();
      if (d.query) expect(op.parameters?.some((p) => p.in === "query")).toBe(true);
    }
    expect(missing).toEqual([]);
    // Staff-only routes stay out of it.
    const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operations).toBe(documented.length);
    expect(document.paths["/admin/settings"]).toBeUndefined();
  });
});
