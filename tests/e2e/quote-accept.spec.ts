/**
 * The homeowner answers a quote on a phone (390 px): the office sends it, the link is taken from
 * the mail as the SMTP server received it, the homeowner picks "Better" and sees the total
 * change, accepts with a typed name; the office's alert goes out, the job holds the chosen
 * lines, and a second acceptance is refused. Then the same without JavaScript: the choice is
 * posted and the page answers with the recomputed total, and the acceptance is a form post.
 *
 * Quotes are stored with Drizzle (the office's editor is another screen), so this spec runs its
 * own production-build server in-process, with a real SMTP capture, rather than the shared one.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { customerServices, notificationEmails, quoteAnswers, quotes } from "../../server/db/schema";
import { insertLead, insertQuote, SAMPLE_TOTALS } from "../helpers/quotes";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { freePort, TEST_ADMIN_KEY, type TestServer } from "../helpers/server";
import { signInAsAdmin } from "../helpers/session";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";

const OFFICE = "office-e2e-quotes@example.com";
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let running: RunningServer;
let server: TestServer;
let dataDir: string;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  // The integration tests' server (tests/helpers/server.ts) copies a database Vitest migrated; here it migrates its own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quote-e2e-"));
  const httpPort = await freePort();
  running = await startServer({
    env: {
      NODE_ENV: "test",
      PORT: String(httpPort),
      PUBLIC_URL: `http://localhost:${httpPort}`,
      DATA_DIR: dataDir,
      ADMIN_KEY: TEST_ADMIN_KEY,
      SESSION_SECRET: "e2e-quote-session-secret-0123456789abcdef012345",
      LOG_LEVEL: "warn",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      TRUST_PROXY: "loopback",
    },
    pages: "build",
    inMemoryDatabase: false,
    background: true,
    logger: createLogger("warn"),
  });
  server = {
    ...running,
    dataDir,
    request: (p, init = {}) => {
      const { json, headers, ...rest } = init;
      return fetch(new URL(p, running.url), {
        ...rest,
        headers: { Origin: running.url, ...(json !== undefined ? { "Content-Type": "application/json" } : {}), ...(headers as Record<string, string> | undefined) },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
        redirect: "manual",
      });
    },
  };
  await server.ctx.db.insert(notificationEmails).values({ email: OFFICE });
});
test.afterAll(async () => {
  await running?.close();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A quote for `email`, sent by the office through the API; the link as the mail server received it. */
async function sentQuote(email: string) {
  const lead = await insertLead(server.ctx.db, email);
  const { quote } = await insertQuote(server.ctx.db, { leadId: lead.id, customerEmail: email });
  const admin = await signInAsAdmin(server);
  const res = await server.request(`/api/quotes/${quote.id}/send`, { method: "POST", headers: admin.headers });
  expect(res.status).toBe(200);
  const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
  const { text, headers } = parseMail(mail.raw);
  expect(headers.get("subject")).toBe(`Your quote ${quote.number} from Mansfield Heating & Plumbing`);
  const link = text.match(/https?:\/\/\S+\/quotes\/[0-9a-f]{64}(?=\s|$)/)?.[0];
  expect(link, "the quote link in the mail").toBeTruthy();
  return { quote, link: link! };
}

const totalOf = (page: Page) => page.getByTestId("quote-total");

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];
/** axe's findings on the page as it stands (its types name its own playwright-core; the object is the same). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}

test("the homeowner picks Better, sees the total change and accepts with a typed name", async ({ page }) => {
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  const { quote, link } = await sentQuote("phone-homeowner@example.com");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${quote.number}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(totalOf(page)).toHaveText(dollars(SAMPLE_TOTALS.good));
  // Nothing the script does not need: the no-script button is gone once it runs.
  await expect(page.getByRole("button", { name: "Update the total" })).toHaveCount(0);
  expect(await violations(page), "axe on the quote page").toEqual([]);
  // Phone first: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("radio", { name: /Better/ }).check();
  await expect(totalOf(page)).toHaveText(dollars(SAMPLE_TOTALS.better));
  await page.getByRole("checkbox", { name: /Smart thermostat/ }).check();
  await expect(totalOf(page)).toHaveText(dollars(SAMPLE_TOTALS.better + SAMPLE_TOTALS.thermostat));
  await page.getByRole("checkbox", { name: /Smart thermostat/ }).uncheck();
  await expect(totalOf(page)).toHaveText(dollars(SAMPLE_TOTALS.better));

  await page.getByLabel("Type your full name to sign").fill("Pat Phone-Owner");
  await page.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByRole("status")).toContainText("You accepted this quote, signed by Pat Phone-Owner");
  await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  expect(await violations(page), "axe on the accepted quote").toEqual([]);

  const [answer] = await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
  expect(answer).toMatchObject({ decision: "accepted", signedName: "Pat Phone-Owner", totalCents: SAMPLE_TOTALS.better });
  const [stored] = await server.ctx.db.select().from(quotes).where(eq(quotes.id, quote.id));
  const jobs = await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, stored!.contactId!));
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.description).toContain("Cold-climate heat pump");
  expect(jobs[0]!.description).not.toContain("Standard ducted heat pump");
  expect(jobs[0]!.description).not.toContain("Smart thermostat");

  // The office is told by mail, as the SMTP server received it.
  const alert = await waitFor(() => smtp.received.find((m) => m.to.includes(OFFICE) && m.raw.includes(quote.number)));
  expect(parseMail(alert.raw).headers.get("subject")).toBe(`Quote ${quote.number} accepted by Jane Homeowner`);

  // A second acceptance (the page kept open in another tab, say) is refused and changes nothing.
  await page.goto(link);
  const again = await page.request.post(link, {
    headers: { Origin: new URL(link).origin },
    form: { intent: "accept", version: "1", option: "best", signedName: "Someone Else" },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("This quote has already been accepted");
  expect(await server.ctx.db.select().from(customerServices).where(eq(customerServices.contactId, stored!.contactId!))).toHaveLength(1);
  expect(errors.map((e) => e.message)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the choice is posted and the page answers with the new total; accepting is a form post", async ({ page }) => {
    const { quote, link } = await sentQuote("no-script-homeowner@example.com");
    await page.goto(link);
    await expect(totalOf(page)).toHaveText(dollars(SAMPLE_TOTALS.good));
    await page.getByRole("radio", { name: /Better/ }).check();
    await page.getByRole("button", { name: "Update the total" }).click();
    await expect(totalOf(page)).toHaveText(dollars(SAMPLE_TOTALS.better));
    await expect(page.getByRole("radio", { name: /Better/ })).toBeChecked();

    await page.getByLabel("Type your full name to sign").fill("Sam No-Script");
    await page.getByRole("button", { name: "Accept quote" }).click();
    await expect(page.getByRole("status")).toContainText("You accepted this quote, signed by Sam No-Script");
    expect(new URL(page.url()).pathname).toBe(new URL(link).pathname);
    const [answer] = await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
    expect(answer).toMatchObject({ signedName: "Sam No-Script", totalCents: SAMPLE_TOTALS.better, choice: { option: "better", optionalLines: [] } });
  });
});
