/**
 * Service history and the mail pages in a real browser, signed in as an admin: a job recorded
 * on a contact (a refused save first), edited and marked completed, which books its review
 * request; the Email Alerts tab leads to the mail log, where the homeowner's confirmation is
 * listed, and to a preview of each template.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { SAMPLE_TIME_ZONE } from "@common/time-zone";
import * as messages from "@common/messages";
import { signToken } from "../../server/contacts/tokens";
import { e2eDataDir, expect, lettersOnly, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

/** A lead from the public API, converted to a contact: returns the contact's name and the visitor's address. */
async function contactFromLead(page: Page, baseURL: string) {
  const first = `Svc${lettersOnly(stamp())}`;
  const email = `${first.toLowerCase()}@example.com`;
  const lead = await page.request.post("/api/leads", {
    headers: { Origin: baseURL },
    data: { firstName: first, lastName: "History", email, phone: "(802) 555-0123", serviceType: "Boiler Installation/Replacement", location: "Essex" },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: string };
  const converted = await page.request.post(`/api/crm/contacts/convert-lead/${id}`, { headers: { Origin: baseURL }, data: {} });
  expect(converted.status()).toBe(201);
  return { name: `${first} History`, first, email };
}

test("a job is recorded, edited and completed on a contact", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request);
  const { name, first } = await contactFromLead(page, baseURL!);
  await page.goto("/admin?tab=crm");
  await waitForHydration(page);
  await page.getByLabel("Search contacts").fill(first);
  await page.getByTestId("contact-row").filter({ hasText: name }).getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog", { name });
  const history = dialog.getByTestId("service-history");
  await expect(history).toContainText("No jobs recorded for this contact yet.");

  // Refused without a title and a description; the errors stand beside the fields.
  await history.getByRole("button", { name: "Record a job" }).click();
  const form = history.getByRole("form", { name: "Record a job" });
  await form.getByLabel("Service").selectOption("Boiler Installation/Replacement");
  await form.getByRole("button", { name: "Save job" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Description is required")).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Title").fill("Boiler replacement");
  await form.getByLabel("Category").selectOption("installation");
  await form.getByLabel("Description").fill("Removed the oil boiler, fitted a condensing gas boiler.");
  await form.getByLabel("Equipment installed").fill("Viessmann Vitodens 100, Indirect tank");
  await form.getByLabel("Model").fill("B1HE-120");
  await form.getByLabel("Maintenance schedule").selectOption("annual");
  await form.getByLabel("Warranty end").fill("2031-01-15");
  await form.getByLabel("Cost ($)").fill("8900");
  await form.getByLabel("Labour hours").fill("14");
  await form.getByRole("button", { name: "Save job" }).click();
  await expect(page.getByText("Job saved").first()).toBeVisible();
  const item = history.getByTestId("service-item").filter({ hasText: "Boiler replacement" });
  await expect(item).toContainText("Scheduled");
  await expect(item).toContainText("Viessmann Vitodens 100, Indirect tank");
  await expect(item).toContainText("$8,900");
  await expect(item).toContainText("Jan 15, 2031");

  await item.getByRole("button", { name: "Edit Boiler replacement" }).click();
  const edit = history.getByRole("form", { name: "Edit Boiler replacement" });
  await expect(edit.getByLabel("Model")).toHaveValue("B1HE-120");
  await edit.getByLabel("Serial number").fill("SN-778812");
  await edit.getByRole("button", { name: "Save job" }).click();
  await expect(item).toContainText("B1HE-120 / SN-778812");

  await item.getByRole("button", { name: "Mark completed: Boiler replacement" }).click();
  await expect(page.getByText("Job marked completed").first()).toBeVisible();
  await expect(item).toContainText("Completed");
  await expect(item.getByTestId("review-request-state")).toContainText("Review request goes out");
  // Completed today in Vermont, where the business is (in the evening the UTC day is already tomorrow).
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: SAMPLE_TIME_ZONE }).format(new Date()).split("-").map(Number);
  const next = new Date(Date.UTC(year! + 1, month! - 1, day));
  await expect(item).toContainText(`Next maintenance:${next.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`);
  await expect(item.getByRole("button", { name: /Mark completed/ })).toHaveCount(0);

  const axe = await new AxeBuilder({ page: page as unknown as AxePage }).include('[data-testid="service-history"]').analyze();
  expect(axe.violations).toEqual([]);
});

