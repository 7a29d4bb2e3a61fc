/**
 * The audit log reads as words: every audited route declared in the API router, and every action
 * a route records itself, has a phrase; the log answers with it (never a code like
 * "POST /blog/:id/revisions/:revisionId/restore").
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import { ACTION_PHRASES, auditPhrase, ROUTE_PHRASES } from "../../server/office/audit-phrases";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sourceFiles(path.join(dir, d.name)) : d.name.endsWith(".ts") ? [path.join(dir, d.name)] : []));

describe(`audit log in words (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  it("has a phrase for every audited route the API router declares", () => {
    const audited = createApi(server.ctx)
      .declarations.filter((d) => d.access !== "public" && d.method !== "GET")
      .map((d) => `${d.method} ${d.path}`);
    expect(audited.length).toBeGreaterThan(50);
    expect(audited.filter((route) => !ROUTE_PHRASES[route])).toEqual([]);
  });

  it("has a phrase for every action a route records itself", () => {
    const literal = /\baction: "([a-z_]+\.[a-z_.]+)"|recorded\(req, "([a-z_.]+)"\)|\(b\) => [^)]+\), "([a-z_.]+)"\)/g;
    const actions = new Set<string>();
    for (const file of sourceFiles(path.resolve("server"))) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(literal)) actions.add((match[1] ?? match[2] ?? match[3])!);
    }
    expect(actions.size).toBeGreaterThan(50);
    expect([...actions].filter((a) => !ACTION_PHRASES[a])).toEqual([]);
  });

  it("answers each entry with its words", async () => {
    const created = await server.request("/api/blog", { method: "POST", headers: admin.headers, json: { title: "Audit in words", content: "Text.", status: "published" } });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string; version: number };
    const saved = await server.request(`/api/blog/${post.id}`, { method: "PATCH", headers: admin.headers, json: { content: "Text, changed.", version: post.version } });
    expect(saved.status).toBe(200);
    const revisions = (await (await server.request(`/api/blog/${post.id}/revisions`, { headers: admin.headers })).json()) as Array<{ id: string }>;
    expect(revisions.length).toBeGreaterThan(0);
    const restored = await server.request(`/api/blog/${post.id}/revisions/${revisions[0]!.id}/restore`, { method: "POST", headers: admin.headers, json: {} });
    expect(restored.status).toBe(200);
    const log = (await (await server.request("/api/admin/audit", { headers: admin.headers })).json()) as Array<{ action: string; what: string; targetId: string | null }>;
    const mine = log.filter((e) => e.targetId === post.id);
    expect(mine.map((e) => e.what)).toEqual(["Restored a blog post revision", "Edited a blog post", "Created a blog post"]);
    for (const e of log) expect(e.what).not.toMatch(/^(POST|PATCH|PUT|DELETE) \/|^[a-z_]+\.[a-z_.]+$/);
    expect(auditPhrase("POST /some/:id/new-route")).not.toContain("/");
  });
});
