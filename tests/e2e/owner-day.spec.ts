/**
 * The owner's day on a phone (360 x 740, touch) and on a laptop (1366 x 900): the new-lead alert
 * as written to the mail folder leads to the lead's page, which calls, texts, changes the status,
 * takes a note and goes back to the list; Today shows a due follow-up and today's job; no
 * back-office page scrolls sideways on a phone; axe finds nothing; unknown ids are a 404 inside
 * the back office's frame.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { businessDay } from "../../server/days";
import { expect, lettersOnly, readMailFiles, signInAsNewAdmin, stamp, test, uniqueEmail, waitForHydration } from "./fixtures";

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { Origin: baseURL }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

async function newLead(request: APIRequestContext, baseURL: string, lastName: string) {
  const first = `Ivy${lettersOnly(stamp())}`.slice(0, 16);
  const lead = await post(request, baseURL, "/api/leads", {
    firstName: first,
    lastName,
    email: `${first.toLowerCase()}@example.com`,
    phone: "(802) 555-0123",
    serviceType: "Heat Pump Installation",
    message: "Our oil boiler is 25 years old.",
    location: "Essex",
    source: "website",
  });
  return { id: lead.id as string, name: `${first} ${lastName}` };
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What sticks out, to name in the failure.
    const scrollsItself = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== "visible") return true;
      return false;
    };
    const wide = [...document.querySelectorAll("body *")]
      // An element wider than the screen, or one whose text runs out of it.
      .filter((e) => (e.getBoundingClientRect().right > width + 1 || e.getBoundingClientRect().left + e.scrollWidth > width + 1) && !scrollsItself(e))
      .slice(-5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} ${e.textContent?.slice(0, 40) ?? ""}`);
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, wide };
  });
  expect(scrollWidth, `${label} scrolls sideways: ${wide.join(" | ")}`).toBeLessThanOrEqual(clientWidth);
}

async function expectAxeClean(page: Page, label: string) {
  await expect(page.locator("[aria-busy='true'], [role='status']")).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).analyze();
  expect(results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
}

const viewports = [
  { name: "phone", viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  { name: "laptop", viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
] as const;

for (const size of viewports) {
  test.describe(`the owner's day (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

    test("from the alert e-mail's link to the lead: call, text, status, note, back to the list", async ({ page, baseURL }) => {
      await signInAsNewAdmin(page.request, { prefix: "owner" });
      const recipient = uniqueEmail("alerts");
      await post(page.request, baseURL!, "/api/notification-emails", { email: recipient });
      const lastName = `Alert${size.name}`;
      const { id, name } = await newLead(page.request, baseURL!, lastName);

      // The alert as the mail server got it: subject, local time, and the Open lead link.
      let mail = "";
      await expect
        .poll(() => (mail = readMailFiles().find((m) => m.content.includes(`To: ${recipient}`) && m.content.includes(name))?.content ?? ""), { timeout: 15_000 })
        .not.toBe("");
      mail = mail.replace(/\r?\n[ \t]+/g, " ");
      expect(mail).toContain(`Subject: New quote request from ${name} (Heat Pump Installation)`);
      expect(mail).toMatch(/Received: \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
      expect(mail).toContain('href="tel:+18025550123"');
      const link = /href="(https?:\/\/[^"]+\/admin\/leads\/[0-9a-f-]{36})"/.exec(mail)?.[1];
      expect(link).toBe(`${baseURL}/admin/leads/${id}`);

      await page.goto("/admin");
      await page.goto(link!);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const reach = page.getByRole("navigation", { name: "Reach the customer" });
      await expect(reach.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+18025550123");
      await expect(reach.getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+18025550123");
      await expect(reach.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:ivy/);
      await expect(reach.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /maps.*Essex/);
      await expect(page.getByText("Our oil boiler is 25 years old.")).toBeVisible();
      await expectNoSidewaysScroll(page, "the lead's page");
      await expectAxeClean(page, "the lead's page");

      await page.getByLabel("Status").selectOption("Pending");
      const timeline = page.getByTestId("lead-timeline");
      await expect(timeline).toContainText("Status changed from Lead to Pending");
      await page.getByLabel("Add a note").fill("Called back, visit on Tuesday");
      await page.getByRole("button", { name: "Save note" }).click();
      await expect(timeline).toContainText("Called back, visit on Tuesday");
      await expect(page.getByLabel("Add a note")).toHaveValue("");

      // Back to the list, and the browser's Back returns to the lead.
      await page.getByRole("link", { name: /All leads/ }).click();
      await expect(page).toHaveURL(/\/admin$/);
      const row = page.getByTestId("lead-row").filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("combobox")).toHaveValue("Pending");
      await expectNoSidewaysScroll(page, "the leads list");
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole("link", { name })).toBeVisible();
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    });

    test("Today shows a due follow-up and today's job, and the Follow-ups due counter leads there", async ({ page, baseURL }) => {
      await signInAsNewAdmin(page.request, { prefix: "owner" });
      const { id, name } = await newLead(page.request, baseURL!, `Today${size.name}`);
      const contact = await post(page.request, baseURL!, `/api/crm/contacts/convert-lead/${id}`, {});
      await post(page.request, baseURL!, "/api/crm/communications", {
        contactId: contact.id,
        type: "call",
        direction: "outbound",
        subject: `Call back about the quote ${size.name}`,
        content: "Wants a second quote",
        followUpRequired: true,
        followUpDate: new Date(Date.now() - 3_600_000).toISOString(),
      });
      const jobTitle = `Heat pump install ${lettersOnly(stamp())}`;
      await post(page.request, baseURL!, `/api/crm/contacts/${contact.id as string}/services`, {
        serviceType: "Heat Pump Installation",
        serviceCategory: "installation",
        title: jobTitle,
        description: "Two heads",
        status: "scheduled",
        scheduledDate: businessDay(),
      });

      await page.goto("/admin?tab=crm");
      await waitForHydration(page);
      await page.getByRole("link", { name: /Follow-ups due/ }).click();
      await expect(page).toHaveURL(/\/admin\/today#follow-ups$/);
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
      const followUp = page.getByTestId("today-follow-up").filter({ hasText: `Call back about the quote ${size.name}` });
      await expect(followUp).toContainText(name);
      const job = page.locator("#jobs-today").getByTestId("job-card").filter({ hasText: jobTitle });
      await expect(job).toContainText(name);
      await expectNoSidewaysScroll(page, "Today");
      await expectAxeClean(page, "Today");

      // The job opens its customer's page, in sections.
      await job.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      for (const section of ["Details", "History", "Jobs", "Mail & calls"]) await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      await expect(page.locator("#jobs")).toContainText(jobTitle);
      await expectNoSidewaysScroll(page, "the contact's page");
      await expectAxeClean(page, "the contact's page");

      await page.goto("/admin/jobs?range=week");
      await expect(page.getByTestId("job-card").filter({ hasText: jobTitle })).toHaveCount(1);
      await expectNoSidewaysScroll(page, "jobs this week");
      await expectAxeClean(page, "jobs this week");
    });

    test("an unknown or malformed lead or contact id is a 404 in the back office's frame", async ({ page }) => {
      await signInAsNewAdmin(page.request, { prefix: "owner" });
      for (const path of ["/admin/leads/not-an-id", "/admin/leads/00000000-0000-4000-8000-000000000000", "/admin/contacts/123", "/admin/contacts/00000000-0000-4000-8000-000000000000"]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
      }
      await waitForHydration(page);
      await expectAxeClean(page, "the back office's 404");
    });
  });
}

test.describe("no back-office page scrolls sideways on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("every back-office page at 360 px", async ({ page, baseURL }) => {
    await signInAsNewAdmin(page.request, { prefix: "owner" });
    const { id } = await newLead(page.request, baseURL!, "Narrow");
    const contact = await post(page.request, baseURL!, `/api/crm/contacts/convert-lead/${id}`, {});
    const pages = [
      "/admin/today",
      "/admin",
      "/admin?tab=crm",
      "/admin?tab=testimonials",
      "/admin?tab=alerts",
      "/admin?tab=blog",
      "/admin/jobs",
      "/admin/jobs?range=week",
      `/admin/leads/${id}`,
      `/admin/contacts/${contact.id as string}`,
      "/admin/blog",
      "/admin/blog/posts/new",
      "/admin/team",
      "/admin/settings",
      "/admin/audit",
      "/admin/security",
      "/admin/mail",
      "/admin/leads/not-an-id",
      "/admin/quotes",
      "/admin/price-book",
      `/admin/quotes/new?leadId=${id}`,
      "/admin/schedule",
      "/admin/schedule?range=week",
      "/admin/my-day",
    ];
    // Twenty-four pages in turn: a page's share of the time, not one interaction's minute for them all.
    test.setTimeout(pages.length * 10_000);
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 10_000 });
      await expectNoSidewaysScroll(page, path);
    }
  });
});
