/**
 * Drafts left behind by editor sessions nobody finished do not push a published post's address
 * to "-2", "-3"...: the post going public takes its title's address, the drafts move aside.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driver, startTestServer } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

interface Post {
  id: string;
  slug: string;
  version: number;
  status: string;
}

describe(`a published post's address and abandoned drafts (${driver})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let editor: Session;
  beforeAll(async () => {
    server = await startTestServer();
    await signInAsAdmin(server);
    editor = await createStaff(server, "editor");
  });
  afterAll(() => server?.cleanup());

  const create = async (json: Record<string, unknown>) => {
    const res = await server.request("/api/blog", { method: "POST", json, headers: editor.headers });
    expect(res.status).toBe(201);
    return (await res.json()) as Post;
  };

  it("gives a post published under a title the drafts also carry the title's own address", async () => {
    // Two editor sessions autosaved a draft of the same title and were abandoned.
    const first = await create({ title: "Frozen Pipes in January", content: "Half a thought.", status: "draft" });
    const second = await create({ title: "Frozen Pipes in January", content: "Another start.", status: "draft" });
    expect([first.slug, second.slug]).toEqual(["frozen-pipes-in-january", "frozen-pipes-in-january-2"]);

    const published = await create({ title: "Frozen Pipes in January", content: "The finished article.", status: "published" });
    expect(published.slug).toBe("frozen-pipes-in-january");
    expect(await (await server.request("/api/blog/frozen-pipes-in-january")).json()).toMatchObject({ id: published.id });

    // The drafts moved aside and are still there for whoever comes back to them.
    const all = (await (await server.request("/api/blog?all=true", { headers: editor.headers })).json()) as Post[];
    const slugs = all.filter((p) => [first.id, second.id].includes(p.id)).map((p) => p.slug);
    expect(slugs).toHaveLength(2);
    expect(slugs).not.toContain("frozen-pipes-in-january");
    expect(new Set(slugs).size).toBe(2);
  });

  it("lets a draft published later take its title's address from another unpublished draft", async () => {
    const abandoned = await create({ title: "Boiler Noises Explained", content: "Start.", status: "draft" });
    const kept = await create({ title: "Boiler Noises Explained", content: "The real one.", status: "draft" });
    expect(kept.slug).toBe("boiler-noises-explained-2");
    const res = await server.request(`/api/blog/${kept.id}`, {
      method: "PATCH",
      json: { title: "Boiler Noises Explained", status: "published", version: kept.version },
      headers: editor.headers,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Post).slug).toBe("boiler-noises-explained");
    const moved = (await (await server.request(`/api/blog/${abandoned.id}`, { headers: editor.headers })).json()) as Post;
    expect(moved.slug).not.toBe("boiler-noises-explained");
  });

  it("still refuses no address a published post holds: a second published post gets -2", async () => {
    await create({ title: "Heat Pump Defrost", content: "One.", status: "published" });
    const again = await create({ title: "Heat Pump Defrost", content: "Two.", status: "published" });
    expect(again.slug).toBe("heat-pump-defrost-2");
  });
});
