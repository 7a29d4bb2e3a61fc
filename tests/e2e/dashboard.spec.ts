/**
 * The admin dashboard in a real browser, signed in as an admin: a lead from the public quote
 * dialog worked through to a contact and deleted; a review approved onto /reviews; an alert
 * recipient that gets the next lead's alert, is switched off and gets nothing more.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import fs from "node:fs/promises";
import { STAFF_PASSWORD, createAdmin, expect, lettersOnly, readMailFiles, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

/** A visitor's submission; Origin is what a browser on the site sends (cookie writes need it). */
async function submitLead(request: APIRequestContext, baseURL: string, firstName: string, lastName: string) {
  const res = await request.post("/api/leads", {
    headers: { Origin: baseURL },
    data: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@example.com`,
      phone: "(802) 555-0123",
      serviceType: "Heat Pump Installation",
      message: "Please call in the morning.",
      source: "website",
    },
  });
  expect(res.status()).toBe(201);
}

function mailFor(to: string, text: string) {
  return readMailFiles().filter((m) => m.content.includes(`To: ${to}`) && m.content.includes(text));
}

test("a lead from the quote dialog is found, moved along, converted, and the contact deleted", async ({ page }) => {
  const { email } = await createAdmin(page.request);
  const first = `Lena${lettersOnly(stamp())}`.slice(0, 20);
  const last = "Quoteworth";

  // Sign in at /login like the office does.
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/today$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  // A visitor asks for a quote on the public site.
  await page.goto("/heat-pump-education");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Get Quote" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Request a Free Quote" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("First Name *").fill(first);
  await dialog.getByLabel("Last Name *").fill(last);
  await dialog.getByLabel("Phone Number *").fill("(802) 555-0188");
  await dialog.getByLabel("Email Address *").fill(`${first.toLowerCase()}@example.com`);
  await dialog.getByLabel("Service Needed").selectOption("Boiler Installation/Replacement");
  await dialog.getByLabel("Project Details").fill("Old oil boiler, 1,800 sq ft farmhouse.");
  await dialog.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.getByText("Quote Request Sent!").first()).toBeVisible();

  // It is the first lead on the dashboard.
  await page.goto("/admin");
  await waitForHydration(page);
  const firstRow = page.getByTestId("lead-row").first();
  await expect(firstRow).toContainText(`${first} ${last}`);
  await expect(firstRow).toContainText("Boiler Installation/Replacement");

  // The export button downloads the leads as a CSV file.
  const exported = page.waitForResponse((r) => r.url().endsWith("/api/leads/export.csv"));
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await exported).status(), "the signed-in export answers 200").toBe(200);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, "utf8");
  expect(csv).toContain(`"${first}","${last}"`);

  // Found by search (e-mail, then message text).
  await page.getByLabel("Search leads").fill(`${first.toLowerCase()}@example`);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await page.getByLabel("Search leads").fill("farmhouse");
  await expect(page.getByTestId("lead-row").filter({ hasText: first })).toHaveCount(1);
  await page.getByLabel("Search leads").fill(first);
  const row = page.getByTestId("lead-row");
  await expect(row).toHaveCount(1);

  // Status change, kept after a reload.
  const status = row.getByLabel(`Status for ${first} ${last}`);
  await expect(status).toHaveValue("Lead");
  const patched = page.waitForResponse((r) => r.url().includes("/status") && r.request().method() === "PATCH");
  await status.selectOption("Pending");
  expect((await patched).status()).toBe(200);
  await page.reload();
  await waitForHydration(page);
  await page.getByLabel("Search leads").fill(first);
  await expect(page.getByTestId("lead-row").getByLabel(`Status for ${first} ${last}`)).toHaveValue("Pending");

  // Convert to Contact.
  await page.getByTestId("lead-row").getByRole("button", { name: "Convert to Contact" }).click();
  await expect(page.getByText("Lead converted to contact").first()).toBeVisible();
  await expect(page.getByTestId("lead-row")).toContainText("Converted");

  // The contact is in the CRM section, and the section survives a reload.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "CRM" }).click();
  await expect(page).toHaveURL(/\?tab=crm$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "CRM" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Search contacts").fill(first);
  const contact = page.getByTestId("contact-row").filter({ hasText: `${first} ${last}` });
  await expect(contact).toHaveCount(1);
  await expect(contact).toContainText("website");
  // Notes longer than 50 characters show the first 50 and "..."; the full text is the cell's title.
  const notes = "Boiler Installation/Replacement — Old oil boiler, 1,800 sq ft farmhouse.";
  const notesCell = contact.getByTitle(notes);
  await expect(notesCell).toHaveText(`${notes.slice(0, 50)}...`);

  // Its details show the original request as a communication.
  await contact.getByRole("button", { name: "View" }).click();
  const details = page.getByRole("dialog", { name: `${first} ${last}` });
  await expect(details.getByTestId("communications")).toContainText("Old oil boiler");
  await page.keyboard.press("Escape");

  // Deleted after confirmation; cancelling first keeps it.
  await contact.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure?");
  await expect(confirm).toContainText("This will permanently delete the contact and all of its communications.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(contact).toHaveCount(1);
  await contact.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete contact" }).click();
  await expect(page.getByText("Contact deleted").first()).toBeVisible();
  await expect(contact).toHaveCount(0);
});

test("a pending review is approved and appears on /reviews at once", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request);
  const name = `Reviewer ${lettersOnly(stamp())}`;
  const res = await page.request.post("/api/testimonials", {
    headers: { Origin: baseURL! },
    data: {
      customerName: name,
      customerLocation: "Underhill, VT",
      rating: 5,
      content: "They installed our cold-climate heat pump in a day and cleaned up after.",
      serviceType: "heating",
    },
  });
  expect(res.status()).toBe(201);

  await page.goto("/reviews");
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto("/admin?tab=testimonials");
  await waitForHydration(page);
  const item = page.getByTestId("testimonial-item").filter({ hasText: name });
  await expect(item).toContainText("Pending");
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Testimonial approved").first()).toBeVisible();
  await expect(item).toContainText("Approved");

  await page.goto("/reviews");
  await expect(page.getByText(name).first()).toBeVisible();
});

test("an alert recipient gets the next lead's alert, is switched off and gets nothing more (tablet)", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAsNewAdmin(page.request);
  const id = stamp();
  const recipient = `alerts-${id}@mansfield.test`;
  const control = `control-${id}@mansfield.test`;

  await page.goto("/admin?tab=alerts");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Email Alerts" })).toBeVisible();

  // The add dialog validates, then adds; a duplicate shows the server's message.
  const add = async (email: string, name?: string) => {
    await page.getByRole("button", { name: "Add Email" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Notification Email" });
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    if (name) await dialog.getByLabel("Name (optional)").fill(name);
    await dialog.getByRole("button", { name: "Add Email" }).click();
    return dialog;
  };
  await page.getByRole("button", { name: "Add Email" }).first().click();
  let dialog = page.getByRole("dialog", { name: "Add Notification Email" });
  await dialog.getByRole("button", { name: "Add Email" }).click();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill("not-an-email");
  await dialog.getByRole("button", { name: "Add Email" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await (await add(recipient, "Front Office")).waitFor({ state: "hidden" });
  await (await add(control)).waitFor({ state: "hidden" });
  const row = page.getByTestId("alert-row").filter({ hasText: recipient });
  await expect(row).toContainText("Front Office");
  await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "true");

  // A refused add: the server's message appears once (the toast), the dialog stays open with the
  // field marked invalid.
  dialog = await add(recipient.toUpperCase());
  await expect(page.getByText("This email address is already receiving alerts")).toBeVisible();
  await expect(page.getByText("This email address is already receiving alerts")).toHaveCount(1);
  await expect(dialog.getByText("This email address is already receiving alerts")).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The next lead's alert reaches the recipient.
  const firstLead = `Alerta${id.replace(/\d/g, "")}`;
  await submitLead(page.request, baseURL!, firstLead, "One");
  await expect.poll(() => mailFor(recipient, `${firstLead} One`).length, { timeout: 20_000 }).toBe(1);

  // Switched off: the following lead reaches the control recipient but not this one.
  const patched = page.waitForResponse((r) => r.url().includes("/api/notification-emails/") && r.request().method() === "PATCH");
  await row.getByRole("switch").click();
  expect((await patched).status()).toBe(200);
  await expect(row.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  const secondLead = `Alertb${id.replace(/\d/g, "")}`;
  await submitLead(page.request, baseURL!, secondLead, "Two");
  await expect.poll(() => mailFor(control, `${secondLead} Two`).length, { timeout: 20_000 }).toBe(1);
  expect(mailFor(recipient, `${secondLead} Two`)).toHaveLength(0);

  // The page fits a tablet: tables scroll inside their box, not the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Removing asks first.
  for (const email of [recipient, control]) {
    await page.getByTestId("alert-row").filter({ hasText: email }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("alert-row").filter({ hasText: email })).toHaveCount(0);
  }
});

test("the dashboard is accessible, keyboard-usable and guarded", async ({ page, browser }) => {
  // Signed out: the guard, not the dashboard.
  const anonymous = await browser.newPage();
  await anonymous.goto("/admin");
  await expect(anonymous.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await anonymous.close();

  await signInAsNewAdmin(page.request);
  await page.goto("/admin");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  for (const tab of ["leads", "alerts"]) {
    await page.goto(tab === "leads" ? "/admin" : `/admin?tab=${tab}`);
    await waitForHydration(page);
    await expect(page.locator("[aria-busy='true'], [role='status']")).toHaveCount(0, { timeout: 10_000 });
    // @axe-core/playwright is typed against its own playwright-core copy; the page is the same object.
    const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("#main").analyze();
    expect(results.violations.map((v) => `${tab}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }

  // The sections are links, reached from the keyboard, and the URL follows.
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "CRM" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?tab=crm$/);
  await expect(page.getByRole("heading", { level: 2, name: "Customer contacts" })).toBeVisible();
});

