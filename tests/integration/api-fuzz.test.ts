/**
 * Every declared /api route, called as an admin with malformed input — unknown and malformed ids,
 * wrong body shapes and types, hostile strings — answers a JSON 4xx (or a success), never a 500.
 * AI routes answer 503 here (no AI configured), which is their documented answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../server/api";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";
import { newClient } from "../helpers/client";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const ids = [UNKNOWN_ID, "not-an-id", "1", "%27%20or%201%3D1--", "..%2F..%2Fetc%2Fpasswd", "a".repeat(300)];
const hostile = ["<script>alert(1)</script>", "'; drop table leads; --", "line\r\nBcc: x@example.com", "x".repeat(10_000), "😀🏠", ""];
const hostileBodies = hostile.map((text) => ({
  email: text, name: text, title: text, content: text, status: text, prompt: text, slug: text,
  firstName: text, lastName: text, phone: text, message: text, subject: text, body: text, notes: text,
  customerName: text, customerLocation: text, serviceType: text, role: text, token: text, password: text,
  newPassword: text, currentPassword: text, adminKey: text, contactId: text, templateId: text, frequency: text,
}));
const bodies: unknown[] = [
  {},
  [],
  "just a string",
  42,
  null,
  { email: 12, name: ["a"], status: { $ne: 1 }, isApproved: "yes", rating: "five", id: UNKNOWN_ID },
  { nested: { deeper: { deepest: [1, 2, { x: "y" }] } } },
  ...hostileBodies,
];
// Every body goes to a well-formed id; a malformed id meets an empty body and the hostile strings
// (what reaches the database with it), not every shape again: the shapes are refused before the id is read.
const bodiesFor = (id: string | undefined) => (id === undefined || id === UNKNOWN_ID ? bodies : [{}, ...hostileBodies.slice(0, 3)]);

describe(`malformed input on every route (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  it("never answers 500", { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const routes = createApi(server.ctx).declarations.filter(
      // Signing out, rotating or ending sessions would end the admin session the other calls use.
      (d) => !["/auth/logout", "/auth/change-password", "/auth/refresh"].includes(d.path),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const paths = route.path.includes(":") ? ids.map((id) => ({ id, path: route.path.replace(/:[A-Za-z]+/g, id) })) : [{ id: undefined, path: route.path }];
      for (const { id, path } of paths) {
        const calls = route.method === "GET" || route.method === "DELETE" ? [undefined] : bodiesFor(id);
        for (const json of calls) {
          const url = `/api${path}${route.method === "GET" ? "?search=%3Cb%3E&contactId=x&postId=x&limit=-1&all=maybe&spam=1" : ""}`;
          const res = await server.request(url, {
            method: route.method,
            headers: { ...admin.headers, ...newClient() },
            ...(json === undefined ? {} : { json }),
          });
          const type = res.headers.get("content-type") ?? "";
          const text = await res.text();
          if (res.status >= 500 && !(res.status === 503 && /AI/.test(text))) failures.push(`${route.method} ${url} ${JSON.stringify(json)?.slice(0, 80)} -> ${res.status} ${text.slice(0, 120)}`);
          if (res.status >= 400 && !type.includes("application/json")) failures.push(`${route.method} ${url} -> ${res.status} not JSON (${type})`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The calls ran signed in to the end (not as a stranger meeting 401s).
    expect((await server.request("/api/auth/me", { headers: admin.headers })).status).toBe(200);
  });
});
