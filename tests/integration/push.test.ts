/**
 * Web Push end to end: staff devices subscribe over HTTP; a lead posted to POST /api/leads and an
 * assignment reach a push service started in the test, which decrypts each message (aes128gcm,
 * the device's own private key) and checks its VAPID signature. A device the push service calls
 * gone (410) is removed and the others keep receiving; a failing push service costs no mail.
 * The VAPID keys are generated once and kept in DATA_DIR/secrets.json.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, pushSubscriptions } from "../../server/db/schema";
import * as staffMessages from "@common/staff-messages";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";
import { startPushService, type TestDevice } from "../helpers/push-service";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let admin: Session;

const lead = (firstName: string) => ({
  firstName,
  lastName: "Pushkin",
  email: `${firstName.toLowerCase()}@example.com`,
  phone: "(802) 555-0142",
  serviceType: "Heat Pump Installation",
  location: "Stowe",
  message: "Cold upstairs.",
});

const subscribe = (who: Session, device: TestDevice) =>
  server.request("/api/push/subscriptions", { method: "POST", headers: who.headers, json: device.subscription });

beforeAll(async () => {
  server = await startTestServer();
  pushService = await startPushService(() => server.ctx.config.vapid.publicKey);
  admin = await signInAsAdmin(server);
});
afterAll(async () => {
  await server?.cleanup();
  await pushService?.close();
});

describe(`Web Push (${driver})`, () => {
  test("the VAPID keys are made once and kept with the other secrets in DATA_DIR", async () => {
    const stored = JSON.parse(fs.readFileSync(path.join(server.dataDir, "secrets.json"), "utf8")) as Record<string, string>;
    expect(stored.vapidPublicKey).toBe(server.ctx.config.vapid.publicKey);
    expect(stored.vapidPrivateKey).toMatch(/^[\w-]{43}$/);
    const res = await server.request("/api/push/key", { headers: admin.headers });
    expect(await res.json()).toEqual({ publicKey: stored.vapidPublicKey });
    expect((await server.request("/api/push/key")).status).toBe(401);
  });

  test("a new lead reaches every subscribed admin device, encrypted, signed, opening the lead's page", async () => {
    const phone = pushService.device();
    const laptop = pushService.device();
    expect((await subscribe(admin, phone)).status).toBe(201);
    expect((await subscribe(admin, laptop)).status).toBe(201);
    const status = await server.request("/api/push/subscriptions/status", { method: "POST", headers: admin.headers, json: { endpoint: phone.subscription.endpoint } });
    expect(await status.json()).toEqual({ subscribed: true });

    const res = await server.request("/api/leads", { method: "POST", json: lead("Ada") });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await server.ctx.push.settled();

    for (const device of [phone, laptop]) {
      const [push] = await device.waitFor(1);
      expect(push!.message).toEqual({
        title: "New lead: Ada Pushkin",
        body: "Heat Pump Installation · Stowe",
        url: `/admin/leads/${id}`,
        tag: `lead-${id}`,
      });
      expect(push!.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      expect(push!.vapid.aud).toBe(pushService.origin);
      expect(push!.vapid.sub).toMatch(/^mailto:/);
    }
    expect(pushService.errors).toEqual([]);
  });

  test("an assignment reaches the assignee's devices only; editors get no lead messages", async () => {
    const colleague = await createStaff(server, "admin", { name: "Casey Tech" });
    const editor = await createStaff(server, "editor", { name: "Eddie Writer" });
    const colleagueDevice = pushService.device();
    const editorDevice = pushService.device();
    const ownerDevice = pushService.device();
    expect((await subscribe(colleague, colleagueDevice)).status).toBe(201);
    expect((await subscribe(editor, editorDevice)).status).toBe(201);
    expect((await subscribe(admin, ownerDevice)).status).toBe(201);

    const res = await server.request("/api/leads", { method: "POST", json: lead("Bea") });
    const { id } = (await res.json()) as { id: string };
    await server.ctx.push.settled();
    const assign = await server.request(`/api/leads/${id}/assignee`, { method: "PATCH", headers: admin.headers, json: { userId: colleague.user.id } });
    expect(assign.status).toBe(200);
    await server.ctx.push.settled();

    const received = await colleagueDevice.waitFor(2);
    expect(received.map((r) => r.message.title)).toEqual(["New lead: Bea Pushkin", `${admin.user.name} assigned you a lead`]);
    expect(received[1]!.message).toMatchObject({ body: "Bea Pushkin · Heat Pump Installation", url: `/admin/leads/${id}` });
    // The owner got the new lead, not the assignment they made themselves.
    expect(ownerDevice.received.map((r) => r.message.title)).toEqual(["New lead: Bea Pushkin"]);
    expect(editorDevice.received).toEqual([]);
  });

  test("a device the push service calls gone (410) is removed; the others keep working; the mail is queued regardless", async () => {
    const gone = pushService.device();
    const fine = pushService.device();
    const broken = pushService.device();
    for (const d of [gone, fine, broken]) expect((await subscribe(admin, d)).status).toBe(201);
    gone.answer = 410;
    broken.answer = 500;

    const res = await server.request("/api/leads", { method: "POST", json: lead("Cy") });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await server.ctx.push.settled();

    expect((await fine.waitFor(1))[0]!.message.url).toBe(`/admin/leads/${id}`);
    const endpoints = (await server.ctx.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((r) => r.endpoint);
    expect(endpoints).not.toContain(gone.subscription.endpoint);
    // A server error is not "gone": that device stays subscribed.
    expect(endpoints).toContain(broken.subscription.endpoint);
    expect(endpoints).toContain(fine.subscription.endpoint);
    // The owner (first admin, an alert recipient) still has the lead's alert in the outbox.
    const alerts = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead_alert"));
    expect(alerts.some((m) => (m.props as { name?: string } | null)?.name === "Cy Pushkin")).toBe(true);
  });

  test("the test button reaches this device; a gone device is 404 and removed; off removes it", async () => {
    const device = pushService.device();
    expect((await subscribe(admin, device)).status).toBe(201);
    const test = await server.request("/api/push/test", { method: "POST", headers: admin.headers, json: { endpoint: device.subscription.endpoint } });
    expect(test.status).toBe(200);
    expect((await device.waitFor(1))[0]!.message).toMatchObject({ title: staffMessages.push.testTitle, url: "/admin" });

    // Someone else's device is not theirs to test.
    const other = await createStaff(server, "admin");
    const notMine = await server.request("/api/push/test", { method: "POST", headers: other.headers, json: { endpoint: device.subscription.endpoint } });
    expect(notMine.status).toBe(404);

    device.answer = 404;
    const expired = await server.request("/api/push/test", { method: "POST", headers: admin.headers, json: { endpoint: device.subscription.endpoint } });
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { message: string }).message).toBe(staffMessages.push.subscriptionGone);
    const status = await server.request("/api/push/subscriptions/status", { method: "POST", headers: admin.headers, json: { endpoint: device.subscription.endpoint } });
    expect(await status.json()).toEqual({ subscribed: false });

    const again = pushService.device();
    expect((await subscribe(admin, again)).status).toBe(201);
    const off = await server.request("/api/push/subscriptions/remove", { method: "POST", headers: admin.headers, json: { endpoint: again.subscription.endpoint } });
    expect(off.status).toBe(204);
    const [row] = await server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, again.subscription.endpoint));
    expect(row).toBeUndefined();
  });

  test("refuses a subscription to an address that is no push service, or without keys", async () => {
    const bad = [
      { endpoint: "http://10.0.0.5/internal", keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } },
      { endpoint: "https://169.254.169.254/latest", keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } },
      { endpoint: "ftp://push.example.com/x", keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } },
      { endpoint: "https://push.example.com/x" },
    ];
    for (const json of bad) {
      const res = await server.request("/api/push/subscriptions", { method: "POST", headers: admin.headers, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await server.request("/api/push/subscriptions", { method: "POST", json: pushService.device().subscription })).status).toBe(401);
  });

  test("a push service's redirect is not followed", async () => {
    const redirecting = pushService.device();
    const elsewhere = pushService.device();
    expect((await subscribe(admin, redirecting)).status).toBe(201);
    redirecting.redirectTo = elsewhere.subscription.endpoint;

    expect((await server.request("/api/leads", { method: "POST", json: lead("Di") })).status).toBe(201);
    await server.ctx.push.settled();

    expect(redirecting.hits).toBe(1);
    expect(elsewhere.hits).toBe(0);
  });

  test("the back office's service worker and manifest are served under /admin only", async () => {
    const sw = await server.request("/admin/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    expect(sw.headers.get("service-worker-allowed")).toBe("/admin");
    const source = await sw.text();
    expect(source).toContain('addEventListener("push"');
    expect(source).toContain('addEventListener("notificationclick"');
    const manifest = await server.request("/admin/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ scope: "/admin", start_url: "/admin", display: "standalone" });
  });
});
