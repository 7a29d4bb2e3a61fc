/**
 * POST /api/testimonials: validation with the catalogue's
 * messages, stored unapproved whatever the client says, never public until approved — then in
 * GET /api/testimonials and the server-rendered /reviews page, always as text. Spam kept apart;
 * a per-client limit answers 429 with Retry-After.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import { testimonials } from "../../server/db/schema";
import { REVIEW_LIMIT } from "../../server/reviews/submit-routes";
import { driver, startTestServer } from "../helpers/server";
import { pagesChanged } from "../../server/render-cache/invalidate";

const r = messages.review;
let ipCounter = 0;
const freshIp = () => `10.6.${Math.floor(Math.random() * 200)}.${(ipCounter += 1)}`;
const unique = () => Math.random().toString(36).slice(2, 10);

const validReview = (over: Record<string, unknown> = {}) => ({
  customerName: `Reviewer ${unique()}`,
  customerLocation: "Essex, VT",
  rating: 5,
  content: `Installed our cold-climate heat pump in two days and left the basement spotless. ${unique()}`,
  serviceType: "heat-pump",
  ...over,
});

describe(`POST /api/testimonials (${driver})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const post = (body: unknown, ip = freshIp()) =>
    server.request("/api/testimonials", { method: "POST", json: body, headers: { "X-Forwarded-For": ip } });
  const byId = async (id: string) => (await server.ctx.db.select().from(testimonials).where(eq(testimonials.id, id)))[0]!;
  const publicList = async () => (await (await server.request("/api/testimonials")).json()) as { id: string; content: string }[];

  beforeAll(async () => {
    server = await startTestServer({ pages: true, env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(() => server.cleanup());

  it("stores a review unapproved, ignoring isApproved sent by the client, and keeps it off the public list", async () => {
    const body = validReview({ isApproved: true, isSpam: false, id: "00000000-0000-4000-8000-000000000000" });
    const res = await post(body);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Record<string, unknown> & { id: string };
    expect(answer).toMatchObject({ customerName: body.customerName, customerLocation: "Essex, VT", location: "Essex, VT", rating: 5, isApproved: false });
    expect(answer.id).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(answer).not.toHaveProperty("isSpam");
    const { id } = answer;
    const row = await byId(id);
    expect(row).toMatchObject({
      customerName: body.customerName,
      customerLocation: "Essex, VT",
      rating: 5,
      content: body.content,
      serviceType: "heat-pump",
      isApproved: false,
      isSpam: false,
    });
    expect((await publicList()).map((t) => t.id)).not.toContain(id);
    const html = await (await server.request("/reviews")).text();
    expect(html).not.toContain(body.content);
  });

  it("answers 400 with every field's catalogue message for an empty body", async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      customerName: r.nameMin,
      customerLocation: r.locationRequired,
      rating: r.ratingRequired,
      content: r.contentMin,
      serviceType: r.serviceRequired,
    });
  });

  it.each([
    ["a one-letter name", { customerName: "A" }, "customerName", r.nameMin],
    ["a blank location", { customerLocation: "   " }, "customerLocation", r.locationRequired],
    ["rating 0", { rating: 0 }, "rating", r.ratingRequired],
    ["rating 6", { rating: 6 }, "rating", r.ratingInvalid],
    ["rating 4.5", { rating: 4.5 }, "rating", r.ratingInvalid],
    ["rating as text", { rating: "5" }, "rating", r.ratingInvalid],
    ["a 9-character review", { content: "Great job" }, "content", r.contentMin],
    ["a 10,000-character review", { content: "x".repeat(10_000) }, "content", r.contentMax],
    ["an unknown service type", { serviceType: "roofing" }, "serviceType", r.serviceRequired],
    ["an empty service type", { serviceType: "" }, "serviceType", r.serviceRequired],
    ["an array as a name", { customerName: ["Ann", "Lee"] }, "customerName", messages.validation.textExpected],
    ["null content", { content: null }, "content", r.contentMin],
  ])("refuses %s", async (_label, override, field, message) => {
    const res = await post(validReview(override));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("accepts each of the six service types", async () => {
    for (const serviceType of ["heating", "heat-pump", "boiler", "maintenance", "plumbing", "other"]) {
      expect((await post(validReview({ serviceType }))).status).toBe(201);
    }
  });

  it("shows a review once approved — in GET /api/testimonials and the server-rendered /reviews — as text", async () => {
    const hostile = `Great crew! <script>alert("x")</script> <img src=x onerror=alert(1)> '; DROP TABLE testimonials; -- ${unique()}`;
    const body = validReview({ content: hostile, customerName: `Ann <b>Bold</b> ${unique()}` });
    const res = await post(body);
    const { id } = (await res.json()) as { id: string };
    expect((await publicList()).map((t) => t.id)).not.toContain(id);

    await server.ctx.db.update(testimonials).set({ isApproved: true }).where(eq(testimonials.id, id));
    pagesChanged(server.ctx.db, "reviews"); // written past the domain functions

    const listed = (await publicList()).find((t) => t.id === id);
    expect(listed).toMatchObject({ content: hostile, customerName: body.customerName, rating: 5 });
    const page = await server.request("/reviews");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(body.customerName.replace("<b>", "&lt;b&gt;").replace("</b>", "&lt;/b&gt;"));
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain(`<script>alert("x")</script>`);
    expect(html).not.toContain("<img src=x onerror");
  });

  it("keeps a honeypot trip apart as spam (normal 201), never shown even when approved", async () => {
    const body = validReview();
    const res = await post({ ...body, website: "http://spam.example", formStartedAt: Date.now() - 60_000 });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await byId(id)).isSpam).toBe(true);
    await server.ctx.db.update(testimonials).set({ isApproved: true }).where(eq(testimonials.id, id));
    pagesChanged(server.ctx.db, "reviews"); // written past the domain functions
    expect((await publicList()).map((t) => t.id)).not.toContain(id);
    const plain = await post(validReview());
    expect((await byId(((await plain.json()) as { id: string }).id)).isSpam).toBe(false);
  });

  it(`allows ${REVIEW_LIMIT.points} reviews per client address, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    expect((await post({}, ip)).status).toBe(400); // invalid ones do not count
    for (let i = 0; i < REVIEW_LIMIT.points; i += 1) expect((await post(validReview(), ip)).status).toBe(201);
    const limited = await post(validReview(), ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: messages.api.reviewRateLimited });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(validReview(), freshIp())).status).toBe(201);
  });
});
