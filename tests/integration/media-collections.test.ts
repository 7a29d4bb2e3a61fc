/**
 * Customers' job photos are not blog media: an admin attaches them to a job (uploaded for it, or
 * moved there from the library), and an editor, who works on the blog only, never lists,
 * captions or deletes one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe(`job photos apart from blog media (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  let editor: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
  });
  afterAll(() => server.cleanup());

  const upload = async (session: Session, alt: string, collection?: string) => {
    const form = new FormData();
    form.set("alt", alt);
    if (collection) form.set("collection", collection);
    form.set("file", new Blob([PNG], { type: "image/png" }), "photo.png");
    return server.request("/api/media", { method: "POST", body: form, headers: session.headers });
  };
  const list = async (session: Session, query = "") => {
    const res = await server.request(`/api/media${query}`, { headers: session.headers });
    return { status: res.status, ids: res.status === 200 ? ((await res.json()) as { items: Array<{ id: string }> }).items.map((i) => i.id) : [] };
  };
  const json = (session: Session, method: string, path: string, body?: unknown) => server.request(path, { method, headers: session.headers, json: body });

  it("an admin's job photo is invisible and untouchable to editors", async () => {
    const res = await upload(admin, "Old boiler in the Smiths' basement", "job");
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const blog = (await (await upload(editor, "A heat pump for the blog")).json()) as { id: string };

    const byEditor = await list(editor);
    expect(byEditor.ids).toContain(blog.id);
    expect(byEditor.ids).not.toContain(id);
    expect((await list(editor, "?collection=job")).status).toBe(403);
    expect((await json(editor, "GET", `/api/media/${id}`)).status).toBe(404);
    expect((await json(editor, "PATCH", `/api/media/${id}`, { alt: "Renamed" })).status).toBe(404);
    expect((await json(editor, "DELETE", `/api/media/${id}`)).status).toBe(404);
    expect((await upload(editor, "Sneaky", "job")).status).toBe(403);

    // Admins see each collection on its own.
    expect((await list(admin, "?collection=job")).ids).toEqual([id]);
    expect((await list(admin)).ids).not.toContain(id);
  });

  it("a library image attached to a job leaves the blog's library", async () => {
    const image = (await (await upload(editor, "Crew at work")).json()) as { id: string };
    const contact = await json(admin, "POST", "/api/crm/contacts", { firstName: "Sam", lastName: "Smith", email: "sam@example.com" });
    const { id: contactId } = (await contact.json()) as { id: string };
    const job = await json(admin, "POST", `/api/crm/contacts/${contactId}/services`, {
      serviceType: "Boiler replacement",
      serviceCategory: "installation",
      title: "New boiler",
      description: "Replaced the old boiler.",
      photos: [image.id],
    });
    expect(job.status).toBe(201);
    expect((await list(editor)).ids).not.toContain(image.id);
    expect((await list(admin, "?collection=job")).ids).toContain(image.id);
  });
});
