/**
 * The public forms before and without JavaScript. With scripts off, every form is sent by the
 * browser and answered by its page: the row is stored exactly once, and an invalid form comes
 * back with its errors and the typed values. With the page's scripts held back, what a visitor
 * types survives hydration, and a press on Send stores one lead — not zero, not two.
 */
import { request as playwrightRequest, type APIRequestContext, type Page, type Route } from "@playwright/test";
import { expect, signInAsNewAdmin, test, uniqueClientIp } from "./fixtures";
import * as messages from "@common/messages";

const v = messages.validation;
const n = messages.nativeForms;
const letters = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

let staff: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  staff = await playwrightRequest.newContext({
    baseURL,
    // Cookie-carrying writes must come from the site's origin; the address keeps limits apart.
    extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": uniqueClientIp() },
  });
  await signInAsNewAdmin(staff, { prefix: "native" });
});

test.afterAll(async () => {
  await staff?.dispose();
});

/** Every stored lead with this last name, the ones the spam checks held back included. */
async function leadsNamed(lastName: string) {
  const all = [];
  for (const spam of [false, true]) {
    const res = await staff.get(`/api/leads${spam ? "?spam=true" : ""}`);
    expect(res.status()).toBe(200);
    all.push(...((await res.json()) as { lastName: string; location: string | null; serviceType: string; pagePath: string | null }[]));
  }
  return all.filter((l) => l.lastName === lastName);
}

async function reviewsBy(name: string) {
  const res = await staff.get("/api/admin/testimonials");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { customerName: string; rating: number; isApproved: boolean }[]).filter((t) => t.customerName === name);
}

