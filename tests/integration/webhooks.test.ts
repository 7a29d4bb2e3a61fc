/**
 * Webhooks against a real receiver on this machine: each event (a lead, its status change, a
 * contact, a review, a completed job) delivered signed, once and in order per endpoint after
 * failed tries; a lead acknowledged while a receiver holds a delivery; the endpoint paused and
 * the admins mailed after 24 hours of failures (moved clock); the address guard on save and on
 * delivery with WEBHOOKS_ALLOW_PRIVATE off; editors refused.
 */
import { and, eq, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueLeases } from "../../server/db/lease";
import { mailOutbox, webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import { newSecret, sealSecret } from "../../server/webhooks/endpoints";
import { queueWebhookEvent } from "../../server/webhooks/events";
import { deliverDueWebhooks } from "../../server/webhooks/worker";
import { driver, startTestServer, testClock } from "../helpers/server";
import { createStaff, DEFAULT_ADMIN_EMAIL, signInAsAdmin, type Session } from "../helpers/session";
import { waitFor } from "../helpers/smtp";
import { startReceiver } from "../helpers/webhook-receiver";
import { newClient } from "../helpers/client";

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Endpoint {
  id: string;
  secret: string;
  pausedAt: string | null;
}

describe(`webhooks (${driver})`, () => {
  const clock = testClock();
  let server: Server;
  let admin: Session;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    // The receiver is on this machine: the development switch lets webhooks reach it.
    server = await startTestServer({ clock, background: true, env: { WEBHOOKS_ALLOW_PRIVATE: "1", TRUST_PROXY: "loopback" } });
    admin = await signInAsAdmin(server);
  });
  afterAll(async () => {
    receiver?.release();
    await server?.cleanup();
    await receiver?.close();
  });

  const api = (path: string, init: { method?: string; json?: unknown } = {}) => server.request(path, { ...init, headers: admin.headers });
  const publicPost = (path: string, json: unknown) => server.request(path, { method: "POST", json, headers: newClient() });
  async function addEndpoint(path: string, events: string[]): Promise<Endpoint> {
    const res = await api("/api/admin/webhooks", { method: "POST", json: { url: `${receiver.origin}${path}`, events } });
    expect(res.status).toBe(201);
    const endpoint = (await res.json()) as Endpoint;
    receiver.secretFor(path, endpoint.secret);
    return endpoint;
  }
  const lead = (name: string) => ({ firstName: name, lastName: "Hook", email: `${name.toLowerCase()}@example.com`, phone: "802-555-0188" });
  /** No delivery is being posted under a lease at the moment (by the background worker, say). */
  const noneHeld = async () => {
    // A pending row a worker could not claim now is one whose lease is still running.
    const held = await server.ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, "pending"), not(queueLeases(webhookDeliveries).claimable(clock.now()))));
    return held.length === 0 || undefined;
  };
  /**
   * Passes of the worker, the clock a minute on each time (past any back-off so far), until `done`.
   * The clock moves only while no post is under way: moved mid-post, it would run out the
   * background worker's lease, and a worker whose lease was taken over records nothing.
   */
  async function deliverUntil(done: () => boolean) {
    for (let i = 0; i < 20 && !done(); i++) {
      await waitFor(noneHeld);
      clock.advance(60_000);
      await deliverDueWebhooks(server.ctx);
    }
    // The last post's outcome recorded, whichever worker made it.
    await waitFor(noneHeld);
    expect(done()).toBe(true);
  }

  it("delivers every event signed, once and in order, after failed tries; logs it; sends again and pings", async () => {
    const endpoint = await addEndpoint("/all", ["lead.created", "lead.status_changed", "contact.created", "review.submitted", "job.completed"]);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    let tries = 0;
    receiver.answer((r) => (r.path === "/all" && ++tries <= 2 ? 503 : 200));

    const created = await publicPost("/api/leads", lead("Ada"));
    expect(created.status).toBe(201);
    const leadId = ((await created.json()) as { id: string }).id;
    expect((await api(`/api/leads/${leadId}/status`, { method: "PATCH", json: { status: "Active" } })).status).toBe(200);
    const contact = await api("/api/crm/contacts", { method: "POST", json: { firstName: "Bo", lastName: "Hook", email: "bo@example.com" } });
    const contactId = ((await contact.json()) as { id: string }).id;
    const review = await publicPost("/api/testimonials", { customerName: "Cy Hook", customerLocation: "Essex, VT", rating: 5, content: "Quick, clean and friendly heat pump install.", serviceType: "heat-pump" });
    expect(review.status).toBe(201);
    const job = await api(`/api/crm/contacts/${contactId}/services`, {
      method: "POST",
      json: { serviceType: "Heat Pump Installation", serviceCategory: "installation", title: "Ductless install", description: "Two heads", status: "completed" },
    });
    expect(job.status).toBe(201);

    const types = ["lead.created", "lead.status_changed", "contact.created", "review.submitted", "job.completed"];
    await deliverUntil(() => receiver.accepted("/all").length === types.length);
    const all = receiver.received.filter((r) => r.path === "/all");
    expect(all.every((r) => r.verified)).toBe(true);
    expect(all.slice(0, 3).map((r) => [r.type, r.status])).toEqual([
      ["lead.created", 503],
      ["lead.created", 503],
      ["lead.created", 200],
    ]);
    expect(receiver.accepted("/all").map((r) => r.type)).toEqual(types);
    expect(all.filter((r) => r.status === 200)).toHaveLength(types.length); // none twice
    expect(receiver.accepted("/all")[1]!.body.data).toMatchObject({ id: leadId, status: "Active", previousStatus: "Lead" });

    const log = (await (await api(`/api/admin/webhooks/${endpoint.id}/deliveries`)).json()) as Array<Record<string, unknown>>;
    expect(log.map((d) => d.eventType)).toEqual([...types].reverse());
    expect(log.at(-1)).toMatchObject({ status: "delivered", attempts: 3, lastStatus: 200, lastResponse: "ok", nextAttemptAt: null, lastDurationMs: expect.any(Number) });

    // Send again: the same message (same webhook-id), delivered once more.
    const first = log.at(-1)!;
    expect((await api(`/api/admin/webhooks/${endpoint.id}/deliveries/${first.id as string}/resend`, { method: "POST" })).status).toBe(201);
    await waitFor(() => receiver.received.filter((r) => r.id === first.eventId && r.status === 200).length === 2 || undefined);
    // The ping goes at once, and says how it went.
    const ping = await api(`/api/admin/webhooks/${endpoint.id}/ping`, { method: "POST" });
    expect(await ping.json()).toMatchObject({ eventType: "webhook.ping", status: "delivered", lastStatus: 200 });
    expect(receiver.received.at(-1)).toMatchObject({ type: "webhook.ping", verified: true });
  });

  it("acknowledges a lead while a receiver is still holding a delivery", async () => {
    await addEndpoint("/slow", ["lead.created"]);
    receiver.answer((r) => (r.path === "/slow" ? "hold" : 200));
    expect((await publicPost("/api/leads", lead("Dee"))).status).toBe(201);
    await waitFor(() => receiver.holding > 0 || undefined);
    // The worker is stuck on that post; the next lead is stored and answered all the same.
    const next = await publicPost("/api/leads", lead("Eve"));
    expect(next.status).toBe(201);
    expect(receiver.holding).toBe(1);
    receiver.answer(() => 200);
    receiver.release();
    await waitFor(() => receiver.accepted("/slow").length === 2 || undefined);
    expect(receiver.accepted("/slow").map((r) => r.body.data.firstName)).toEqual(["Dee", "Eve"]);
  });

  it("pauses an endpoint after 24 hours of failures and mails the admins", async () => {
    const endpoint = await addEndpoint("/down", ["review.submitted"]);
    receiver.answer((r) => (r.path === "/down" ? 500 : 200));
    await publicPost("/api/testimonials", { customerName: "Flo Hook", customerLocation: "Stowe, VT", rating: 4, content: "Fixed the boiler the same afternoon we called.", serviceType: "heating" });
    // The first failure recorded before the clock moves: moved first, the clock would run out the
    // background worker's lease mid-post, and a worker whose lease was taken over records nothing.
    const delivery = async () => (await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)))[0];
    const endpointRow = async () => (await server.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]!;
    await waitFor(async () => (await delivery())?.attempts === 1 || undefined);
    // Each retry below is made by this pass or by the background worker, whichever claims the row
    // first: the test waits for the attempt to be recorded, not for its own pass.
    clock.advance(23 * 3_600_000);
    await deliverDueWebhooks(server.ctx);
    await waitFor(async () => (await delivery())?.attempts === 2 || undefined);
    expect((await endpointRow()).pausedAt).toBeNull();

    clock.advance(3_600_000);
    await deliverDueWebhooks(server.ctx);
    await waitFor(async () => (await endpointRow()).pausedAt ?? undefined);
    const rows = await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows.map((r) => [r.status, r.attempts, r.lastStatus])).toEqual([["failed", 3, 500]]);
    const mails = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "webhook_paused"));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[DEFAULT_ADMIN_EMAIL, `Webhook paused: ${receiver.origin}/down`]]);
    // Paused: nothing more is queued for it.
    await publicPost("/api/testimonials", { customerName: "Gus Hook", customerLocation: "Stowe, VT", rating: 5, content: "Friendly crew and a warm house again.", serviceType: "heating" });
    expect(await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toHaveLength(1);
  });
});