test("lead pagination: numbered buttons named by their number, a single 1 for one page, Search placeholders", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request);
  const token = `Pager${lettersOnly(stamp())}`.slice(0, 14);
  const letters = "abcdefghijkl".split("");
  for (const letter of letters) await submitLead(page.request, baseURL!, `${token}${letter}`, "Paged");

  await page.goto("/admin");
  await waitForHydration(page);
  const search = page.getByLabel("Search leads");
  await expect(search).toHaveAttribute("placeholder", /^Search/);

  // Twelve matches at 10 a page: buttons "1" (current) and "2".
  await search.fill(token);
  await expect(page.getByTestId("lead-row")).toHaveCount(10);
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(nav.getByRole("button", { name: /^\d+$/ })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "2", exact: true }).click();
  await expect(page.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "1", exact: true })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("lead-row")).toHaveCount(2);

  // One page still shows the pagination, with a single "1".
  await search.fill(`${token}c`);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(nav.getByRole("button", { name: /^\d+$/ })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");

  // No rows, no pagination.
  await search.fill(`${token}zzz`);
  await expect(page.getByText("No leads match your search.")).toBeVisible();
  await expect(nav).toHaveCount(0);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "CRM" }).click();
  await expect(page.getByLabel("Search contacts")).toHaveAttribute("placeholder", /^Search/);
});