async function commentsBy(name: string) {
  const res = await staff.get("/api/admin/comments/unapproved");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { authorName: string }[]).filter((c) => c.authorName === name);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is sent and stored once; an invalid one comes back with errors and values", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#consultation-form");
    const lastName = `Nojs ${letters()}`;
    await form.getByLabel("First Name *").fill("A");
    await form.getByLabel("Last Name *").fill(lastName);
    await form.getByLabel("Email Address *").fill("nojs@example");
    await form.getByLabel("Message").fill("Radiators upstairs stay cold.");
    await form.getByRole("button", { name: messages.contact.submit }).click();

    const summary = form.getByTestId("error-summary");
    await expect(summary.getByRole("heading", { name: n.summaryTitle })).toBeVisible();
    await expect(summary.getByRole("link", { name: v.nameMin })).toHaveAttribute("href", "#contact-firstName");
    await expect(form.getByLabel("First Name *")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(v.phoneRequired).first()).toBeVisible();
    await expect(form.getByLabel("Last Name *")).toHaveValue(lastName);
    await expect(form.getByLabel("Email Address *")).toHaveValue("nojs@example");
    await expect(form.getByLabel("Message")).toHaveValue("Radiators upstairs stay cold.");
    expect(await leadsNamed(lastName)).toHaveLength(0);

    await form.getByLabel("First Name *").fill("Ann");
    await form.getByLabel("Email Address *").fill("nojs@example.com");
    await form.getByLabel("Phone Number *").fill("802-555-0142");
    await form.getByLabel("Service Interest").selectOption({ label: "Maintenance Contract" });
    await form.getByRole("button", { name: messages.contact.submit }).click();
    await expect(page.locator("#consultation-form").getByText(messages.contact.success)).toBeVisible();
    await expect(page.locator("#consultation-form").getByLabel("Last Name *")).toHaveValue("");
    expect(await leadsNamed(lastName)).toMatchObject([{ serviceType: "maintenance-contract" }]);
  });

  test("the home quick-quote is sent and stored once", async ({ page }) => {
    await page.goto("/");
    const q = messages.quickQuote;
    const form = page.locator("#quick-quote");
    const last = `Quick ${letters()}`;
    await form.getByRole("button", { name: q.submit }).click();
    for (const text of [q.nameRequired, q.phoneRequired, q.emailRequired, q.serviceRequired]) {
      await expect(page.locator("#quick-quote").getByTestId("error-summary").getByText(text)).toBeVisible();
    }
    await form.getByLabel(q.labels.name).fill(`Sam ${last}`);
    await form.getByLabel(q.labels.phone).fill("802-555-0188");
    await form.getByLabel(q.labels.email).fill("sam@example.com");
    await form.getByLabel(q.labels.serviceType).selectOption("System Maintenance Plan");
    await form.getByRole("button", { name: q.submit }).click();
    await expect(page.locator("#quick-quote").getByTestId("form-sent")).toContainText(q.successTitle);
    expect(await leadsNamed(last)).toMatchObject([{ serviceType: "System Maintenance Plan" }]);
  });

  test("Get Quote opens the dialog with no script at all; its form is sent to the quote page and stored once", async ({ page }) => {
    await page.goto(`/quote?${new URLSearchParams({ service: "Heat Pump Installation" })}`);
    await expect(page.getByRole("main").getByLabel("Service Needed")).toHaveValue("Heat Pump Installation");
    await page.goto("/services/heat-pumps");
    // The browser's own invoker command opens the dialog the server rendered into the page.
    await page.getByRole("main").getByRole("button", { name: "Get a Free Quote" }).first().click();
    const dialog = page.getByRole("dialog", { name: messages.quote.dialogTitle });
    await expect(dialog).toBeVisible();

    const lastName = `Quote ${letters()}`;
    await dialog.getByLabel("First Name *").fill("Jo");
    await dialog.getByLabel("Last Name *").fill(lastName);
    await dialog.getByLabel("Phone Number *").fill("(802) 555-0142");
    await dialog.getByLabel("Email Address *").fill("jo@example.com");
    await dialog.getByLabel("Service Needed").selectOption("Ductless Mini-Split System");
    await dialog.getByRole("button", { name: messages.quote.submit }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole("heading", { level: 1, name: n.quoteHeading })).toBeVisible();
    await expect(page.getByRole("main").getByTestId("form-sent")).toContainText(messages.quote.successTitle);
    // Reloading the answer re-sends the same post: it is shown as sent, and nothing new is stored.
    await page.reload();
    await expect(page.getByRole("main").getByTestId("form-sent")).toBeVisible();
    expect(await leadsNamed(lastName)).toMatchObject([{ serviceType: "Ductless Mini-Split System", pagePath: "/services/heat-pumps" }]);
  });

  test("the Burlington service request is sent with the town", async ({ page }) => {
    await page.goto("/services/areas/burlington");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: messages.areaRequest.submit }) });
    const lastName = `Ington ${letters()}`;
    await form.getByLabel("First Name *").fill("Burl");
    await form.getByLabel("Last Name *").fill(lastName);
    await form.getByLabel("Phone Number *").fill("802-555-0111");
    await form.getByLabel("Email Address *").fill("burl@example.com");
    await form.getByRole("button", { name: messages.areaRequest.submit }).click();
    await expect(page.getByTestId("form-sent")).toContainText(messages.areaRequest.successTitle);
    expect(await leadsNamed(lastName)).toMatchObject([{ location: "Burlington" }]);
  });

  test("Write a Review links to the review page, whose form is sent and stored once", async ({ page }) => {
    const r = messages.review;
    await page.goto("/reviews");
    await page.getByRole("link", { name: messages.publicPages2.writeReview }).first().click();
    await expect(page).toHaveURL(/\/reviews\/new$/);
    const name = `Reviewer ${letters()}`;
    await page.getByLabel(r.labels.customerName).fill(name);
    await page.getByLabel(r.labels.customerLocation).fill("Underhill, VT");
    await page.getByLabel(r.labels.content).fill("Too short");
    // No star chosen: the server says so, and keeps what was typed.
    await page.getByRole("button", { name: r.submit }).click();
    await expect(page.getByTestId("error-summary").getByText(r.ratingRequired)).toBeVisible();
    await expect(page.getByTestId("error-summary").getByText(r.contentMin)).toBeVisible();
    await expect(page.getByLabel(r.labels.customerName)).toHaveValue(name);

    await page.getByRole("radio", { name: r.starLabel(5) }).check({ force: true });
    await page.getByLabel(r.labels.serviceType).selectOption("boiler");
    await page.getByLabel(r.labels.content).fill("They replaced our old boiler in a day and explained every rebate.");
    await page.getByRole("button", { name: r.submit }).click();
    await expect(page.getByTestId("form-sent")).toContainText(r.successTitle);
    expect(await reviewsBy(name)).toMatchObject([{ rating: 5, isApproved: false }]);
  });

  test("a blog comment is sent and stored once", async ({ page }) => {
    const created = await staff.post("/api/blog", {
      data: { title: `Without script ${letters()}`, content: "Heat tape and pipe insulation.", status: "published" },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await page.goto(`/blog/${slug}`);
    const name = `Marge ${letters()}`;
    const form = page.locator("#comment-form");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("marge@");
    await form.getByRole("button", { name: "Submit Comment" }).click();
    await expect(page.getByTestId("error-summary").getByText(messages.blog.commentEmailInvalid)).toBeVisible();
    await expect(page.locator("#comment-form").getByLabel("Name")).toHaveValue(name);

    await page.locator("#comment-form").getByLabel("Email").fill("marge@example.com");
    // At a person's pace: a comment sent faster than the minimum fill time would be kept as spam,
    // and staff can only list the comments that are not.
    await page.locator("#comment-form").getByLabel("Comment", { exact: true }).pressSequentially("Heat tape saved us last winter!", { delay: 80 });
    await page.getByRole("button", { name: "Submit Comment" }).click();
    await expect(page.getByText(messages.blog.commentSubmitted)).toBeVisible();
    expect(await commentsBy(name)).toHaveLength(1);
  });
});

