/**
 * Input PostgreSQL cannot take or a URL that names nothing: NUL characters in bodies, queries and
 * slugs, and malformed percent-escapes, answer a clean 4xx and never a 500.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, testimonials } from "../../server/db/schema";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

const NUL_MESSAGE = { message: "Text must not contain NUL characters" };

describe(`hostile input (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  let ip = 0;
  const client = () => ({ "X-Forwarded-For": `10.77.0.${(ip += 1)}` });

  beforeAll(async () => {
    server = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  it("refuses a NUL character anywhere in a JSON body with a 400 and stores nothing", async () => {
    const lead = { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "8025550100" };
    const review = { customerName: "Jane", customerLocation: "Essex", rating: 5, content: "Great work by the crew", serviceType: "heating" };
    const bodies: [string, unknown][] = [
      ["/api/leads", { ...lead, message: "hi\u0000there" }],
      ["/api/leads", { ...lead, lastName: "Doe\u0000" }],
      ["/api/testimonials", { ...review, customerLocation: "Essex\u0000" }],
      ["/api/testimonials", { ...review, ["key\u0000"]: 1 }],
    ];
    for (const [path, json] of bodies) {
      const res = await server.request(path, { method: "POST", json, headers: client() });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(NUL_MESSAGE);
    }
    expect((await server.ctx.db.select({ n: count() }).from(leads))[0]!.n).toBe(0);
    expect((await server.ctx.db.select({ n: count() }).from(testimonials))[0]!.n).toBe(0);
  });

  it("refuses a NUL character in a query with a 400", async () => {
    for (const path of ["/api/crm/contacts?search=%00", "/api/blog?all=true&category=%00", "/api/testimonials?x=%00"]) {
      const res = await server.request(path, { headers: admin.headers });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual(NUL_MESSAGE);
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
});
