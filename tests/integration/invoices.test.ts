/**
 * Invoices and payments over HTTP, on the pages of the production build. Without Stripe: an
 * invoice written for a contact (totals = the sum of the rounded lines), from a finished job (its
 * accepted quote's chosen lines, or one line from the job), saved over a version (409 when stale),
 * sent (mail with the link, webhook), opened by the homeowner (viewed, how to pay, no Pay button,
 * the PDF), paid by hand in parts (field errors for a negative amount, a future date, more than
 * owed), refunded, voided (the number kept), reminded when overdue, exported for the books, and
 * closed to editors. With Stripe, against a local fake of its API: "Pay now" opens a Checkout
 * Session for the balance and changes nothing; only the signed webhook records the payment (once
 * however often it comes), a refund and a dispute; a bad signature changes nothing; Stripe down
 * on Pay is a clear message. On PostgreSQL: numbers from two instances at once.
 */
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineAmount, taxOn } from "../../common/billing/money";
import { contacts, customerServices, invoices, mailOptOuts, mailOutbox, payments, quoteAnswers, stripeEvents, webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import { businessDay } from "../../server/days";
import { runInvoiceFollowUp } from "../../server/invoices/reminders";
import { newSecret, sealSecret } from "../../server/webhooks/endpoints";
import { completedSession, FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, signedEvent, startFakeStripe } from "../helpers/fake-stripe";
import { insertQuote, SAMPLE_TOTALS } from "../helpers/quotes";
import { createPostgresDatabase, driver, startTestServer, testClock } from "../helpers/server";
import { createStaff, signInAsAdmin, type Session } from "../helpers/session";

const DAY = 24 * 3_600_000;
type Server = Awaited<ReturnType<typeof startTestServer>>;
interface InvoiceJson {
  id: string;
  number: string;
  status: string;
  version: number;
  totals: { subtotal: number; tax: number; total: number; lines: Array<{ amount: number; tax: number }> };
  paidCents: number;
  balanceCents: number;
  lines: Array<{ description: string; unitCents: number; quantity: number; taxable: boolean }>;
  dueOn: string;
  url?: string;
  mailed?: boolean;
}

/** The page's text as read: React's separators and escapes undone. */
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

function harness(getServer: () => Server) {
  let admin: Session | undefined;
  const asAdmin = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const server = getServer();
    admin ??= await signInAsAdmin(server);
    let res = await server.request(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...admin.headers } });
    if (res.status === 401) {
      admin = await signInAsAdmin(server);
      res = await server.request(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...admin.headers } });
    }
    return res;
  };
  const contact = async (email: string) => {
    const [row] = await getServer().ctx.db.insert(contacts).values({ firstName: "Jane", lastName: "Homeowner", email, phone: "802-555-0199", address: "12 Maple Street", city: "Essex", state: "VT", zipCode: "05452" }).returning();
    return row!;
  };
  const LINES = [
    // 3.33 × 1.5 = 4.995 → 5.00; 19.99 × 0.33 = 6.5967 → 6.60; both taxed at 6 %: 0.30 and 0.396 → 0.40.
    { description: "Gasket", unit: "each", unitCents: 333, quantity: 150, taxable: true },
    { description: "Sealant", unit: "oz", unitCents: 1999, quantity: 33, taxable: true },
    { description: "Labour", unit: "hour", unitCents: 9_500, quantity: 200, taxable: false },
  ];
  const writeFor = async (email: string, extra: Record<string, unknown> = {}) => {
    const c = await contact(email);
    const res = await asAdmin("/api/invoices", { method: "POST", json: { contactId: c.id, title: "Boiler repair", lines: LINES, ...extra } });
    expect(res.status).toBe(201);
    return (await res.json()) as InvoiceJson;
  };
  const mailedPath = async (to: string, kind = "invoice_sent") => {
    const rows = await getServer().ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
    const last = rows.sort((a, b) => +a.createdAt - +b.createdAt).at(-1);
    const url = (last?.props as { invoiceUrl?: string } | null)?.invoiceUrl;
    if (!url) throw new Error(`no invoice link mailed to ${to}`);
    return new URL(url).pathname;
  };
  const sent = async (email: string, extra: Record<string, unknown> = {}) => {
    const invoice = await writeFor(email, extra);
    const res = await asAdmin(`/api/invoices/${invoice.id}/send`, { method: "POST" });
    expect(res.status).toBe(200);
    return { invoice: (await res.json()) as InvoiceJson, path: await mailedPath(email) };
  };
  const pay = (id: string, body: Record<string, unknown>) => asAdmin(`/api/invoices/${id}/payments`, { method: "POST", json: body });
  const row = async (id: string) => (await getServer().ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const paymentRows = (id: string) => getServer().ctx.db.select().from(payments).where(eq(payments.invoiceId, id));
  return { asAdmin, contact, writeFor, sent, pay, row, paymentRows, mailedPath, LINES };
}

