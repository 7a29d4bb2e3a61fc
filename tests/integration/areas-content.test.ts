/**
 * The towns served, as content, over HTTP: each published town has its page in the sitemap, and
 * a town whose page has no request form has no form action (a post reloads the page, nothing is
 * stored). The pages themselves: public-pages-2.test.ts; a new town and empty content:
 * tests/unit/area-pages.test.tsx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { readEntries } from "../../server/content/read";
import { leads } from "../../server/db/schema";
import { driver, startTestServer } from "../helpers/server";

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe(`service areas as content (${driver})`, () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server.cleanup());

  it("lists every published town's page in the sitemap, once", async () => {
    const towns = await readEntries(server.ctx, "area");
    expect(towns.length).toBeGreaterThan(0);
    const xml = await (await server.request("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(server.url.length));
    for (const t of towns) expect(paths.filter((p) => p === `/services/areas/${t.slug}`), t.slug).toHaveLength(1);
  });

  it("reloads a town page without a request form when something is posted to it, storing nothing", async () => {
    const town = (await readEntries(server.ctx, "area")).find((t) => t.form.heading === "");
    expect(town).toBeDefined();
    const path = `/services/areas/${town!.slug}`;
    const lastName = `Formless ${Date.now()}`;
    const res = await server.request(path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Ann", lastName, email: "ann@example.com", phone: "802-555-0142" }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(path);
    expect(await server.ctx.db.select().from(leads).where(eq(leads.lastName, lastName))).toEqual([]);
  });
});
