/**
 * The pages the server answers itself for a link opened from a mail program (the newsletter's
 * confirmation, an unsubscribe) wear the site's look: its stylesheet and its layout.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmMessages } from "../../server/newsletter/routes";
import { driver, startTestServer } from "../helpers/server";

describe(`mail link pages in the site's look (${driver})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let siteCss = "";
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
    const home = await (await server.request("/")).text();
    siteCss = home.match(/<style[^>]*href="[^"]*\.css"[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
  });
  afterAll(() => server?.cleanup());

  it("answers the newsletter's confirmation link with the site's stylesheet and layout", async () => {
    expect(siteCss.length).toBeGreaterThan(5000);
    const res = await server.request("/api/newsletter/confirm?token=not-a-real-token", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    // The same stylesheet every page of the site carries, not a bare browser-default page.
    expect(html).toContain(siteCss.slice(0, 2000));
    expect(html).toMatch(/<h1 class="[^"]*text-3xl[^"]*">Link not valid<\/h1>/);
    expect(html).toContain(confirmMessages.invalid);
    expect(html).toMatch(/<header[^>]*>.*<a href="\/"/);
  });
});
