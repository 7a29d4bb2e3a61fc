/**
 * Input PostgreSQL cannot take or a URL that names nothing: NUL characters in bodies, queries and
 * slugs, and malformed percent-escapes, answer a clean 4xx and never a 500.
 */
import { count } from "drizzle-orm";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, testimonials } from "../../server/db/schema";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";
import { newClient } from "../helpers/client";

const NUL = "Text must not contain NUL characters";
const SURROGATE = "Text must not contain broken Unicode characters";
const refusedField = (field: string, message = NUL) => ({ message, errors: { [field]: message } });

/** A request whose path is sent as written (fetch would read "//host/x" as another host). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string>, body = "") {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe(`hostile input (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  it("refuses a NUL character anywhere in a JSON body with a 400 and stores nothing", async () => {
    const lead = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "8025550100" };
    const review = { customerName: "Jane", customerLocation: "Essex", rating: 5, content: "Great work by the crew", serviceType: "heating" };
    const bodies: [string, unknown, string][] = [
      ["/api/leads", { ...lead, message: "hi\u0000there" }, "message"],
      ["/api/leads", { ...lead, lastName: "Doe\u0000" }, "lastName"],
      ["/api/testimonials", { ...review, customerLocation: "Essex\u0000" }, "customerLocation"],
      ["/api/testimonials", { ...review, ["key\u0000"]: 1 }, "key\u0000"],
    ];
    for (const [path, json, field] of bodies) {
      const res = await server.request(path, { method: "POST", json, headers: newClient() });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(refusedField(field));
    }
    expect((await server.ctx.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
    expect((await server.ctx.db.select({ n: count() }).from(testimonials))[0]!.n).toBe(0);
  });

  it("refuses a NUL character in a query with a 400", async () => {
    for (const path of ["/api/crm/contacts?search=%00", "/api/blog?all=true&category=%00", "/api/testimonials?x=%00"]) {
      const res = await server.request(path, { headers: admin.headers });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(NUL);
    }
    // SQL-looking text is only text.
    const sqlish = await server.request("/api/crm/contacts?search=%27%3B%20drop%20table%20leads%3B--", { headers: admin.headers });
    expect(sqlish.status).toBe(200);
    expect(await sqlish.json()).toEqual([]);
  });

  it("answers slugs that cannot exist with a 404, in the API and on the pages", async () => {
    for (const path of ["/api/blog/%00", "/api/blog/category/%00", "/api/blog/Not%20A%20Slug", "/blog/%00", "/blog/category/%00"]) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
    }
  });

  it("answers a malformed percent-escape with a 4xx, not a redirect or a 500", async () => {
    for (const path of ["/services/%E0%A4%A", "/Blog/Category/%ZZ", "/api/services/%E0%A4%A"]) {
      const res = await server.request(path, { redirect: "manual" });
      expect(res.status, path).toBe(400);
    }
  });

  it("refuses a lone UTF-16 surrogate in any field with a 400 naming it, and stores nothing", async () => {
    const lead = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "8025550100" };
    // Raw JSON: JSON.stringify would escape a lone surrogate the same way, but say it plainly.
    const cases: [string, string, string, Record<string, string>][] = [
      ["POST", "/api/leads", `{"firstName":"Jane","lastName":"Doe","email":"jane@example.com","phone":"8025550100","message":"x \\ud800 y"}`, newClient()],
      ["POST", "/api/leads", JSON.stringify({ ...lead, firstName: "J\udc00" }), newClient()],
      ["POST", "/api/crm/contacts", JSON.stringify({ firstName: "Ann", lastName: "Lee \ud83d", email: "ann@example.com" }), admin.headers],
    ];
    const fields = ["message", "firstName", "lastName"];
    for (const [i, [method, path, body, headers]] of cases.entries()) {
      const res = await server.request(path, { method, body, headers: { "Content-Type": "application/json", ...headers } });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(refusedField(fields[i]!, SURROGATE));
    }
    // A pair is a real character (an emoji) and is kept.
    const emoji = await server.request("/api/leads", { method: "POST", json: { ...lead, message: "warm \ud83d\udd25 now" }, headers: newClient() });
    expect(emoji.status).toBe(201);
    expect((await server.ctx.db.select({ n: count() }).from(leads))[0]!.n).toBe(1);
  });

  it("refuses a NUL or a lone surrogate in an upload's alt text or file name, naming the field", async () => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const upload = (alt: string, name: string) => {
      const form = new FormData();
      form.set("alt", alt);
      form.set("file", new Blob([png], { type: "image/png" }), name);
      return server.request("/api/media", { method: "POST", body: form, headers: admin.headers });
    };
    const nulAlt = await upload("Furnace\u0000", "furnace.png");
    expect(nulAlt.status).toBe(400);
    expect(await nulAlt.json()).toEqual(refusedField("alt"));
    const nulName = await upload("Furnace", "furn\u0000ace.png");
    expect(nulName.status).toBe(400);
    // busboy refuses the header itself; either way the answer names the file.
    expect(Object.keys(((await nulName.json()) as { errors: object }).errors)).toEqual(["file"]);
    // Multipart text is UTF-8, which cannot carry a lone surrogate; the JSON edit of the alt text can.
    const stored = await upload("Furnace", "furnace.png");
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    const badAlt = await server.request(`/api/media/${id}`, { method: "PATCH", body: '{"alt":"Furnace \\ud800"}', headers: { "Content-Type": "application/json", ...admin.headers } });
    expect(badAlt.status).toBe(400);
    expect(await badAlt.json()).toEqual(refusedField("alt", SURROGATE));
  });

  it("never redirects a form post to another host: //evil.example/x stays on this site", async () => {
    const port = Number(new URL(server.url).port);
    // As a browser on the site sends it: the Host it posts to is its Origin's (React Router
    // refuses a form post whose Origin names another host with a 400 before routing it).
    const site = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Host: new URL(server.url).host };
    for (const path of ["//evil.example/x", "/\\evil.example/x", "///evil.example/x"]) {
      const res = await rawRequest(port, "POST", path, site, "a=1");
      expect(res.status, path).toBe(303);
      expect(res.location, path).toMatch(/^\/[^/\\]/);
      expect(new URL(res.location!, server.url).origin, path).toBe(new URL(server.url).origin);
    }
  });
});