const EXPECTED = {
  lines: [lineAmount(333, 150), lineAmount(1999, 33), lineAmount(9_500, 200)],
  get tax() {
    return taxOn(this.lines[0]!, 600) + taxOn(this.lines[1]!, 600);
  },
  get total() {
    return this.lines.reduce((s, l) => s + l, 0) + this.tax;
  },
};

describe(`invoices without Stripe (${driver})`, () => {
  let server: Server;
  const clock = testClock(new Date());
  const h = harness(() => server);

  beforeAll(async () => {
    server = await startTestServer({ pages: true, clock, env: { TRUST_PROXY: "loopback" } });
    await server.ctx.db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/in", events: ["invoice.sent", "invoice.paid"], secret: sealSecret(server.ctx, newSecret()) });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  const deliveries = (type: string) => server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, type));

  it("writes an invoice for a contact: the next number, the tax from Settings, a total that is the sum of its rounded lines", async () => {
    const invoice = await h.writeFor("totals@example.com");
    expect(invoice.number).toMatch(new RegExp(`^I-${businessDay(clock.now()).slice(0, 4)}-\\d{4}$`));
    expect(invoice.status).toBe("draft");
    expect(invoice.totals.lines.map((l) => l.amount)).toEqual([500, 660, 19_000]);
    expect(invoice.totals.lines.map((l) => l.amount)).toEqual(EXPECTED.lines);
    expect(invoice.totals.tax).toBe(30 + 40);
    expect(invoice.totals.total).toBe(EXPECTED.total);
    expect(invoice.totals.total).toBe(invoice.totals.lines.reduce((s, l) => s + l.amount + l.tax, 0));
    expect(invoice.balanceCents).toBe(invoice.totals.total);
    const settingsDue = (await (await h.asAdmin("/api/admin/settings")).json()) as { invoiceDueDays: number };
    expect(settingsDue.invoiceDueDays).toBe(30);
    expect(invoice.dueOn > businessDay(clock.now())).toBe(true);
  });

  it("starts from a finished job's accepted quote: the chosen option's lines and the quote's tax", async () => {
    const { quote } = await insertQuote(server.ctx.db, { customerEmail: "from-quote@example.com" });
    expect((await h.asAdmin(`/api/quotes/${quote.id}/send`, { method: "POST" })).status).toBe(200);
    const mail = (await server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, "from-quote@example.com"), eq(mailOutbox.kind, "quote_sent"))))[0]!;
    const quotePath = new URL((mail.props as { quoteUrl: string }).quoteUrl).pathname;
    const accepted = await server.request(quotePath, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "accept", version: "1", option: "better", signedName: "Jane Homeowner" }).toString(),
    });
    expect(accepted.status).toBe(303);
    const [answer] = await server.ctx.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
    expect(answer!.jobId).toBeTruthy();

    const early = await h.asAdmin("/api/invoices", { method: "POST", json: { jobId: answer!.jobId } });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { errors: Record<string, string> }).errors.jobId).toMatch(/finished job/);

    await server.ctx.db.update(customerServices).set({ status: "completed", completedDate: clock.now() }).where(eq(customerServices.id, answer!.jobId!));
    const res = await h.asAdmin("/api/invoices", { method: "POST", json: { jobId: answer!.jobId } });
    expect(res.status).toBe(201);
    const invoice = (await res.json()) as InvoiceJson & { quoteId: string; jobId: string; customerName: string };
    expect(invoice).toMatchObject({ quoteId: quote.id, jobId: answer!.jobId, customerName: "Jane Homeowner" });
    expect(invoice.lines.map((l) => l.description)).toEqual(["Removal of the old boiler", "Cold-climate heat pump", "Installation labour"]);
    expect(invoice.totals.total).toBe(SAMPLE_TOTALS.better);
  });

  it("starts a job without a quote with one line from its title and cost", async () => {
    const c = await h.contact("job-only@example.com");
    const [job] = await server.ctx.db
      .insert(customerServices)
      .values({ contactId: c.id, serviceType: "Boiler", serviceCategory: "repair", title: "Boiler repair", description: "Replaced the igniter", cost: 385, status: "completed" })
      .returning();
    const res = await h.asAdmin("/api/invoices", { method: "POST", json: { jobId: job!.id } });
    expect(res.status).toBe(201);
    const invoice = (await res.json()) as InvoiceJson;
    expect(invoice.lines).toEqual([expect.objectContaining({ description: "Boiler repair", unitCents: 38_500, quantity: 100, taxable: false })]);
    expect(invoice.totals.total).toBe(38_500);
    const twice = await h.asAdmin("/api/invoices", { method: "POST", json: { jobId: job!.id } });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toContain(`already invoiced on ${invoice.number}`);
  });

  it("saves over the version it was read at and refuses a stale save (409), changing nothing", async () => {
    const invoice = await h.writeFor("versions@example.com");
    const body = { customerName: "Jane Homeowner", customerEmail: "versions@example.com", customerPhone: null, customerAddress: null, title: "Boiler repair", notes: "", terms: "Net 30", lines: h.LINES.slice(0, 1), discount: { kind: "none" }, taxBasisPoints: 600, dueOn: invoice.dueOn };
    const first = await h.asAdmin(`/api/invoices/${invoice.id}`, { method: "PUT", json: { ...body, version: 1 } });
    expect(first.status).toBe(200);
    expect(((await first.json()) as InvoiceJson).totals.total).toBe(530);
    const stale = await h.asAdmin(`/api/invoices/${invoice.id}`, { method: "PUT", json: { ...body, lines: h.LINES, version: 1 } });
    expect(stale.status).toBe(409);
    expect((await h.row(invoice.id)).totalCents).toBe(530);
  });

  it("sends: the mail with the link, invoice.sent; the homeowner's page shows the balance, how to pay and no Pay button; viewed is recorded; the PDF matches", async () => {
    const before = (await deliveries("invoice.sent")).length;
    const { invoice, path } = await h.sent("send@example.com", { notes: "Thank you for your business" });
    expect(invoice).toMatchObject({ status: "sent", mailed: true });
    const [mail] = await server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, "send@example.com"), eq(mailOutbox.kind, "invoice_sent")));
    expect(mail!.subject).toBe(`Invoice ${invoice.number} from Mansfield Heating & Plumbing`);
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe\?token=/);
    expect((await deliveries("invoice.sent")).length).toBe(before + 1);

    const page = await server.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await text(page);
    expect(html).toContain(`Invoice ${invoice.number}`);
    expect(html).toContain("Balance due");
    expect(html).toContain(dollars(EXPECTED.total));
    expect(html).toContain("Pay by check made out to Mansfield Heating & Plumbing");
    expect(html).not.toContain("now by card");
    expect((await h.row(invoice.id)).status).toBe("viewed");

    const pdf = await server.request(`${path}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const parsed = await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText();
    expect(parsed.text).toContain(`Invoice ${invoice.number}`);
    expect(parsed.text).toContain(dollars(EXPECTED.total));
    expect(parsed.text).toContain("Balance due");

    expect((await server.request(path.slice(0, -2) + (path.endsWith("00") ? "11" : "00"))).status).toBe(404);
  });

  it("refuses a negative amount, a date in the future and more than is owed with field errors, storing nothing", async () => {
    const { invoice } = await h.sent("errors@example.com");
    const today = businessDay(clock.now());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amountCents: -500, method: "check", receivedOn: today }, "amountCents"],
      [{ amountCents: 500, method: "check", receivedOn: businessDay(clock.now(), 1) }, "receivedOn"],
      [{ amountCents: EXPECTED.total + 1, method: "cash", receivedOn: today }, "amountCents"],
      [{ amountCents: 500, method: "bitcoin", receivedOn: today }, "method"],
    ];
    for (const [body, field] of cases) {
      const res = await h.pay(invoice.id, body);
      expect(res.status).toBe(400);
      const errors = ((await res.json()) as { errors: Record<string, string> }).errors;
      expect(Object.keys(errors)).toContain(field);
    }
    const over = await h.pay(invoice.id, { amountCents: EXPECTED.total + 1, method: "cash", receivedOn: today });
    expect(((await over.json()) as { errors: Record<string, string> }).errors.amountCents).toBe(`More than is owed: ${dollars(EXPECTED.total)} is still owed`);
    expect(await h.paymentRows(invoice.id)).toHaveLength(0);
    expect((await h.row(invoice.id)).status).toBe("sent");
  });

  it("records part payments (partly paid), then the rest (paid, invoice.paid once); a refund by hand reopens it; the figures move", async () => {
    const statsBefore = (await (await h.asAdmin("/api/invoices/stats")).json()) as { collectedThisMonthCents: number; billedThisMonthCents: number };
    const { invoice, path } = await h.sent("partial@example.com");
    const today = businessDay(clock.now());
    const paidBefore = (await deliveries("invoice.paid")).length;

    const part = await h.pay(invoice.id, { amountCents: 10_000, method: "check", receivedOn: today, reference: "Check 1042" });
    expect(part.status).toBe(201);
    expect((await part.json()) as InvoiceJson).toMatchObject({ status: "partly_paid", paidCents: 10_000, balanceCents: EXPECTED.total - 10_000 });
    const page = await text(await server.request(path));
    expect(page).toContain("Partly paid");
    expect(page).toContain(dollars(EXPECTED.total - 10_000));

    const rest = await h.pay(invoice.id, { amountCents: EXPECTED.total - 10_000, method: "cash", receivedOn: today });
    expect((await rest.json()) as InvoiceJson).toMatchObject({ status: "paid", balanceCents: 0 });
    expect((await deliveries("invoice.paid")).length).toBe(paidBefore + 1);
    expect((await h.pay(invoice.id, { amountCents: 1, method: "cash", receivedOn: today })).status).toBe(400);

    const tooMuch = await h.asAdmin(`/api/invoices/${invoice.id}/refunds`, { method: "POST", json: { amountCents: EXPECTED.total + 1, method: "check", receivedOn: today } });
    expect(tooMuch.status).toBe(400);
    const refund = await h.asAdmin(`/api/invoices/${invoice.id}/refunds`, { method: "POST", json: { amountCents: 2_000, method: "check", receivedOn: today, reference: "Goodwill" } });
    expect(refund.status).toBe(201);
    expect((await refund.json()) as InvoiceJson).toMatchObject({ status: "partly_paid", balanceCents: 2_000 });
    const rows = await h.paymentRows(invoice.id);
    expect(rows.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([-2_000, 10_000, EXPECTED.total - 10_000].sort((a, b) => a - b));

    const stats = (await (await h.asAdmin("/api/invoices/stats")).json()) as { collectedThisMonthCents: number; billedThisMonthCents: number; outstandingCents: number };
    expect(stats.collectedThisMonthCents - statsBefore.collectedThisMonthCents).toBe(EXPECTED.total - 2_000);
    expect(stats.billedThisMonthCents - statsBefore.billedThisMonthCents).toBe(EXPECTED.total);
    const overview = (await (await h.asAdmin("/api/admin/overview")).json()) as { invoices: { collectedThisMonthCents: number } };
    expect(overview.invoices.collectedThisMonthCents).toBe(stats.collectedThisMonthCents);
  });

  it("voids an invoice keeping its number; its link stops opening; the next invoice takes the next number; a paid one must be refunded first", async () => {
    const { invoice, path } = await h.sent("void@example.com");
    const noReason = await h.asAdmin(`/api/invoices/${invoice.id}/void`, { method: "POST", json: { reason: " " } });
    expect(noReason.status).toBe(400);
    const res = await h.asAdmin(`/api/invoices/${invoice.id}/void`, { method: "POST", json: { reason: "Written in error" } });
    expect(res.status).toBe(200);
    expect((await res.json()) as InvoiceJson).toMatchObject({ status: "void", number: invoice.number });
    expect((await server.request(path)).status).toBe(404);
    expect((await h.pay(invoice.id, { amountCents: 100, method: "cash", receivedOn: businessDay(clock.now()) })).status).toBe(409);
    const next = await h.writeFor("after-void@example.com");
    const n = (s: string) => Number(s.slice(-4));
    expect(n(next.number)).toBe(n(invoice.number) + 1);

    const { invoice: paid } = await h.sent("void-paid@example.com");
    await h.pay(paid.id, { amountCents: 100, method: "cash", receivedOn: businessDay(clock.now()) });
    expect((await h.asAdmin(`/api/invoices/${paid.id}/void`, { method: "POST", json: { reason: "Oops" } })).status).toBe(409);
  });

  it("marks an unpaid invoice overdue after its due date and reminds at most as often as Settings say, never after paid, never to an opted-out address", async () => {
    const today = businessDay(clock.now());
    const { invoice } = await h.sent("remind@example.com", { dueOn: today });
    const { invoice: optedOut } = await h.sent("remind-optout@example.com", { dueOn: today });
    const { invoice: paidOff } = await h.sent("remind-paid@example.com", { dueOn: today });
    await server.ctx.db.insert(mailOptOuts).values({ email: "remind-optout@example.com" });
    await h.pay(paidOff.id, { amountCents: EXPECTED.total, method: "check", receivedOn: today });
    const reminders = async (to: string) => (await server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "invoice_reminder")))).length;

    clock.advance(DAY);
    await runInvoiceFollowUp(server.ctx);
    expect((await h.row(invoice.id)).status).toBe("overdue");
    expect((await h.row(paidOff.id)).status).toBe("paid");
    expect(await reminders("remind@example.com")).toBe(0); // Settings: 7 days after the due date

    for (let day = 0; day < 40; day += 1) {
      clock.advance(DAY);
      await runInvoiceFollowUp(server.ctx);
    }
    expect(await reminders("remind@example.com")).toBe(3);
    expect(await reminders("remind-optout@example.com")).toBe(0);
    expect(await reminders("remind-paid@example.com")).toBe(0);
    expect((await h.row(optedOut.id)).status).toBe("overdue");
    const path = await h.mailedPath("remind@example.com", "invoice_reminder");
    expect(await text(await server.request(path))).toContain("Overdue");
  }, 60_000);

  it("exports invoices in Xero's and QuickBooks' columns and payments in Xero's bank statement columns", async () => {
    const xero = await h.asAdmin("/api/invoices/export.csv");
    expect(xero.status).toBe(200);
    const [xeroHeader, firstRow] = (await xero.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(xeroHeader).toBe(
      ["ContactName", "EmailAddress", "POAddressLine1", "InvoiceNumber", "Reference", "InvoiceDate", "DueDate", "Total", "Description", "Quantity", "UnitAmount", "Discount", "AccountCode", "TaxType", "TaxAmount", "Currency"].map((c) => `"${c}"`).join(","),
    );
    expect(firstRow).toMatch(/"\d{2}\/\d{2}\/\d{4}"/);
    const qb = await h.asAdmin("/api/invoices/export.csv?format=quickbooks");
    expect((await qb.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      ["InvoiceNo", "Customer", "InvoiceDate", "DueDate", "Memo", "Item(Product/Service)", "ItemDescription", "ItemQuantity", "ItemRate", "ItemAmount", "Taxable", "TaxRate"].map((c) => `"${c}"`).join(","),
    );
    const paid = (await (await h.asAdmin("/api/payments/export.csv")).text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(paid[0]).toBe(["Date", "Amount", "Payee", "Description", "Reference", "InvoiceNumber", "Method"].map((c) => `"${c}"`).join(","));
    expect(paid.some((l) => l.includes('"Check 1042"'))).toBe(true);
    const refunds = (await (await h.asAdmin("/api/refunds/export.csv")).text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(refunds.some((l) => l.includes('"-20"') || l.includes('"-20.00"'))).toBe(true);
    expect((await h.asAdmin("/api/invoices/export.csv?format=sage")).status).toBe(400);
  });

  it("opens its reads to API tokens with invoices:read and payments:read, no write, and lists them in the OpenAPI document", async () => {
    const make = async (scopes: string[]) => {
      const res = await h.asAdmin("/api/admin/api-tokens", { method: "POST", json: { name: `Books ${scopes.join(" ")}`, scopes, expiresInDays: null } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { token: string }).token;
    };
    const call = (token: string, path: string, method = "GET", json?: unknown) =>
      fetch(new URL(path, server.url), { method, headers: { Authorization: `Bearer ${token}`, ...(json ? { "Content-Type": "application/json" } : {}) }, body: json ? JSON.stringify(json) : undefined });
    const invoice = await h.writeFor("token@example.com");
    const invoicesToken = await make(["invoices:read"]);
    const paymentsToken = await make(["payments:read"]);
    expect((await call(invoicesToken, "/api/invoices")).status).toBe(200);
    expect((await call(invoicesToken, `/api/invoices/${invoice.id}`)).status).toBe(200);
    expect((await call(invoicesToken, "/api/invoices/stats")).status).toBe(200);
    expect((await call(invoicesToken, "/api/payments/export.csv")).status).toBe(403);
    expect((await call(paymentsToken, "/api/payments/export.csv")).status).toBe(200);
    expect((await call(paymentsToken, `/api/invoices/${invoice.id}/payments`)).status).toBe(200);
    expect((await call(paymentsToken, "/api/invoices")).status).toBe(403);
    expect((await call(invoicesToken, "/api/invoices", "POST", { contactId: invoice.id, title: "Nope" })).status).toBe(403);
    expect((await call(invoicesToken, `/api/invoices/${invoice.id}/payments`, "POST", { amountCents: 1, method: "cash", receivedOn: businessDay(clock.now()) })).status).toBe(403);

    const doc = (await (await server.request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    // The document lists what a token (or anyone) may call: the reads and Stripe's webhook; staff-only writes stay out, as for quotes.
    for (const path of ["/invoices", "/invoices/stats", "/invoices/{id}", "/invoices/{id}/payments", "/invoices/{id}/pdf", "/invoices/export.csv", "/payments/export.csv", "/refunds/export.csv", "/stripe/webhook"]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(Object.keys(doc.paths["/invoices/{id}/payments"]!)).toEqual(["get"]);
    expect(JSON.stringify(doc.paths)).toContain('"invoices:read"');
    expect(JSON.stringify(doc.paths)).toContain('"payments:read"');
  });

  it("has no Stripe webhook while Stripe is not set up", async () => {
    const event = signedEvent("checkout.session.completed", { id: "cs_test_x", object: "checkout.session" });
    const res = await server.request("/api/stripe/webhook", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": event.header }, body: event.body });
    expect(res.status).toBe(404);
    expect(await server.ctx.db.select().from(stripeEvents)).toHaveLength(0);
  });

  it("is closed to staff who are not admins", async () => {
    const editor = await createStaff(server, "editor");
    const invoice = await h.writeFor("editor@example.com");
    for (const [method, path] of [
      ["GET", "/api/invoices"],
      ["GET", `/api/invoices/${invoice.id}`],
      ["POST", `/api/invoices/${invoice.id}/payments`],
      ["GET", "/api/payments/export.csv"],
    ] as const) {
      const res = await server.request(path, { method, headers: editor.headers, ...(method === "POST" ? { json: { amountCents: 100, method: "cash", receivedOn: businessDay(clock.now()) } } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await h.paymentRows(invoice.id)).toHaveLength(0);
  });
});

describe(`invoices paid through Stripe (${driver})`, () => {
  let server: Server;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const clock = testClock(new Date());
  const h = harness(() => server);

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await startTestServer({
      pages: true,
      clock,
      env: { TRUST_PROXY: "loopback", STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
    });
    await server.ctx.db.insert(webhookEndpoints).values({ url: "https://hooks.example.com/in", events: ["invoice.paid"], secret: sealSecret(server.ctx, newSecret()) });
  });
  afterAll(async () => {
    await server?.cleanup();
    await fake?.close();
  });

  const deliver = (event: { body: string; header: string }) =>
    server.request("/api/stripe/webhook", { method: "POST", headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": event.header }, body: event.body });
  const payNow = (path: string) =>
    server.request(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "pay" }).toString() });
  const sessionFor = async (path: string) => {
    const res = await payNow(path);
    expect(res.status).toBe(303);
    const id = res.headers.get("location")!.split("/").at(-1)!;
    return fake.sessions.get(id)!;
  };

  it("offers Pay now; pressing it opens a Checkout Session for the balance and records nothing", async () => {
    const { invoice, path } = await h.sent("stripe-pay@example.com");
    const html = await text(await server.request(path));
    expect(html).toContain(`Pay ${dollars(EXPECTED.total)} now by card`);
    await h.pay(invoice.id, { amountCents: 1_000, method: "cash", receivedOn: businessDay(clock.now()) });
    const res = await payNow(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const request = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(request.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": String(EXPECTED.total - 1_000),
      "line_items[0][price_data][currency]": "usd",
      "metadata[invoiceId]": invoice.id,
    });
    expect(request.form.success_url).toBe(`${server.url}${path}?paid=1`);
    expect(await h.paymentRows(invoice.id)).toHaveLength(1);
    expect((await h.row(invoice.id)).status).toBe("partly_paid");
    // Coming back says the payment is being confirmed, and shows the invoice as it stands.
    const back = await text(await server.request(`${path}?paid=1`));
    expect(back).toContain("We will confirm your payment when it reaches us");
    expect(back).toContain("Partly paid");
  });

  it("marks the invoice paid only from the signed webhook, once however often the event comes; a refund and a dispute update it", async () => {
    const { invoice, path } = await h.sent("stripe-webhook@example.com");
    const session = await sessionFor(path);
    const paidBefore = (await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "invoice.paid"))).length;
    const done = completedSession(session, "pi_test_webhook1");
    const event = signedEvent("checkout.session.completed", done);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "applied" });
    expect((await h.row(invoice.id)).status).toBe("paid");

    // The same event again (Stripe retries; an attacker replays): applied once.
    const again = await deliver(signedEvent("checkout.session.completed", done, { id: event.id }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    const rows = await h.paymentRows(invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "stripe", amountCents: EXPECTED.total, stripePaymentIntent: "pi_test_webhook1" });
    expect((await server.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "invoice.paid"))).length).toBe(paidBefore + 1);
    expect(await text(await server.request(path))).toContain("Paid");

    // A partial refund, then its replay, then the rest refunded (amount_refunded is the running total).
    const charge = { id: "ch_test_1", object: "charge", payment_intent: "pi_test_webhook1", amount: EXPECTED.total, amount_refunded: 5_000, refunded: false };
    const refund = signedEvent("charge.refunded", charge);
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(signedEvent("charge.refunded", charge, { id: refund.id }))).status).toBe(200);
    expect((await h.row(invoice.id)).status).toBe("partly_paid");
    expect((await h.paymentRows(invoice.id)).filter((p) => p.kind === "refund").map((p) => p.amountCents)).toEqual([-5_000]);
    await deliver(signedEvent("charge.refunded", { ...charge, amount_refunded: EXPECTED.total, refunded: true }));
    expect((await h.paymentRows(invoice.id)).reduce((s, p) => s + p.amountCents, 0)).toBe(0);
    expect(["sent", "viewed"]).toContain((await h.row(invoice.id)).status);

    await deliver(signedEvent("charge.dispute.created", { id: "dp_test_1", object: "dispute", payment_intent: "pi_test_webhook1", charge: "ch_test_1", amount: 1_000, reason: "fraudulent" }));
    expect((await h.row(invoice.id)).disputedAt).not.toBeNull();
  });

  it("keeps a card payment that crosses one recorded by hand: the invoice paid, the credit shown", async () => {
    const { invoice, path } = await h.sent("stripe-credit@example.com");
    const session = await sessionFor(path);
    await h.pay(invoice.id, { amountCents: 1_000, method: "cash", receivedOn: businessDay(clock.now()) });
    expect((await deliver(signedEvent("checkout.session.completed", completedSession(session)))).status).toBe(200);
    const nothingOwed = await payNow(path);
    expect(nothingOwed.status).toBe(409);
    expect(await text(nothingOwed)).toContain("Nothing is owed on this invoice.");
    const json = (await (await h.asAdmin(`/api/invoices/${invoice.id}`)).json()) as InvoiceJson;
    expect(json).toMatchObject({ status: "paid", paidCents: EXPECTED.total + 1_000, balanceCents: -1_000 });
    const html = await text(await server.request(path));
    expect(html).toContain("Credit");
    expect(html).toContain(dollars(1_000));
  });

  it("answers a bad signature with 400 and changes nothing", async () => {
    const { invoice, path } = await h.sent("stripe-forged@example.com");
    const session = await sessionFor(path);
    const before = await h.row(invoice.id);
    const forged = signedEvent("checkout.session.completed", completedSession(session), { secret: "whsec_notTheRealSecret" });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    const unsigned = await server.request("/api/stripe/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: forged.body });
    expect(unsigned.status).toBe(400);
    // The right signature over another body is a forgery too.
    const good = signedEvent("checkout.session.completed", completedSession(session));
    const tampered = await server.request("/api/stripe/webhook", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": good.header }, body: good.body.replace(String(EXPECTED.total), "1") });
    expect(tampered.status).toBe(400);
    expect(await h.paymentRows(invoice.id)).toHaveLength(0);
    expect(await server.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, forged.id))).toHaveLength(0);
    expect(await h.row(invoice.id)).toEqual(before);
  });

  it("says in the setup checks that the Stripe key works", async () => {
    const res = await h.asAdmin("/api/admin/setup/run", { method: "POST" });
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).toMatch(/"id":"stripe","title":"Card payments through Stripe","verdict":"ok"/);
    expect(fake.requests.some((r) => r.path === "/v1/balance")).toBe(true);
  });

  it("says clearly when Stripe cannot be reached on Pay, and leaves the invoice as it was", async () => {
    const { invoice, path } = await h.sent("stripe-down@example.com");
    const before = await h.row(invoice.id);
    await fake.close();
    const res = await payNow(path);
    expect(res.status).toBe(503);
    expect(await text(res)).toContain("We could not reach our card processor just now, so nothing was charged");
    expect(await h.paymentRows(invoice.id)).toHaveLength(0);
    const after = await h.row(invoice.id);
    // The page drawn with the message records the homeowner's visit; nothing about the money changes.
    expect({ ...after, status: before.status, viewedAt: null }).toEqual({ ...before, viewedAt: null });
    expect(after.paidAt).toBeNull();
  });
});

describe.skipIf(driver !== "postgres")("invoice numbers from two instances (postgres)", () => {
  it("gives unique, gap-free numbers when two instances write at once", async () => {
    const database = await createPostgresDatabase();
    const clock = testClock(new Date());
    const a = await startTestServer({ databaseUrl: database.url, clock });
    const b = await startTestServer({ databaseUrl: database.url, clock });
    try {
      const sa = await signInAsAdmin(a);
      const sb = await signInAsAdmin(b);
      const [c] = await a.ctx.db.insert(contacts).values({ firstName: "Two", lastName: "Writers", email: "two-invoices@example.com" }).returning();
      const post = (s: Server, session: Session, i: number) =>
        s.request("/api/invoices", { method: "POST", headers: session.headers, json: { contactId: c!.id, title: `Race ${i}`, lines: [{ description: "Work", unit: "each", unitCents: 100 * (i + 1), quantity: 100, taxable: false }] } });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? post(a, sa, i) : post(b, sb, i))));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const numbers = (await Promise.all(results.map(async (r) => ((await r.json()) as InvoiceJson).number))).sort();
      const year = businessDay(clock.now()).slice(0, 4);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `I-${year}-${String(i + 1).padStart(4, "0")}`));
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
  }, 60_000);
});