describe(`webhook address guard, WEBHOOKS_ALLOW_PRIVATE off (${driver})`, () => {
  let server: Server;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.cleanup();
    await receiver?.close();
  });

  it("refuses private, loopback and link-local receivers when saved and when delivering; editors get 403", async () => {
    const admin = await signInAsAdmin(server);
    const save = (url: string) => server.request("/api/admin/webhooks", { method: "POST", headers: admin.headers, json: { url, events: ["lead.created"] } });
    for (const url of ["https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://169.254.169.254/latest", "https://[::1]/hook", "https://[::ffff:127.0.0.1]/hook", "https://localhost/hook"]) {
      const res = await save(url);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { errors: { url: string } }).errors.url, url).toMatch(/private network/);
    }
    expect((await save("http://hooks.example.com/x")).status).toBe(400); // https only

    // Saved before (or by hand), the address is checked again at delivery: nothing reaches the receiver.
    const port = new URL(receiver.origin).port;
    for (const url of [`https://127.0.0.1:${port}/a`, `https://localhost:${port}/b`]) {
      await server.ctx.db.insert(webhookEndpoints).values({ url, events: ["contact.created"], secret: sealSecret(server.ctx, newSecret()) });
    }
    await queueWebhookEvent(server.ctx.db, "contact.created", { id: "c1" });
    expect(await deliverDueWebhooks(server.ctx)).toBe(0);
    expect(receiver.received).toEqual([]);
    const rows = await server.ctx.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.status, "pending")));
    expect(rows.map((r) => r.lastError).sort()).toEqual([expect.stringMatching(/^Refused: 127\.0\.0\.1 is/), expect.stringMatching(/^Refused: localhost is (127\.0\.0\.1|::1)/)]);

    const editor = await createStaff(server, "editor");
    expect((await server.request("/api/admin/webhooks", { headers: editor.headers })).status).toBe(403);
    expect((await server.request("/api/admin/webhooks", { method: "POST", headers: editor.headers, json: { url: "https://example.com/", events: ["lead.created"] } })).status).toBe(403);
  });
});
