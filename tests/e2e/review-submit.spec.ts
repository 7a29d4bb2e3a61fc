/**
 * Review submission end to end: the dialog from /reviews, its
 * messages, stars by click and keyboard, submit disabled without a star and while sending,
 * success toast and reset — and the review stays off the public page until staff approve it.
 */
import AxeBuilder from "@axe-core/playwright";

/** @axe-core/playwright is typed against its own copy of playwright-core. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];
import type { Page } from "@playwright/test";
import { expect, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";
import * as messages from "@common/messages";

const r = messages.review;
/** The toast list (a CSS locator: while a modal dialog is open the rest of the page is aria-hidden). */
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]');

async function openReviewDialog(page: Page) {
  await page.goto("/reviews");
  await waitForHydration(page);
  await page.getByRole("button", { name: messages.publicPages2.writeReview }).first().click();
  const dialog = page.getByRole("dialog", { name: r.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a visitor's review is submitted, waits for approval, and appears once approved", async ({ page }) => {
  const dialog = await openReviewDialog(page);
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).include("[role=dialog]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(", ")}`)).toEqual([]);

  const submit = dialog.getByRole("button", { name: r.submit });
  await expect(submit).toBeDisabled(); // no star yet

  // Messages once a field is left.
  await dialog.getByLabel(r.labels.customerName).fill("A");
  await dialog.getByLabel(r.labels.customerName).blur();
  await expect(dialog.getByText(r.nameMin)).toBeVisible();
  await dialog.getByLabel(r.labels.customerLocation).focus();
  await dialog.getByLabel(r.labels.customerLocation).blur();
  await expect(dialog.getByText(r.locationRequired)).toBeVisible();
  await dialog.getByLabel(r.labels.content).fill("Too short");
  await dialog.getByLabel(r.labels.content).blur();
  await expect(dialog.getByText(r.contentMin)).toBeVisible();

  // Stars: click the third, then the keyboard moves to the fourth.
  await dialog.getByRole("radio", { name: r.starLabel(3) }).click();
  await expect(dialog.getByRole("radio", { name: r.starLabel(3) })).toBeChecked();
  await expect(submit).toBeEnabled();
  await dialog.getByRole("radio", { name: r.starLabel(3) }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: r.starLabel(4) })).toBeChecked();

  // Submitting with the service missing shows its message and sends nothing.
  const name = `Reviewer ${stamp()}`;
  const content = `They replaced our 1970s boiler in a day and explained every rebate. ${stamp()}`;
  await dialog.getByLabel(r.labels.customerName).fill(name);
  await dialog.getByLabel(r.labels.customerLocation).fill("Underhill, VT");
  await dialog.getByLabel(r.labels.content).fill(content);
  await submit.click();
  await expect(dialog.getByText(r.serviceRequired)).toBeVisible();
  await dialog.getByLabel(r.labels.serviceType).selectOption({ label: "Boiler Service" });
  await expect(dialog.getByText(r.serviceRequired)).toBeHidden();

  // The dialog's form goes to the review page's action, as the browser's own post would.
  const reviewPost = /\/reviews\/new\.data(\?|$)/;
  await page.route(reviewPost, async (route) => {
    if (route.request().method() === "POST") await new Promise((res) => setTimeout(res, 700));
    await route.continue();
  });
  const posted = page.waitForResponse((res) => res.request().method() === "POST" && reviewPost.test(res.url()));
  await submit.click();
  const pending = dialog.getByRole("button", { name: r.pending });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  const response = await posted;
  expect(response.status()).toBe(200);
  expect(Object.fromEntries(new URLSearchParams(response.request().postData() ?? ""))).toMatchObject({
    customerName: name,
    customerLocation: "Underhill, VT",
    rating: "4",
    content,
    serviceType: "boiler",
  });

  await expect(toasts(page).getByText(r.successTitle)).toBeVisible();
  await expect(toasts(page).getByText(r.successDescription)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reset: reopening shows an empty form with no star.
  await page.getByRole("button", { name: messages.publicPages2.writeReview }).first().click();
  const again = page.getByRole("dialog", { name: r.dialogTitle });
  await expect(again.getByLabel(r.labels.customerName)).toHaveValue("");
  await expect(again.getByRole("radio", { name: r.starLabel(4) })).not.toBeChecked();
  await page.keyboard.press("Escape");

  // Not public while it waits for approval.
  await page.reload();
  await expect(page.getByText(content.slice(0, 60))).toHaveCount(0);

  // A member of staff approves it; now it shows.
  await signInAsNewAdmin(page.request, { prefix: "reviews" });
  const origin = new URL(page.url()).origin;
  const waiting = (await (await page.request.get("/api/admin/testimonials")).json()) as { id: string; customerName: string }[];
  const { id } = waiting.find((t) => t.customerName === name)!;
  const approved = await page.request.patch(`/api/testimonials/${id}`, { data: { isApproved: true }, headers: { Origin: origin } });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();
});

test("a failed review shows the error toast and keeps the dialog open", async ({ page }) => {
  const dialog = await openReviewDialog(page);
  await page.route(/\/reviews\/new\.data(\?|$)/, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await dialog.getByLabel(r.labels.customerName).fill("Ann Lee");
  await dialog.getByLabel(r.labels.customerLocation).fill("Jericho");
  await dialog.getByRole("radio", { name: r.starLabel(5) }).click();
  await dialog.getByLabel(r.labels.serviceType).selectOption("plumbing");
  await dialog.getByLabel(r.labels.content).fill("Fixed our well pump quickly and cleanly.");
  await dialog.getByRole("button", { name: r.submit }).click();
  await expect(toasts(page).getByText(r.failed)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(r.labels.customerName)).toHaveValue("Ann Lee");
});
