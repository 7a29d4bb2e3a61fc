/**
 * With REDIS_URL the submission limits live in Redis, so two app instances share one count per
 * client address. Runs when TEST_REDIS_URL is set (this machine: redis://127.0.0.1:6379).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import { LEAD_LIMIT } from "../../server/leads/submit-routes";
import { REVIEW_LIMIT } from "../../server/reviews/submit-routes";
import { driver, startTestServer } from "../helpers/server";

const redisUrl = process.env.TEST_REDIS_URL;
// An address no earlier run used: Redis keeps counters between runs.
const runIp = (n: number) => `10.${200 + n}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const lead = () => ({ firstName: "Shared", lastName: `Counter ${letters()}`, email: "shared@example.com", phone: "802-555-0100" });
const review = () => ({
  customerName: "Shared Counter",
  customerLocation: "Winooski",
  rating: 4,
  content: "Two instances, one limit, and a warm house.",
  serviceType: "heating",
});

describe.skipIf(!redisUrl)(`rate limits shared through Redis (${driver})`, () => {
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let b: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, TRUST_PROXY: "loopback" };
    [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
  });

  it("counts leads from one client across both instances", async () => {
    const ip = runIp(0);
    const post = (server: typeof a) =>
      server.request("/api/leads", { method: "POST", json: lead(), headers: { "X-Forwarded-For": ip } });
    for (let i = 0; i < LEAD_LIMIT.points; i += 1) expect((await post(i % 2 ? a : b)).status).toBe(201);
    for (const server of [a, b]) {
      const res = await post(server);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: messages.api.leadRateLimited });
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    // The counters are keyed by client: another address still gets through on either instance.
    const other = await a.request("/api/leads", { method: "POST", json: lead(), headers: { "X-Forwarded-For": runIp(1) } });
    expect(other.status).toBe(201);
  });

  it("counts reviews from one client across both instances", async () => {
    const ip = runIp(2);
    const post = (server: typeof a) =>
      server.request("/api/testimonials", { method: "POST", json: review(), headers: { "X-Forwarded-For": ip } });
    for (let i = 0; i < REVIEW_LIMIT.points; i += 1) expect((await post(i % 2 ? a : b)).status).toBe(201);
    expect((await post(a)).status).toBe(429);
    expect((await post(b)).status).toBe(429);
  });
});
