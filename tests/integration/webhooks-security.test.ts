/**
 * Webhooks and the development switch WEBHOOKS_ALLOW_PRIVATE: red in a production site's setup
 * checks while on, and an http:// endpoint saved while it was on no longer called once it is off
 * (its deliveries failed at once, with the reason). Signing secrets: left out of list and change
 * answers, shown on request, and replaced by a new one that signs what is sent from then on.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import type { SetupCheck } from "../../server/setup/checks";
import type { SetupReport } from "../../server/setup/routes";
import { newSecret, sealSecret } from "../../server/webhooks/endpoints";
import { queueWebhookEvent } from "../../server/webhooks/events";
import { deliverDueWebhooks } from "../../server/webhooks/worker";
import { driver, startTestServer } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";
import { startReceiver } from "../helpers/webhook-receiver";

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  while (closers.length) await closers.pop()!();
});

async function boot(env: Record<string, string>) {
  const server = await startTestServer({ env });
  closers.push(() => server.cleanup());
  return { server, admin: await signInAsAdmin(server) };
}

describe(`webhooks and WEBHOOKS_ALLOW_PRIVATE (${driver})`, () => {
  it("is red in a production site's setup checks while on, and absent when off", async () => {
    const on = await boot({ NODE_ENV: "production", WEBHOOKS_ALLOW_PRIVATE: "1" });
    const report = (await (await on.server.request("/api/admin/setup", { headers: on.admin.headers })).json()) as SetupReport;
    const found = report.checks.find((c: SetupCheck) => c.id === "webhooks-private");
    expect(found?.verdict).toBe("fail");
    expect(found?.fix).toMatch(/^Remove WEBHOOKS_ALLOW_PRIVATE/);

    const off = await boot({ NODE_ENV: "production" });
    const plain = (await (await off.server.request("/api/admin/setup", { headers: off.admin.headers })).json()) as SetupReport;
    expect(plain.checks.map((c) => c.id)).not.toContain("webhooks-private");
  }, 60_000);

  it("stops calling an http:// endpoint saved while it was on: the delivery fails at once, saying why", async () => {
    const receiver = await startReceiver();
    closers.push(() => receiver.close());
    const { server, admin } = await boot({});
    // As the switch left it: an http:// address on this machine, saved while it was on.
    const [endpoint] = await server.ctx.db
      .insert(webhookEndpoints)
      .values({ url: `${receiver.origin}/plain`, events: ["contact.created"], secret: sealSecret(server.ctx, newSecret()) })
      .returning();
    expect(receiver.origin).toMatch(/^http:\/\//);
    await queueWebhookEvent(server.ctx.db, "contact.created", { id: "c1" });
    expect(await deliverDueWebhooks(server.ctx)).toBe(0);
    expect(receiver.received).toEqual([]);
    const [row] = await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toMatch(/^Refused: plain http:\/\/ is allowed only with WEBHOOKS_ALLOW_PRIVATE/);
    // The back office's log and the test ping say the same.
    const log = (await (await server.request(`/api/admin/webhooks/${endpoint!.id}/deliveries`, { headers: admin.headers })).json()) as { status: string; lastError: string }[];
    expect(log[0]).toMatchObject({ status: "failed", lastError: row!.lastError });
    const ping = (await (await server.request(`/api/admin/webhooks/${endpoint!.id}/ping`, { method: "POST", headers: admin.headers })).json()) as { status: string; lastError: string };
    expect(ping).toMatchObject({ status: "failed", lastError: row!.lastError });
    expect(receiver.received).toEqual([]);
  }, 60_000);

  it("keeps the signing secret out of lists, shows it on request, and rotates it", async () => {
    const receiver = await startReceiver();
    closers.push(() => receiver.close());
    const { server, admin } = await boot({ WEBHOOKS_ALLOW_PRIVATE: "1" });
    const api = (path: string, method = "GET", json?: unknown) => server.request(path, { method, json, headers: admin.headers });
    const created = await api("/api/admin/webhooks", "POST", { url: `${receiver.origin}/signed`, events: ["contact.created"] });
    expect(created.status).toBe(201);
    const { id, secret } = (await created.json()) as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);

    const list = await (await api("/api/admin/webhooks")).text();
    expect(list).toContain(id);
    expect(list).not.toContain(secret.slice(6));
    expect(list).not.toContain('"secret"');
    expect(await (await api(`/api/admin/webhooks/${id}`, "PATCH", { description: "CRM" })).text()).not.toContain(secret.slice(6));

    expect(await (await api(`/api/admin/webhooks/${id}/secret`, "POST")).json()).toEqual({ secret });
    const rotated = await api(`/api/admin/webhooks/${id}/rotate-secret`, "POST");
    expect(rotated.status).toBe(200);
    const next = ((await rotated.json()) as { secret: string }).secret;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(secret);
    expect(await (await api(`/api/admin/webhooks/${id}/secret`, "POST")).json()).toEqual({ secret: next });

    // What is sent from now on is signed with the new secret, not the old one.
    receiver.secretFor("/signed", secret);
    expect(((await (await api(`/api/admin/webhooks/${id}/ping`, "POST")).json()) as { status: string }).status).toBe("failed");
    receiver.secretFor("/signed", next);
    expect(((await (await api(`/api/admin/webhooks/${id}/ping`, "POST")).json()) as { status: string }).status).toBe("delivered");

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await api(`/api/admin/webhooks/${unknown}/secret`, "POST")).status).toBe(404);
    expect((await api(`/api/admin/webhooks/${unknown}/rotate-secret`, "POST")).status).toBe(404);
  }, 60_000);
});
