/** Testimonial moderation: every testimonial for the admin, approve/reject, delete; admin only. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;
let editor: Session;
const MISSING = "00000000-0000-4000-8000-000000000000";

async function insertTestimonial(values: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await server.ctx.db
    .insert(testimonials)
    .values({
      customerName: "Pat Review",
      customerLocation: "Jericho, VT",
      rating: 5,
      content: "The new heat pump keeps the whole house warm.",
      serviceType: "heating",
      ...values,
    })
    .returning();
  return row!;
}

const publicIds = async () => ((await (await server.request("/api/testimonials")).json()) as { id: string }[]).map((t) => t.id);

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAsAdmin(server);
  editor = await createStaff(server, "editor");
});
afterAll(async () => server?.cleanup());

describe("access: 401 anonymous, 403 editor", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/testimonials"],
    ["PATCH", `/api/testimonials/${MISSING}`, { isApproved: true }],
    ["DELETE", `/api/testimonials/${MISSING}`],
  ];
  it.each(calls)("%s %s", async (method, path, json) => {
    expect((await server.request(path, { method, json })).status).toBe(401);
    expect((await server.request(path, { method, json, headers: editor.headers })).status).toBe(403);
  });
});

describe("moderation", () => {
  it("lists approved and pending testimonials alike, spam flagged", async () => {
    const pending = await insertTestimonial({ customerName: "Pending Person" });
    const approved = await insertTestimonial({ customerName: "Approved Person", isApproved: true });
    const spam = await insertTestimonial({ customerName: "Spam Bot", isSpam: true });
    const res = await server.request("/api/admin/testimonials", { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; isApproved: boolean; isSpam: boolean; customerLocation: string }[];
    expect(list.find((t) => t.id === pending.id)).toMatchObject({ isApproved: false, isSpam: false, customerLocation: "Jericho, VT" });
    expect(list.find((t) => t.id === approved.id)).toMatchObject({ isApproved: true });
    expect(list.find((t) => t.id === spam.id)).toMatchObject({ isSpam: true });
  });

  it("approving shows a testimonial publicly at once; rejecting hides it again", async () => {
    const t = await insertTestimonial({ customerName: "Soon Public" });
    expect(await publicIds()).not.toContain(t.id);
    const approve = await server.request(`/api/testimonials/${t.id}`, { method: "PATCH", headers: admin.headers, json: { isApproved: true } });
    expect(approve.status).toBe(200);
    expect(((await approve.json()) as { isApproved: boolean }).isApproved).toBe(true);
    expect(await publicIds()).toContain(t.id);

    const reject = await server.request(`/api/testimonials/${t.id}`, { method: "PATCH", headers: admin.headers, json: { isApproved: false } });
    expect(reject.status).toBe(200);
    expect(await publicIds()).not.toContain(t.id);
  });

  it("approving a spam-flagged testimonial clears the flag (the admin vouches for it)", async () => {
    const t = await insertTestimonial({ isSpam: true });
    await server.request(`/api/testimonials/${t.id}`, { method: "PATCH", headers: admin.headers, json: { isApproved: true } });
    expect(await publicIds()).toContain(t.id);
  });

  it("refuses a bad body with 400 and unknown ids with 404", async () => {
    const t = await insertTestimonial();
    for (const json of [{}, { isApproved: "yes" }]) {
      const res = await server.request(`/api/testimonials/${t.id}`, { method: "PATCH", headers: admin.headers, json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.isApproved).toBe("isApproved must be true or false");
    }
    for (const id of [MISSING, "123"]) {
      const res = await server.request(`/api/testimonials/${id}`, { method: "PATCH", headers: admin.headers, json: { isApproved: true } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Testimonial not found" });
    }
  });

  it("DELETE removes it (204), then 404", async () => {
    const t = await insertTestimonial({ isApproved: true });
    expect((await server.request(`/api/testimonials/${t.id}`, { method: "DELETE", headers: admin.headers })).status).toBe(204);
    expect(await publicIds()).not.toContain(t.id);
    const again = await server.request(`/api/testimonials/${t.id}`, { method: "DELETE", headers: admin.headers });
    expect(again.status).toBe(404);
  });
});