test("the mail log lists the homeowner's confirmation and each template can be previewed", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request);
  const { email } = await contactFromLead(page, baseURL!);
  await page.goto("/admin?tab=alerts");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Mail log and e-mail previews" }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Outgoing mail" })).toBeVisible();
  const row = page.getByTestId("mail-log").getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Request confirmation");
  await expect(row).toContainText(/We received your quote request \(ref\. MHP-[0-9A-F]{8}\)/);
  // The browser tests run a production server without SMTP_URL: its mail is honestly not delivered.
  await expect(row).toContainText(/Queued|Sent|Not delivered \(written to a file\)/);

  // Checked before a preview opens: axe cannot reach into the preview's sandboxed frame.
  const axe = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole("button", { name: "Preview Maintenance reminder" }).click();
  const preview = page.getByTestId("template-preview");
  await expect(preview).toContainText("Your Boiler annual service maintenance is due");
  await expect(preview.locator("pre")).toContainText("Book your visit");
  await expect(preview.frameLocator("iframe").getByText("Book your visit")).toBeVisible();

  // The staff alert for a new lead is previewed like the customer mail.
  await page.getByRole("button", { name: "Preview Lead alert" }).click();
  await expect(preview).toContainText("New quote request from Jane Sample (Heat Pump Installation)");
  await expect(preview.locator("pre")).toContainText("Town: Essex");
  await expect(preview.frameLocator("iframe").getByRole("link", { name: "Open lead" })).toBeVisible();
});

/** A link the server would mail, signed with the e2e server's own secret (DATA_DIR/secrets.json). */
function signedLink(purpose: "review" | "unsubscribe", subject: string) {
  const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(e2eDataDir, "secrets.json"), "utf8")) as { sessionSecret: string };
  return signToken(sessionSecret, purpose, subject, new Date(Date.now() + 86_400_000));
}

test("a review-request link pre-fills the review form, and the job shows the review it led to", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request);
  const { name, first } = await contactFromLead(page, baseURL!);
  const contacts = (await (await page.request.get(`/api/crm/contacts?search=${first}`)).json()) as Array<{ id: string }>;
  const job = await page.request.post(`/api/crm/contacts/${contacts[0]!.id}/services`, {
    headers: { Origin: baseURL! },
    data: { serviceType: "Heat Pump Installation", serviceCategory: "installation", title: "Heat pump install", description: "Two heads", status: "completed" },
  });
  expect(job.status()).toBe(201);
  const { reviewRequest } = (await job.json()) as { reviewRequest: { id: string } };

  await page.goto(`/reviews/new?request=${encodeURIComponent(signedLink("review", reviewRequest.id))}`);
  await waitForHydration(page);
  const r = messages.review;
  const form = page.locator("#review-form");
  await expect(form.getByLabel(r.labels.customerName)).toHaveValue(`${first} H.`);
  await expect(form.getByLabel(r.labels.customerLocation)).toHaveValue("Essex");
  await form.getByRole("radio", { name: r.starLabel(5) }).click();
  await form.getByLabel(r.labels.serviceType).selectOption("heat-pump");
  await form.getByLabel(r.labels.content).fill("Warm house, tidy crew, and they explained everything.");
  await form.getByRole("button", { name: r.submit }).click();
  await expect(page.getByText(r.successTitle).first()).toBeVisible();

  await page.goto("/admin?tab=crm");
  await waitForHydration(page);
  await page.getByLabel("Search contacts").fill(first);
  await page.getByTestId("contact-row").filter({ hasText: name }).getByRole("button", { name: "View" }).click();
  await expect(page.getByRole("dialog", { name }).getByTestId("review-request-state")).toHaveText("Review received");
  // The mail page lists which requests led to reviews.
  await page.goto("/admin/mail");
  await waitForHydration(page);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Review received: 5/5, awaiting approval");

  // The same link again: it says it was used, and the form still works as a plain review.
  await page.goto(`/reviews/new?request=${encodeURIComponent(signedLink("review", reviewRequest.id))}`);
  await expect(page.getByRole("status").filter({ hasText: "A review has already been sent with this link." })).toBeVisible();
  await expect(page.locator("#review-form").getByLabel(messages.review.labels.customerName)).toHaveValue("");
});

test("the one-click opt-out link answers with a page, and a broken one says so", async ({ page }) => {
  await page.goto(`/api/mail/unsubscribe?token=${encodeURIComponent(signedLink("unsubscribe", `optout-${stamp()}@example.com`))}`);
  // Opening the link only asks (a mail scanner opens links too); the button unsubscribes.
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe?" })).toBeVisible();
  await page.getByRole("button").click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  const broken = await page.goto("/api/mail/unsubscribe?token=not-a-token");
  expect(broken!.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "Link not valid" })).toBeVisible();
});