test("a refused invitation shows its message once and keeps the dialog open", async ({ page }) => {
  const { email } = await signInAsNewAdmin(page.request);

  // One navigation names every section once: Today, then the dashboard's five under the spec's names and in its
  // order, then the rest; the Blog section is the dashboard's (?tab=blog, the blog manager embedded); the old
  // ?tab=team link opens the team page.
  await page.goto("/admin");
  await expect(page.getByRole("tab")).toHaveCount(0);
  const backOffice = page.getByRole("navigation", { name: "Back office" });
  await expect(backOffice.getByRole("link")).toHaveText(["Today", "Leads", "CRM", "Testimonials", "Email Alerts", "Blog", "Site", "Quotes", "Invoices", "Jobs", "Schedule", "My day", "Team", "Settings", "Webhooks", "API tokens", "Audit log", "Setup checks"]);
  await waitForHydration(page);
  await backOffice.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=blog$/);
  await expect(backOffice.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("tablist", { name: "Blog manager" })).toBeVisible();
  await page.goto("/admin?tab=team");
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const message = "A staff account with this email already exists";
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
  await dialog.getByLabel("Email", { exact: true }).fill(`other-${email}`);
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "false");
});

test("the back office has its own frame: one section navigation, sections in the history, Logout", async ({ page }) => {
  await signInAsNewAdmin(page.request);
  await page.goto("/admin");
  await waitForHydration(page);
  // Not the public site's header and footer: the back office's own navigation.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Back office" });
  for (const name of ["Today", "Leads", "CRM", "Testimonials", "Email Alerts", "Blog", "Team"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");

  // Each tab is addressable and a history entry: Back returns to the previous one.
  await nav.getByRole("link", { name: "CRM" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=crm$/);
  await expect(nav.getByRole("link", { name: "CRM" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Email Alerts" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=alerts$/);
  await expect(nav.getByRole("link", { name: "Email Alerts" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\?tab=crm$/);
  await expect(nav.getByRole("link", { name: "CRM" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);

  // The signed-in user's menu: Logout leaves the back office for the public site.
  await page.getByRole("banner").getByRole("button", { name: "Admin" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
});
