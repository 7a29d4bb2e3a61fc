/**
 * The blog manager's posts are in the page as served: a phone shows the list at first paint, not
 * after its scripts have run and fetched it. Drafts are staff business: a visitor's request gets
 * the guard screen with none of them, and a technician's too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

describe(`the blog manager's first HTML (${driver})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let editor: Session;
  const title = "Draft about frozen condensate lines";

  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    const admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
    const created = await server.request("/api/blog", { method: "POST", headers: admin.headers, json: { title, content: "Words.", status: "draft" } });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  const page = async (headers: Record<string, string> = {}) => {
    const res = await server.request("/admin/blog", { headers });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("lists every post, drafts too, for an editor", async () => {
    const html = await page(editor.headers);
    expect(html.split("<main")[1]).toContain(title);
  });

  it("holds no post for a visitor or a technician", async () => {
    expect(await page()).not.toContain(title);
    const technician = await createStaff(server, "technician");
    expect(await page(technician.headers)).not.toContain(title);
  });
});
