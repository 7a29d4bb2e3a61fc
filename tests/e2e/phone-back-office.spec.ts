/**
 * The back office on a phone (390 x 844, touch): the setup banner is one line for an admin and
 * absent for an editor, so each page's heading is on the first screen; every control a thumb
 * meets is at least 44 x 44 CSS px (the spacing and inline exceptions of WCAG 2.5.8 aside: a
 * link in running text is measured by the sentence, not by itself).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, lettersOnly, signInAsNewAdmin, signInAsNewEditor, stamp, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { Origin: baseURL }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

async function headingTop(page: Page) {
  const h1 = page.getByRole("heading", { level: 1 }).first();
  await expect(h1).toBeVisible();
  return (await h1.boundingBox())!.y;
}

test("the setup banner is one line for an admin, nothing for an editor: the heading is on the first screen", async ({ page, browser, baseURL }) => {
  await signInAsNewAdmin(page.request, { prefix: "phone-banner" });
  await page.goto("/admin/team");
  await waitForHydration(page);
  const banner = page.getByTestId("setup-banner");
  // A fresh install of the browser tests has at least the mail check red.
  const summary = banner.getByRole("link", { name: /^\d+ setup checks? needs? you$/ });
  await expect(summary).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.height, "the banner is one line").toBeLessThanOrEqual(48);
  await summary.click();
  await expect(page).toHaveURL(/\/admin\/setup$/);
  for (const path of ["/admin/today", "/admin/team", "/admin"]) {
    await page.goto(path);
    expect(await headingTop(page), `${path}: the heading is within the first 200 px`).toBeLessThanOrEqual(200);
  }

  const editorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const editor = await editorContext.newPage();
    await signInAsNewEditor((await browser.newContext({ baseURL })).request, editor.request, baseURL!);
    // Neither the page as served nor the banner's own call tells an editor the operator's checks.
    expect(await (await editor.request.get("/admin/blog")).text()).not.toContain("setup-banner");
    expect(await (await editor.request.get("/api/setup/banner")).json()).toEqual([]);
    await editor.goto("/admin/blog");
    await waitForHydration(editor);
    await expect(editor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(editor.getByTestId("setup-banner")).toHaveCount(0);
    expect(await headingTop(editor)).toBeLessThanOrEqual(200);
  } finally {
    await editorContext.close();
  }
});

/** Every visible control under 44 x 44 CSS px on the page, described for the failure. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && !e.closest("[aria-hidden='true'], .sr-only");
    };
    // A link inside a sentence: its block holds more text than the link itself.
    const inRunningText = (a: Element) => {
      if (getComputedStyle(a).display !== "inline") return false;
      let block = a.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      return (block?.textContent ?? "").trim().length > (a.textContent ?? "").trim().length;
    };
    // A checkbox, radio or switch is hit through its label too: the larger box counts.
    const hitBox = (e: Element) => {
      const own = e.getBoundingClientRect();
      const labels = [...((e as HTMLInputElement).labels ?? [])];
      const label = e.closest("label");
      if (label && !labels.includes(label)) labels.push(label);
      let width = own.width;
      let height = own.height;
      for (const l of labels) {
        const r = l.getBoundingClientRect();
        if (r.width * r.height > width * height) ({ width, height } = r);
      }
      return { width, height };
    };
    const selector = "button, a[href], [role='button'], [role='switch'], [role='checkbox'], [role='radio'], [role='combobox'], select, input[type='checkbox'], input[type='radio']";
    return [...document.querySelectorAll(selector)]
      .filter((e) => !e.closest("[data-sonner-toaster]") && !(e.matches("a[href]") && inRunningText(e)))
      .filter((e) => visible(e) || (e.matches("input") && ((e as HTMLInputElement).labels?.length ?? 0) > 0))
      .map((e) => ({ e, ...hitBox(e) }))
      .filter(({ width, height }) => width > 0 && (width < 43.5 || height < 43.5))
      .map(({ e, width, height }) => `${e.tagName.toLowerCase()}${e.getAttribute("type") ? `[${e.getAttribute("type")}]` : ""} "${(e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 30)}" ${Math.round(width)}x${Math.round(height)}`);
  });
}

test("every control on Today, Jobs, the schedule, my day, Settings, the dashboard and a lead's page is at least 44 x 44 px", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request, { prefix: "phone-targets" });
  const first = `Tap${lettersOnly(stamp())}`.slice(0, 16);
  const lead = await post(page.request, baseURL!, "/api/leads", {
    firstName: first,
    lastName: "Target",
    email: `${first.toLowerCase()}@example.com`,
    phone: "(802) 555-0123",
    serviceType: "Heat Pump Installation",
    message: "Our oil boiler is 25 years old.",
    location: "Essex",
    source: "website",
  });
  const contact = await post(page.request, baseURL!, `/api/crm/contacts/convert-lead/${lead.id as string}`, {});
  const job = await post(page.request, baseURL!, `/api/crm/contacts/${contact.id as string}/services`, {
    serviceType: "Heat Pump Installation",
    serviceCategory: "installation",
    title: "Two heads",
    description: "Two heads",
    status: "scheduled",
    scheduledDate: new Date().toISOString().slice(0, 10),
  });
  // A visit today with the admin going, so the schedule and their own day show one with its checklist.
  const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { id: string } };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  await post(page.request, baseURL!, "/api/visits", { jobId: job.id, day: today, time: "09:00", minutes: 120, technicianIds: [me.user.id], checklist: ["Mount the heads"] });
  const pages: [string, string][] = [
    ["/admin/today", "Today"],
    ["/admin/jobs?range=week", "Jobs"],
    [`/admin/schedule?day=${today}`, "Schedule"],
    [`/admin/schedule?day=${today}&range=week`, "Schedule"],
    ["/admin/my-day", "Your day"],
    ["/admin/settings", "Settings"],
    ["/admin", "Admin Dashboard"],
    [`/admin/leads/${lead.id as string}`, `${first} Target`],
  ];
  const found: string[] = [];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    found.push(...(await smallTargets(page)).map((t) => `${path}: ${t}`));
  }
  expect(found).toEqual([]);
});
