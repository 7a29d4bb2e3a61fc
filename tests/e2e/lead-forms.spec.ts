/**
 * The lead forms in the browser: the quote dialog, the
 * consultation form on /contact, the home quick-quote and the Burlington service request form —
 * validation messages, pending state, success and reset, the 429 inline alert, accessibility.
 */
import AxeBuilder from "@axe-core/playwright";

/** @axe-core/playwright is typed against its own copy of playwright-core. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];
import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import * as messages from "@common/messages";

const v = messages.validation;
const letters = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
/** The toast list (a CSS locator: while a modal dialog is open the rest of the page is aria-hidden). */
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]');
/** The script's post of a form to its page's action (React Router's data request for that page). */
const isFormPost = (r: Request, page: string) => r.method() === "POST" && new URL(r.url()).pathname === `${page === "/" ? "/_root" : page}.data`;
const leadPost = (page: Page, action: string) => page.waitForRequest((r: Request) => isFormPost(r, action));
/** The fields the browser sent, as the page's action reads them. */
const sentFields = (r: Request) => Object.fromEntries(new URLSearchParams(r.postData() ?? ""));

/** Holds form posts briefly so the pending state can be seen; they still reach the real server. */
async function slowLeads(page: Page) {
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(", ")}`)).toEqual([]);
}

/** Uses up this client's lead allowance (20 per 15 minutes) through the API. */
async function exhaustLeadLimit(page: Page) {
  for (let i = 0; i < 25; i += 1) {
    const res = await page.request.post("/api/leads", {
      data: { firstName: "Limit", lastName: `Filler ${letters()}`, email: "filler@example.com", phone: "8025550100" },
    });
    if (res.status() === 429) return;
    expect(res.status()).toBe(201);
  }
  throw new Error("the lead limit was never reached");
}

async function openQuoteDialog(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: messages.quote.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("quote dialog", () => {
  test("validates on submit, shows Sending..., confirms, closes and resets", async ({ page }) => {
    const dialog = await openQuoteDialog(page);
    await expect(dialog.getByLabel("Service Needed")).toHaveValue("");
    await expect(dialog.getByRole("option", { name: messages.quote.servicePlaceholder })).toBeAttached();
    await expect(dialog.getByLabel("Project Details")).toHaveAttribute("placeholder", messages.quote.messagePlaceholder);
    await expectNoAxeViolations(page, "#quote-dialog");

    // Invalid submit: toast, the four required fields marked, nothing sent.
    let sent = 0;
    page.on("request", (r) => {
      if (r.method() === "POST") sent += 1;
    });
    await dialog.getByRole("button", { name: messages.quote.submit }).click();
    await expect(toasts(page).getByText(v.toastTitle, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(v.toastDescription)).toBeVisible();
    await expect(dialog.getByText(v.required)).toHaveCount(2);
    await expect(dialog.getByText(v.emailRequired)).toBeVisible();
    await expect(dialog.getByText(v.phoneRequired)).toBeVisible();
    await expect(dialog.getByLabel("First Name *")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("First Name *")).toBeFocused();
    expect(sent).toBe(0);

    // Once shown, an error follows each change.
    const firstName = dialog.getByLabel("First Name *");
    await firstName.fill("J");
    await expect(dialog.getByText(v.nameMin)).toBeVisible();
    await firstName.fill("J3");
    await expect(dialog.getByText(v.nameInvalid)).toBeVisible();
    await firstName.fill("Jo");
    await expect(dialog.getByText(v.nameInvalid)).toBeHidden();
    await expect(dialog.getByText(v.nameMin)).toBeHidden();
    await dialog.getByLabel("Email Address *").fill("jo@example");
    await expect(dialog.getByText(v.emailInvalid)).toBeVisible();
    await dialog.getByLabel("Phone Number *").fill("555-0142");
    await expect(dialog.getByText(v.phoneInvalid)).toBeVisible();

    const lastName = `Quote ${letters()}`;
    await dialog.getByLabel("Last Name *").fill(lastName);
    await dialog.getByLabel("Email Address *").fill("jo@example.com");
    await dialog.getByLabel("Phone Number *").fill("(802) 555-0142");
    await dialog.getByLabel("Service Needed").selectOption("Ductless Mini-Split System");
    await dialog.getByLabel("Project Details").fill("Two bedrooms upstairs never get warm.");

    await slowLeads(page);
    const request = leadPost(page, "/quote");
    await dialog.getByRole("button", { name: messages.quote.submit }).click();
    const pending = dialog.getByRole("button", { name: messages.quote.pending });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    const req = await request;
    expect(sentFields(req)).toMatchObject({
      firstName: "Jo",
      lastName,
      email: "jo@example.com",
      phone: "(802) 555-0142",
      serviceType: "Ductless Mini-Split System",
      message: "Two bedrooms upstairs never get warm.",
      pagePath: "/",
      website: "",
    });
    expect(sentFields(req).formToken).toMatch(/^\w+\.[\w-]{22}\.[\w-]{43}$/);
    expect((await req.response())?.status()).toBe(200);

    await expect(toasts(page).getByText(messages.quote.successTitle)).toBeVisible();
    await expect(toasts(page).getByText(messages.quote.successDescription)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reopened: empty again.
    await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
    await expect(page.getByRole("dialog").getByLabel("First Name *")).toHaveValue("");
    await expect(page.getByRole("dialog").getByLabel("Last Name *")).toHaveValue("");
  });

  test("closing clears values, errors and touched flags", async ({ page }) => {
    const dialog = await openQuoteDialog(page);
    // Focus starts on the dialog, so no field is touched until the visitor leaves it.
    await expect(dialog).toBeFocused();
    // Close is the first stop, then the fields.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("First Name *")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByText(v.required)).toHaveCount(1);
    await dialog.getByLabel("First Name *").fill("A");
    await dialog.getByRole("button", { name: messages.quote.submit }).click();
    await expect(dialog.getByText(v.nameMin)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Get Quote" }).click();
    const reopened = page.getByRole("dialog", { name: messages.quote.dialogTitle });
    await expect(reopened.getByLabel("First Name *")).toHaveValue("");
    await expect(reopened.getByRole("alert")).toHaveCount(0);
    await expect(reopened.getByLabel("First Name *")).toHaveAttribute("aria-invalid", "false");
  });

  test.describe("over the limit", () => {
    test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.254.31.1" } });

    test("a 429 shows the orange alert above the form and the error toast", async ({ page }) => {
      const dialog = await openQuoteDialog(page);
      await exhaustLeadLimit(page);
      await dialog.getByLabel("First Name *").fill("Rita");
      await dialog.getByLabel("Last Name *").fill("Limit");
      await dialog.getByLabel("Phone Number *").fill("802-555-0177");
      await dialog.getByLabel("Email Address *").fill("rita@example.com");
      await dialog.getByRole("button", { name: messages.quote.submit }).click();
      const alert = dialog.getByTestId("rate-limit-alert");
      await expect(alert).toHaveText(messages.quote.rateLimited, { timeout: 15_000 });
      await expect(alert).toHaveClass(/orange/);
      await expect(toasts(page).getByText(messages.submitErrors.title, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(messages.quote.rateLimited)).toBeVisible();
      // The form keeps what was typed so the visitor can try again later.
      await expect(dialog.getByLabel("First Name *")).toHaveValue("Rita");
      await expect(dialog).toBeVisible();
    });
  });
});

test("quote dialog: no answer at all shows the network message, after one more try, and keeps the form", async ({ page }) => {
  const dialog = await openQuoteDialog(page);
  let tries = 0;
  await page.route(/\/quote\.data(\?|$)/, (route) => (route.request().method() === "POST" ? (tries++, route.abort("internetdisconnected")) : route.continue()));
  await dialog.getByLabel("First Name *").fill("Nora");
  await dialog.getByLabel("Last Name *").fill("Offline");
  await dialog.getByLabel("Phone Number *").fill("802-555-0166");
  await dialog.getByLabel("Email Address *").fill("nora@example.com");
  await dialog.getByRole("button", { name: messages.quote.submit }).click();
  await expect(toasts(page).getByText(messages.submitErrors.network)).toBeVisible({ timeout: 15_000 });
  expect(tries).toBe(2);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Last Name *")).toHaveValue("Offline");
});

test.describe("consultation form on /contact", () => {
  test("errors after leaving a field, live counter, Sending..., Message Sent! for 5 seconds", async ({ page }) => {
    // The page's clock runs as usual until the test moves it past the message's five seconds.
    await page.clock.install();
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.locator("#consultation-form");
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page, "#consultation-form");

    const firstName = form.getByLabel("First Name *");
    await firstName.fill("");
    await expect(form.getByText(v.required)).toHaveCount(0);
    await firstName.blur();
    await expect(form.getByText(v.required)).toHaveCount(1);
    await firstName.fill("M");
    await expect(form.getByText(v.nameMin)).toBeVisible();
    await firstName.fill("Mo");
    await expect(form.getByText(v.nameMin)).toBeHidden();

    const message = form.getByLabel("Message");
    await message.fill("x".repeat(1001));
    await expect(form.getByText("1001/1000")).toBeVisible();
    await expect(form.getByText(v.messageMax)).toBeVisible();
    await message.fill("We'd like a maintenance plan for our boiler.");
    await expect(form.getByText("44/1000")).toBeVisible();
    await expect(form.getByText(v.messageMax)).toBeHidden();

    // Submitting marks every required field.
    await form.getByRole("button", { name: messages.contact.submit }).click();
    await expect(form.getByText(v.required)).toHaveCount(1);
    await expect(form.getByText(v.emailRequired)).toBeVisible();
    await expect(form.getByText(v.phoneRequired)).toBeVisible();
    await expect(toasts(page).getByText(v.toastTitle, { exact: true })).toBeVisible();

    const lastName = `Contact ${letters()}`;
    await form.getByLabel("Last Name *").fill(lastName);
    await form.getByLabel("Email Address *").fill("mo@example.com");
    await form.getByLabel("Phone Number *").fill("802.555.0123");
    await form.getByLabel("Service Interest").selectOption({ label: "Maintenance Contract" });

    await slowLeads(page);
    const request = leadPost(page, "/contact");
    await form.getByRole("button", { name: messages.contact.submit }).click();
    await expect(form.getByRole("button", { name: messages.contact.pending })).toBeDisabled();
    const req = await request;
    expect(sentFields(req)).toMatchObject({ lastName, serviceType: "maintenance-contract" });

    const success = form.getByText(messages.contact.success);
    await expect(success).toBeVisible();
    await expect(form.getByLabel("First Name *")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByText("0/1000")).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(success).toBeHidden();
  });

  test.describe("over the limit", () => {
    test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.254.31.2" } });

    test("a 429 shows the orange alert and the contact form's toast", async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      await exhaustLeadLimit(page);
      const form = page.locator("#consultation-form");
      await form.getByLabel("First Name *").fill("Rita");
      await form.getByLabel("Last Name *").fill("Limit");
      await form.getByLabel("Email Address *").fill("rita@example.com");
      await form.getByLabel("Phone Number *").fill("802-555-0177");
      await form.getByRole("button", { name: messages.contact.submit }).click();
      await expect(form.getByTestId("rate-limit-alert")).toHaveText(messages.contact.rateLimited, { timeout: 15_000 });
      await expect(toasts(page).getByText(messages.contact.rateLimited)).toBeVisible();
    });
  });
});

test("home quick-quote: its messages, Submitting..., success toast and reset", async ({ page }) => {
  await page.goto("/");
  const q = messages.quickQuote;
  const submit = page.getByRole("button", { name: q.submit });
  const form = page.locator("#quick-quote");
  await waitForHydration(page);
  await submit.click();
  for (const text of [q.nameRequired, q.phoneRequired, q.emailRequired, q.serviceRequired]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await form.getByLabel(q.labels.email).fill("sam@nowhere");
  await expect(form.getByText(q.emailInvalid)).toBeVisible();

  const last = `Quick ${letters()}`;
  await form.getByLabel(q.labels.name).fill(`Sam ${last}`);
  await form.getByLabel(q.labels.phone).fill("802-555-0188");
  await form.getByLabel(q.labels.email).fill("sam@example.com");
  await form.getByLabel(q.labels.serviceType).selectOption("System Maintenance Plan");

  await slowLeads(page);
  const request = leadPost(page, "/");
  await submit.click();
  await expect(form.getByRole("button", { name: q.pending })).toBeDisabled();
  // The page's action splits the name and writes the message (tested with the stored lead in native-forms).
  expect(sentFields(await request)).toMatchObject({
    name: `Sam ${last}`,
    email: "sam@example.com",
    phone: "802-555-0188",
    serviceType: "System Maintenance Plan",
  });
  await expect(toasts(page).getByText(q.successTitle)).toBeVisible();
  await expect(toasts(page).getByText(q.successDescription)).toBeVisible();
  await expect(form.getByLabel(q.labels.name)).toHaveValue("");
  await expect(form.getByLabel(q.labels.serviceType)).toHaveValue("");
});

test("Burlington service request form sends the town and page with the lead", async ({ page }) => {
  await page.goto("/services/areas/burlington");
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: messages.areaRequest.submit }) });
  await form.getByLabel("First Name *").fill("Burl");
  await form.getByLabel("Last Name *").fill(`Ington ${letters()}`);
  await form.getByLabel("Phone Number *").fill("802-555-0111");
  await form.getByLabel("Email Address *").fill("burl@example.com");
  const request = leadPost(page, "/services/areas/burlington");
  await form.getByRole("button", { name: messages.areaRequest.submit }).click();
  const req = await request;
  expect(sentFields(req)).toMatchObject({ pagePath: "/services/areas/burlington" });
  expect((await req.response())?.status()).toBe(200);
  await expect(toasts(page).getByText(messages.areaRequest.successTitle)).toBeVisible();
  await expect(form.getByLabel("First Name *")).toHaveValue("");
});