test.describe("typed before the page's scripts ran", () => {
  /** Holds every script of the page until `release()`, so it stays server HTML meanwhile. */
  async function holdScripts(page: Page) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      await gate;
      await route.continue();
    });
    return {
      release: async () => {
        open();
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      },
    };
  }

  /** Opens a page whose scripts are held: its HTML is all there is (the load event waits for them). */
  async function openHeld(page: Page, url: string) {
    await page.goto(url, { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
  }

  async function fillContact(page: Page, lastName: string) {
    const form = page.locator("#consultation-form");
    await form.getByLabel("First Name *").fill("Early");
    await form.getByLabel("Last Name *").fill(lastName);
    await form.getByLabel("Email Address *").fill("early@example.com");
    await form.getByLabel("Phone Number *").fill("802-555-0133");
    await form.getByLabel("Service Interest").selectOption({ label: "System Consultation" });
    await form.getByLabel("Message").fill("Typed before the scripts arrived.");
    return form;
  }

  test("the values survive hydration and are sent once by the enhanced form", async ({ page }) => {
    const held = await holdScripts(page);
    await openHeld(page, "/contact");
    const lastName = `Typed ${letters()}`;
    const form = await fillContact(page, lastName);
    await held.release();
    await expect(form.getByLabel("Last Name *")).toHaveValue(lastName);
    await expect(form.getByLabel("Service Interest")).toHaveValue("system-consultation");
    await expect(form.getByLabel("Message")).toHaveValue("Typed before the scripts arrived.");
    await expect(form.getByText("33/1000")).toBeVisible();
    // A change after hydration keeps the rest.
    await form.getByLabel("First Name *").fill("Earl");
    await expect(form.getByLabel("Last Name *")).toHaveValue(lastName);
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/contact.data");
    await form.getByRole("button", { name: messages.contact.submit }).click();
    const sent = Object.fromEntries(new URLSearchParams((await posted).postData() ?? ""));
    expect(sent).toMatchObject({ firstName: "Earl", lastName, message: "Typed before the scripts arrived." });
    await expect(form.getByText(messages.contact.success)).toBeVisible();
    expect(await leadsNamed(lastName)).toHaveLength(1);
  });

  test("a press on Send before hydration sends the form once, with its values", async ({ page }) => {
    const held = await holdScripts(page);
    await openHeld(page, "/contact");
    const lastName = `Pressed ${letters()}`;
    const form = await fillContact(page, lastName);
    await form.getByRole("button", { name: messages.contact.submit }).click();
    // The page answered the browser's own post: sent, the form empty again.
    await expect(page.locator("#consultation-form").getByText(messages.contact.success)).toBeVisible();
    await held.release();
    await expect(page.locator("#consultation-form").getByText(messages.contact.success)).toBeVisible();
    expect(await leadsNamed(lastName)).toHaveLength(1);
  });

  test("the home quick-quote keeps what was typed through hydration", async ({ page }) => {
    const q = messages.quickQuote;
    const held = await holdScripts(page);
    await openHeld(page, "/");
    const form = page.locator("#quick-quote");
    const last = `Late ${letters()}`;
    await form.getByLabel(q.labels.name).fill(`Kim ${last}`);
    await form.getByLabel(q.labels.phone).fill("802-555-0199");
    await form.getByLabel(q.labels.email).fill("kim@example.com");
    await form.getByLabel(q.labels.serviceType).selectOption("Hybrid Water Heater");
    await held.release();
    await expect(form.getByLabel(q.labels.name)).toHaveValue(`Kim ${last}`);
    await expect(form.getByLabel(q.labels.serviceType)).toHaveValue("Hybrid Water Heater");
    await form.getByRole("button", { name: q.submit }).click();
    await expect(page.locator('[aria-label^="Notifications"]').getByText(q.successTitle)).toBeVisible();
    expect(await leadsNamed(last)).toMatchObject([{ serviceType: "Hybrid Water Heater" }]);
  });

  test("a tap on Get a Free Quote opens the form at once; typed before hydration, it is sent once", async ({ page }) => {
    const held = await holdScripts(page);
    await openHeld(page, "/services/heat-pumps");
    // No script has run: the browser opens the dialog the server rendered.
    await page.getByRole("main").getByRole("button", { name: "Get a Free Quote" }).first().click();
    const dialog = page.getByRole("dialog", { name: messages.quote.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    const lastName = `Tapped ${letters()}`;
    await dialog.getByLabel("First Name *").fill("Tap");
    await dialog.getByLabel("Last Name *").fill(lastName);
    await dialog.getByLabel("Phone Number *").fill("802-555-0155");
    await dialog.getByLabel("Email Address *").fill("tap@example.com");
    await held.release();
    // Hydration kept the open dialog and what was typed; the enhanced form sends it.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Last Name *")).toHaveValue(lastName);
    await dialog.getByRole("button", { name: messages.quote.submit }).click();
    await expect(page.locator('[aria-label^="Notifications"]').getByText(messages.quote.successTitle)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await leadsNamed(lastName)).toMatchObject([{ pagePath: "/services/heat-pumps" }]);
  });
});
