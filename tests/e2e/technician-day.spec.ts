/**
 * A technician's day on a phone (390 x 844, touch): invited by the office, they sign in and land
 * on their own day, which shows today's two visits booked for them and not the one booked for a
 * colleague; they take a photo (the camera input), write a note and mark a visit done; the office
 * sees it done on the schedule's day view, then moves the other visit with the edit form onto a
 * colleague's time and is told of the overlap. The technician's navigation offers only their day.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, mailedLink, signInAsNewAdmin, STAFF_PASSWORD, stamp, test, toastRegion, uniqueEmail, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Today on the business's (Vermont) calendar, as the server reckons it. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { headers: { Origin: baseURL }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** axe's findings (WCAG 2 A/AA and best practices) on the page as it is, one line per rule broken. */
async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).analyze();
  return result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** A technician invited by the admin, who accepts through the mailed link (in `acceptor`, a context of its own). */
async function inviteTechnician(admin: APIRequestContext, acceptor: APIRequestContext, baseURL: string, name: string) {
  const email = uniqueEmail("tech");
  await post(admin, baseURL, "/api/admin/users/invitations", { email, role: "technician", name });
  const token = new URL(await mailedLink(email, "accept-invite"), baseURL).searchParams.get("token");
  await post(acceptor, baseURL, "/api/auth/accept-invite", { token, password: STAFF_PASSWORD });
  return { email };
}

test("a technician sees only their visits today, adds a photo and a note, marks one done; the office sees it", async ({ page, browser, baseURL }) => {
  const officeContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const inviter = await browser.newContext({ baseURL });
  try {
    const office = await officeContext.newPage();
    await signInAsNewAdmin(office.request, { prefix: "dispatch" });
    const id = stamp();
    const contact = await post<{ id: string }>(office.request, baseURL!, "/api/crm/contacts", {
      firstName: "Iris",
      lastName: `Calloway`,
      phone: "802-555-0170",
      email: `iris-${id}@example.com`,
      address: "12 Maple Street",
      city: "Waterbury",
      zipCode: "05676",
    });
    const job = (title: string) =>
      post<{ id: string }>(office.request, baseURL!, `/api/crm/contacts/${contact.id}/services`, {
        serviceType: "Boiler Service",
        serviceCategory: "maintenance",
        title,
        description: `${title}: clean and test.`,
        internalNotes: "Side door; the dog is friendly.",
      });
    const [boiler, valves, colleagues] = [await job(`Boiler service ${id}`), await job(`Radiator valves ${id}`), await job(`Furnace repair ${id}`)];

    // The invitations are accepted in a context of their own, so the office keeps its session.
    const sam = await inviteTechnician(office.request, inviter.request, baseURL!, "Sam Beaulieu");
    await inviteTechnician(office.request, inviter.request, baseURL!, "Rita Gagnon");
    const technicians = await (await office.request.get("/api/visits/technicians")).json();
    const idOf = (name: string) => (technicians as Array<{ id: string; name: string }>).find((t) => t.name === name)!.id;
    const book = (jobId: string, time: string, who: string) => post(office.request, baseURL!, "/api/visits", { jobId, day: today, time, minutes: 60, technicianIds: [idOf(who)], checklist: ["Check pressure"] });
    await book(boiler.id, "08:00", "Sam Beaulieu");
    await book(valves.id, "13:00", "Sam Beaulieu");
    await book(colleagues.id, "10:00", "Rita Gagnon");

    // The technician signs in on the phone and lands on their day.
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(sam.email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/my-day$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: /Your day/ })).toBeVisible();
    const cards = page.getByTestId("my-visit");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(`Boiler service ${id}`);
    await expect(cards.nth(1)).toContainText(`Radiator valves ${id}`);
    await expect(page.getByText(`Furnace repair ${id}`)).toHaveCount(0);
    const first = cards.nth(0);
    await expect(first.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+18025550170");
    await expect(first.getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+18025550170");
    await expect(first.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /12%20Maple%20Street/);
    await expect(first).toContainText("Side door; the dog is friendly.");
    expect(await axeViolations(page), "axe on the technician's day").toEqual([]);
    // Their navigation is their day alone.
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText(["My day"]);

    // A photo from the camera, a ticked checklist item, a note, done.
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#b04020" } }).jpeg().toBuffer();
    await first.locator('input[type="file"][capture="environment"]').setInputFiles({ name: "valve.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(toastRegion(page).getByText("Photo added to the job")).toBeVisible();
    await expect(first.getByRole("img")).toHaveCount(1);
    await first.getByRole("checkbox", { name: "Check pressure" }).check();
    await expect(first.getByRole("checkbox", { name: "Check pressure" })).toBeChecked();
    await first.getByLabel("What was done").fill("Cleaned the burner; pressure 1.5 bar.");
    await first.getByRole("button", { name: "Mark done" }).click();
    await expect(first.getByText("Cleaned the burner; pressure 1.5 bar.")).toBeVisible();
    await expect(first.getByText("Done", { exact: true }).first()).toBeVisible();
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Another technician's visit and the office's pages are closed to them.
    expect((await page.request.get("/api/crm/contacts")).status()).toBe(403);
    expect((await page.request.get("/api/visits")).status()).toBe(403);

    // The office sees it done on the day view, under the technician.
    await office.goto(`/admin/schedule?day=${today}`);
    await waitForHydration(office);
    const samColumn = office.getByTestId("schedule-technician").filter({ has: office.getByRole("heading", { name: /Sam Beaulieu/ }) });
    const doneVisit = samColumn.getByTestId("schedule-visit").filter({ hasText: `Boiler service ${id}` });
    await expect(doneVisit).toContainText("Done");
    await expect(doneVisit).toContainText("Cleaned the burner; pressure 1.5 bar.");

    // The office moves the other visit by the edit form, onto Rita's time with Rita too: booked,
    // with the overlap said in the toast and marked on the cards.
    await samColumn.getByRole("button", { name: new RegExp(`Edit the visit: Radiator valves ${id}`) }).click();
    const form = office.getByRole("dialog", { name: "Change the visit" });
    await form.getByLabel("Start").fill("10:00");
    await form.getByLabel("Length (minutes)").fill("90");
    await form.getByRole("checkbox", { name: "Rita Gagnon" }).check();
    expect(await axeViolations(office), "axe on the schedule with the edit form open").toEqual([]);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toastRegion(office).getByText("Booked, but a technician has another visit at that time")).toBeVisible();
    await expect(form).toHaveCount(0);
    const moved = samColumn.getByTestId("schedule-visit").filter({ hasText: `Radiator valves ${id}` });
    await expect(moved).toContainText("10:00 AM – 11:30 AM");
    await expect(moved.getByTestId("visit-overlap")).toContainText(`Rita Gagnon also has Furnace repair ${id} at 10:00 AM`);
  } finally {
    await officeContext.close();
    await inviter.close();
  }
});
