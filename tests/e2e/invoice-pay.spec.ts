/**
 * An invoice paid without card payments, on phones (390 px): the office invoices a finished job
 * from the contact's service history and sends it; the homeowner opens the link from the mail as
 * the SMTP server received it and reads how to pay (no Pay button: Stripe is not set up); the
 * office records the check; the homeowner's page says Paid and the overview's figures move.
 *
 * The job is stored with Drizzle (scheduling it is another screen) and the mail is read at an SMTP
 * capture, so this spec runs its own production-build server in-process, as quote-accept does.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect, type Page } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contacts, customerServices } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { freePort, TEST_ADMIN_KEY, type TestServer } from "../helpers/server";
import { DEFAULT_ADMIN_EMAIL, DEFAULT_PASSWORD, signInAsAdmin } from "../helpers/session";
import { parseMail, startSmtp, waitFor } from "../helpers/smtp";

const HOMEOWNER = "invoice-phone@example.com";
const COST_DOLLARS = 1_240;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let running: RunningServer;
let server: TestServer;
let dataDir: string;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "invoice-e2e-"));
  const httpPort = await freePort();
  running = await startServer({
    env: {
      NODE_ENV: "test",
      PORT: String(httpPort),
      PUBLIC_URL: `http://localhost:${httpPort}`,
      DATA_DIR: dataDir,
      ADMIN_KEY: TEST_ADMIN_KEY,
      SESSION_SECRET: "e2e-invoice-session-secret-0123456789abcdef0123",
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
});
test.afterAll(async () => {
  await running?.close();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];
async function violations(page: Page) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("the office invoices a finished job, the homeowner reads how to pay, the office records the check, the figures move", async ({ page, browser }) => {
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  const [contact] = await server.ctx.db
    .insert(contacts)
    .values({ firstName: "Robin", lastName: "Phone", email: HOMEOWNER, phone: "802-555-0142", address: "4 Elm Street", city: "Essex", state: "VT", zipCode: "05452" })
    .returning();
  await server.ctx.db
    .insert(customerServices)
    .values({ contactId: contact!.id, serviceType: "Boiler", serviceCategory: "repair", title: "Boiler igniter replaced", description: "Replaced the igniter and tested the boiler", cost: COST_DOLLARS, status: "completed" });

  // The office, signed in on its phone.
  await signInAsAdmin(server);
  const login = await page.request.post(`${server.url}/api/auth/login`, { headers: { Origin: server.url }, data: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/admin/invoices`);
  await hydrated(page);
  await expect(page.getByTestId("invoice-figure-collected")).toHaveText("$0.00");

  await page.goto(`${server.url}/admin/contacts/${contact!.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Invoice this job" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1, name: /^Invoice I-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace("Invoice ", "");
  await expect(page.getByTestId("invoice-editor-total")).toHaveText(dollars(COST_DOLLARS * 100));
  await noSideScroll(page);
  await page.getByRole("button", { name: "Send to the homeowner" }).click();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();

  // The homeowner, on another phone, opens the link as the mail server received it.
  const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(HOMEOWNER)));
  const { text, headers } = parseMail(mail.raw);
  expect(headers.get("subject")).toBe(`Invoice ${number} from Mansfield Heating & Plumbing`);
  const link = text.match(/https?:\/\/\S+\/invoices\/[0-9a-f]{64}(?=\s|$)/)?.[0];
  expect(link, "the invoice link in the mail").toBeTruthy();
  const homeowner = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await homeowner.newPage();
  await phone.goto(link!);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${number}`);
  await expect(phone.getByTestId("invoice-balance")).toHaveText(dollars(COST_DOLLARS * 100));
  await expect(phone.getByRole("heading", { name: "How to pay" })).toBeVisible();
  await expect(phone.getByTestId("pay-instructions")).toContainText("Pay by check made out to Mansfield Heating & Plumbing");
  await expect(phone.getByRole("button", { name: /now by card/ })).toHaveCount(0);
  await expect(phone.getByRole("link", { name: "Download this invoice as a PDF" })).toBeVisible();
  expect(await violations(phone), "axe on the invoice page").toEqual([]);
  await noSideScroll(phone);

  // The office records the check the homeowner mailed.
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("Viewed", { exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Amount ($)").fill("2000");
  await form.getByLabel("Method").selectOption("check");
  await form.getByLabel("Reference").fill("Check 2231");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText(`More than is owed: ${dollars(COST_DOLLARS * 100)} is still owed`)).toBeVisible();
  await form.getByLabel("Amount ($)").fill(String(COST_DOLLARS));
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("invoice-payments")).toContainText("Check 2231");
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();

  await phone.reload();
  await expect(phone.getByTestId("invoice-status")).toHaveText("Paid");
  await expect(phone.getByTestId("invoice-paid")).toHaveText(dollars(COST_DOLLARS * 100));
  await expect(phone.getByRole("heading", { name: "How to pay" })).toHaveCount(0);

  await page.goto(`${server.url}/admin/invoices`);
  await hydrated(page);
  await expect(page.getByTestId("invoice-figure-collected")).toHaveText(dollars(COST_DOLLARS * 100));
  await expect(page.getByTestId("invoice-figure-billed")).toHaveText(dollars(COST_DOLLARS * 100));
  await expect(page.getByTestId("invoice-card").filter({ hasText: number })).toContainText("Paid");
  await noSideScroll(page);
  await homeowner.close();
  expect(errors.map((e) => e.message)).toEqual([]);
});
