/**
 * A new contractor sets up the site in the browser, on a phone (390 px), from a clean data folder:
 * "Green Valley Plumbing" in Boulder, Colorado, on Denver's clock (the browser's own zone offered
 * first), empty pages. Then nothing the site shows or sends names the sample business or Vermont:
 * every page in the sitemap (its HTML, so its metadata and JSON-LD too), the RSS feed,
 * robots.txt, the manifest and the mail a quote request sends. The structured data names the new
 * business; the office's alert tells the request's time on Denver's clock. Offending addresses
 * are listed together, each with the words it still holds.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, readMailFiles, test, waitForHydration } from "./fixtures";

// The browser's zone is Denver's, so the setup's time zone starts there.
test.use({ freshSite: true, viewport: { width: 390, height: 844 }, timezoneId: "America/Denver" });

const SAMPLE_WORDS = ["Mansfield", "Jericho", "Vermont", "Chittenden", "(802) 555-0142", "802-555-0142", "8025550142", "(802)"];

/** The JSON-LD blocks of a page's HTML. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]!) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, unknown>>;
  });
}

test("set up Green Valley Plumbing with empty pages; nothing shown or sent names the sample business", async ({ page, request, freshServer }) => {
  test.setTimeout(240_000);
  const dataDir = freshServer!.dataDir;
  const address = fs.readFileSync(path.join(dataDir, "setup-address.txt"), "utf8").trim();
  const setupUrl = new URL(address);
  expect(setupUrl.pathname).toBe("/setup");

  // 1. The business.
  await page.goto(`${setupUrl.pathname}${setupUrl.search}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your business" })).toBeVisible();
  await page.getByLabel("Business name").fill("Green Valley Plumbing");
  await page.getByLabel("Trade").fill("Plumbing and drains");
  await page.getByLabel("Phone").fill("(303) 555-0199");
  await page.getByLabel("E-mail").fill("office@greenvalleyplumbing.test");
  await page.getByLabel("Street address").fill("12 Pearl Street");
  await page.getByLabel("Town", { exact: true }).fill("Boulder");
  await page.getByLabel("State").fill("CO");
  await page.getByLabel("ZIP code").fill("80302");
  // The sample's zone is New York's; the page offers the browser's own instead.
  await expect(page.getByLabel("Time zone")).toHaveValue("America/Denver");
  await page.getByLabel("Towns served").fill("Boulder\nLouisville\nLafayette\nLongmont");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // 2. The first admin: signed in at the end, no second sign-in.
  await expect(page.getByRole("heading", { level: 1, name: "Your admin account" })).toBeVisible();
  await page.getByLabel("Your name").fill("Rosa Green");
  await page.getByLabel("E-mail").fill("rosa@greenvalleyplumbing.test");
  await page.getByLabel("Password").fill("Valley pipes run deep 2026");
  await page.getByRole("button", { name: "Create the account and continue" }).click();

  // 3. Mail: later (the site writes its mail to DATA_DIR/mail meanwhile).
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await page.getByRole("button", { name: "Set up mail later" }).click();

  // 4. Empty pages, then the setup checks.
  await expect(page.getByRole("heading", { level: 1, name: "Your pages" })).toBeVisible();
  await page.getByLabel("Start from empty pages").check();
  await page.getByRole("button", { name: "Finish and see the setup checks" }).click();
  const stubbed = page.getByText("The content store is not merged yet");
  await expect(page.getByRole("heading", { name: "Setup checks" }).or(stubbed)).toBeVisible();
  if (await stubbed.isVisible()) {
    // The content store (startContent) is another part's work: until it is merged the step says
    // so and stays open; the rest of the setup is checked the same.
    test.info().annotations.push({ type: "skipped effect", description: "startContent(app, \"empty\") is not merged in this branch" });
    await page.goto("/admin/setup");
  }
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole("heading", { name: "Setup checks" })).toBeVisible();
  // Signed in by the setup: the back office opens without asking.
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toHaveCount(0);

  // The setup address is spent: a plain 404 saying nothing about the site (to anyone but the
  // admin the setup signed in, while a step of theirs is left).
  const reused = await request.get(`${setupUrl.pathname}${setupUrl.search}`);
  expect(reused.status()).toBe(404);
  expect(await reused.text()).toBe("Not found\n");
  // /register is closed now that an admin exists.
  const register = await request.get("/register", { maxRedirects: 0 });
  expect(register.status()).toBe(303);
  expect(register.headers().location).toBe("/login");

  // A homeowner's quote request: the confirmation and the alert are written to DATA_DIR/mail.
  const lead = await page.request.post("/api/leads", {
    headers: { Origin: freshServer!.url },
    data: { firstName: "Avery", lastName: "Homeowner", email: "avery@example.com", phone: "(303) 555-0123", serviceType: "Plumbing", message: "A dripping tap", source: "website" },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await expect.poll(() => readMailFiles(dataDir).filter((m) => /avery@example\.com/i.test(m.content)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  // The office's alert says when the request came on Denver's clock (MST or MDT), not New York's.
  const alertOf = () => readMailFiles(dataDir).find((m) => /Received/.test(m.content) && /Avery/.test(m.content))?.content ?? "";
  await expect.poll(alertOf, { timeout: 30_000 }).toMatch(/\bM[SD]T\b/);
  expect(alertOf()).not.toMatch(/\bE[SD]T\b/);

  // Everything a visitor, a search engine or a mail reader gets.
  const texts: Array<{ where: string; text: string }> = [];
  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const sitemapXml = await sitemap.text();
  texts.push({ where: "/sitemap.xml", text: sitemapXml });
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(5);
  for (const p of [...new Set([...paths, "/blog/rss.xml", "/robots.txt", "/site.webmanifest"])]) {
    const res = await page.request.get(p);
    expect(res.status(), p).toBeLessThan(400);
    texts.push({ where: p, text: await res.text() });
  }
  for (const mail of readMailFiles(dataDir)) texts.push({ where: `mail ${mail.file}`, text: mail.content });

  // The structured data names the new business, on the home page and every other page.
  const home = texts.find((t) => t.where === "/")!.text;
  const business = jsonLd(home).find((item) => item["@type"] === "HVACBusiness");
  expect(business?.name).toBe("Green Valley Plumbing");
  expect(business?.address).toMatchObject({ addressLocality: "Boulder", addressRegion: "CO" });
  expect(business?.telephone).toBe("+1-303-555-0199");
  for (const { where, text } of texts.filter((t) => t.text.includes("application/ld+json"))) {
    const named = jsonLd(text).filter((item) => item["@type"] === "HVACBusiness");
    for (const b of named) expect(b.name, `the LocalBusiness on ${where}`).toBe("Green Valley Plumbing");
  }

  // Every address and mail that still holds a word of the sample business, listed together.
  // Each with the first place a word occurs (markup stripped), to find it in the code.
  const around = (text: string, word: string) => {
    const i = text.indexOf(word);
    return text.slice(Math.max(0, i - 60), i + word.length + 40).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  };
  const offenders = texts
    .map(({ where, text }) => ({ where, text, words: SAMPLE_WORDS.filter((w) => text.includes(w)) }))
    .filter((o) => o.words.length > 0)
    .map((o) => `${o.where}: ${o.words.map((w) => `${w} ("…${around(o.text, w)}…")`).join("; ")}`);
  expect(offenders, `pages, feeds or mail still naming the sample business:\n${offenders.join("\n")}`).toEqual([]);
});
