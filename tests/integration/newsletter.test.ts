/**
 * The blog's newsletter end to end over a real SMTP server: a reader subscribes with a plain
 * form post (no JavaScript), confirms with the link from the captured mail, gets a sent post with
 * its opt-out headers and footer, and unsubscribes with the one-click POST; an unconfirmed reader
 * gets nothing; a second send is refused with the time of the first; a flood is limited.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import { formatDateTime } from "@common/dates";
import { mailOutbox, newsletterSends, newsletterSubscribers } from "../../server/db/schema";
import { SUBSCRIBE_LIMIT } from "../../server/newsletter/subscribers";
import { confirmMessages } from "../../server/newsletter/routes";
import { driver, freePort, startTestServer, testClock, type TestServer } from "../helpers/server";
import { createStaff, DEFAULT_ADMIN_EMAIL, signInAsAdmin, type Session } from "../helpers/session";
import { parseMail, startSmtp, waitFor, type Received } from "../helpers/smtp";

const n = messages.newsletter;
let ipCounter = 0;
const freshIp = () => `10.7.${Math.floor(Math.random() * 200)}.${(ipCounter += 1)}`;
const decoded = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe(`newsletter (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let smtp: { received: Received[]; close: () => Promise<void> };
  let admin: Session;
  const clock = testClock();

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startTestServer({ pages: true, background: true, clock, env: { TRUST_PROXY: "loopback", SMTP_URL: `smtp://127.0.0.1:${port}` } });
    admin = await signInAsAdmin(server);
  });
  afterAll(async () => {
    await server?.cleanup();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((r) => r.to.includes(address)).map((r) => parseMail(r.raw));

  /** What a browser without JavaScript does: load the page, then post the form to its action. */
  async function subscribe(page: string, email: string, ip = freshIp(), token?: string) {
    const formToken = token ?? /name="formToken" value="([^"]+)"/.exec(await (await server.request(page, { headers: { "X-Forwarded-For": ip } })).text())![1]!;
    clock.advance(5_000);
    const res = await server.request(`${page}?subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
      body: new URLSearchParams({ email, website: "", formToken }).toString(),
    });
    return { res, html: decoded(await res.text()), token: formToken };
  }

  async function publish(title: string) {
    const res = await server.request("/api/blog", {
      method: "POST",
      headers: admin.headers,
      json: { title, content: "Check the **pressure gauge** first. See [our boilers](/heating).", excerpt: "Before the first cold night.", status: "published" },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; slug: string };
  }

  const confirmationRows = (email: string) =>
    server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "newsletter_confirmation")));

  let post: { id: string; slug: string };

  it("subscribes without JavaScript, mails a confirmation that repeats nothing typed, and confirms by the link's button", async () => {
    post = await publish("Five signs your boiler needs a service");
    const onBlog = await subscribe("/blog", "Reader@Example.com");
    expect(onBlog.res.status).toBe(200);
    expect(onBlog.html).toContain(n.checkEmailTitle);
    expect(onBlog.html).toContain(n.checkEmail);
    // Subscribed from a post's page and never confirmed.
    const onPost = await subscribe(`/blog/${post.slug}`, "pending@example.com");
    expect(onPost.res.status).toBe(200);
    expect(onPost.html).toContain(n.checkEmailTitle);

    const confirmation = await waitFor(() => mailsTo("reader@example.com")[0]);
    expect(confirmation.headers.get("subject")).toContain("Confirm your subscription");
    expect(confirmation.text.toLowerCase()).not.toContain("reader@example.com");
    expect(confirmation.html.toLowerCase()).not.toContain("reader@example.com");
    const link = /(http:\/\/localhost:\d+\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(confirmation.text)![1]!;

    // Opening the link (or a scanner following it) only asks; the button confirms.
    const opened = await fetch(link, { headers: { Accept: "text/html" } });
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain(confirmMessages.ask);
    const [subscriber] = await server.ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(subscriber!.confirmedAt).toBeNull();
    const action = new URL(/<form method="post" action="([^"]+)">/.exec(page)![1]!.replaceAll("&amp;", "&"), server.url);
    const pressed = await fetch(action, { method: "POST", headers: { Accept: "text/html", Origin: server.url } });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(confirmMessages.confirmed);
    // The link is spent.
    expect((await fetch(action, { method: "POST", headers: { Accept: "text/html" } })).status).toBe(400);

    // Subscribing again says the same and sends nothing: the form never tells who is subscribed.
    const again = await subscribe("/blog", "reader@example.com");
    expect(again.html).toContain(n.checkEmailTitle);
    expect(await confirmationRows("reader@example.com")).toHaveLength(1);
  });

  it("lists subscribers for admins only, with a CSV whose formulas are neutralised; editors may send but not read the list", async () => {
    await server.ctx.db.insert(newsletterSubscribers).values({ email: "=cmd@example.com", createdAt: clock.now() });
    const editor = await createStaff(server, "editor");
    expect((await server.request("/api/newsletter/subscribers", { headers: editor.headers })).status).toBe(403);
    expect((await server.request("/api/newsletter/subscribers/export.csv", { headers: editor.headers })).status).toBe(403);
    expect((await server.request(`/api/newsletter/posts/${post.id}`)).status).toBe(401);
    expect((await server.request(`/api/newsletter/posts/${post.id}/preview`, { headers: editor.headers })).status).toBe(200);
    expect((await server.request(`/api/newsletter/posts/${post.id}/test`, { method: "POST", headers: editor.headers })).status).toBe(200);

    const list = (await (await server.request("/api/newsletter/subscribers", { headers: admin.headers })).json()) as Array<{ email: string; status: string }>;
    expect(list.find((s) => s.email === "reader@example.com")?.status).toBe("confirmed");
    expect(list.find((s) => s.email === "pending@example.com")?.status).toBe("pending");
    const csv = await (await server.request("/api/newsletter/subscribers/export.csv", { headers: admin.headers })).text();
    expect(csv).toContain('"\'=cmd@example.com"');
    expect(csv).toContain('"reader@example.com","confirmed"');
  });

  it("previews, tests on the sender's inbox, sends once to confirmed subscribers only, and refuses a second send with its time", async () => {
    const preview = (await (await server.request(`/api/newsletter/posts/${post.id}/preview`, { headers: admin.headers })).json()) as { subject: string; html: string };
    expect(preview.subject).toBe("Five signs your boiler needs a service");
    expect(preview.html).toContain("<strong>pressure gauge</strong>");

    const test = await server.request(`/api/newsletter/posts/${post.id}/test`, { method: "POST", headers: admin.headers });
    expect(test.status).toBe(200);
    const testMail = await waitFor(() => mailsTo(DEFAULT_ADMIN_EMAIL).find((m) => m.headers.get("subject")?.startsWith("[Test]")));
    expect(testMail.headers.get("subject")).toBe("[Test] Five signs your boiler needs a service");
    expect(testMail.headers.get("list-unsubscribe")).toMatch(/\/api\/mail\/unsubscribe\?token=/);

    const sent = await server.request(`/api/newsletter/posts/${post.id}/send`, { method: "POST", headers: admin.headers });
    expect(sent.status).toBe(202);
    expect(((await sent.json()) as { recipients: number }).recipients).toBe(1);

    const mail = await waitFor(() => mailsTo("reader@example.com").find((m) => m.headers.get("subject") === "Five signs your boiler needs a service"));
    expect(mail.headers.get("from")).toMatch(/^"?Mansfield Heating & Plumbing"? </);
    const unsubscribe = /<([^>]+)>/.exec(mail.headers.get("list-unsubscribe")!)![1]!;
    expect(unsubscribe).toMatch(/\/api\/mail\/unsubscribe\?token=/);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("pressure gauge");
      expect(part).toContain("18 Browns Trace Road, Jericho, VT 05465");
      expect(part).toContain(unsubscribe);
      expect(part).toContain(`${server.ctx.config.publicUrl}/blog/${post.slug}`);
    }
    // Relative links in the post are made absolute for the mail program.
    expect(mail.html).toContain(`href="${server.ctx.config.publicUrl}/heating"`);

    // The unconfirmed reader's state is certain: nothing of the post was queued for them.
    const pendingRows = await server.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, "pending@example.com"), eq(mailOutbox.kind, "newsletter_post")));
    expect(pendingRows).toEqual([]);

    const state = await waitFor(async () => {
      const s = (await (await server.request(`/api/newsletter/posts/${post.id}`, { headers: admin.headers })).json()) as { progress: { sent: number; queued: number; failed: number } };
      return s.progress.sent === 1 ? s : undefined;
    });
    expect(state.progress).toEqual({ sent: 1, queued: 0, failed: 0 });

    const [first] = await server.ctx.db.select().from(newsletterSends).where(eq(newsletterSends.postId, post.id));
    const twice = await server.request(`/api/newsletter/posts/${post.id}/send`, { method: "POST", headers: admin.headers });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toContain(formatDateTime(first!.sentAt));

    // One click in the mail program (RFC 8058): a POST without a session or Origin.
    const oneClick = await fetch(unsubscribe, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    const list = (await (await server.request("/api/newsletter/subscribers", { headers: admin.headers })).json()) as Array<{ email: string; status: string; unsubscribedAt: string | null }>;
    const reader = list.find((s) => s.email === "reader@example.com")!;
    expect(reader.status).toBe("unsubscribed");
    expect(reader.unsubscribedAt).not.toBeNull();

    // Unsubscribed, the address may subscribe again: a new confirmation goes out.
    await subscribe("/blog", "reader@example.com");
    expect(await confirmationRows("reader@example.com")).toHaveLength(2);

    // The next post reaches nobody (the new subscription is not confirmed).
    const next = await publish("Heat pump rebates this winter");
    const none = await server.request(`/api/newsletter/posts/${next.id}/send`, { method: "POST", headers: admin.headers });
    expect(((await none.json()) as { recipients: number }).recipients).toBe(0);
  });

  it("limits a subscribe flood from one client with a 429 and mails an address at most three confirmations a day", async () => {
    const ip = freshIp();
    let token: string | undefined;
    for (let i = 0; i < SUBSCRIBE_LIMIT.points; i += 1) {
      const sent = await subscribe("/blog", "flooded@example.com", ip, token);
      token = sent.token;
      expect(sent.res.status).toBe(200);
    }
    const refused = await subscribe("/blog", "flooded@example.com", ip, token);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.html).toContain(n.rateLimited);
    expect(await confirmationRows("flooded@example.com")).toHaveLength(3);
  });
});
