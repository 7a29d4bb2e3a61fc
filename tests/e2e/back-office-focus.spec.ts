/**
 * Keyboard focus after the back office's confirmations and saves, on a phone, as a keyboard or
 * screen-reader user meets it: a confirmation cancelled with Escape gives focus back to the button
 * that opened it; a status changed with the arrow keys, a note saved and a switch flipped keep
 * focus where it was and say what happened; the public menu and the review dialog closed with
 * Escape give focus back to their buttons.
 */
import type { Page } from "@playwright/test";
import * as messages from "@common/messages";
import { expect, lettersOnly, signInAsNewAdmin, stamp, test, toastRegion, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The id of what has focus ("<body>" when focus was dropped). */
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement && document.activeElement !== document.body ? document.activeElement.id || document.activeElement.tagName : "<body>"));

test("a lead's status, note and delete confirmation keep the keyboard's place and say what happened", async ({ page, baseURL }) => {
  await signInAsNewAdmin(page.request);
  const first = `Focus${lettersOnly(stamp())}`.slice(0, 20);
  const res = await page.request.post("/api/leads", {
    headers: { Origin: baseURL! },
    data: { firstName: first, lastName: "Keyboard", email: `${first.toLowerCase()}@example.com`, phone: "(802) 555-0123", message: "Tab order please.", source: "website" },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  await page.goto(`/admin/leads/${id}`);
  await waitForHydration(page);

  // The status, changed with an arrow key: focus stays on it, and the change is said.
  const status = page.getByLabel("Status", { exact: true });
  await status.focus();
  await page.keyboard.press("ArrowDown");
  await expect(toastRegion(page)).toContainText("Status changed to");
  await expect(status).toBeFocused();

  // A note saved from the keyboard: focus stays on Save note, the note is said to be saved.
  await page.getByLabel("Add a note").fill("Called, left a message.");
  const save = page.getByRole("button", { name: "Save note" });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(toastRegion(page)).toContainText("Note saved");
  await expect(save).toBeFocused();
  await expect(page.getByTestId("lead-timeline")).toContainText("Called, left a message.");

  // Delete, then Escape: focus is back on the button that asked.
  const remove = page.getByRole("button", { name: "Delete lead" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(remove).toBeFocused();
  // An Escape pressed the moment the confirmation opens, before a frame is drawn, cancels it too.
  await remove.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(remove).toBeFocused();

  // Deleted for real: the button is gone with the lead; focus is not dropped to the page's start.
  await remove.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(() => focused(page)).not.toBe("<body>");
});

test("the alerts switch keeps focus while its change is saved", async ({ page }) => {
  await signInAsNewAdmin(page.request);
  const email = `focus-${lettersOnly(stamp()).toLowerCase()}@example.com`;
  const added = await page.request.post("/api/notification-emails", { data: { email, name: "Focus Tester", type: "lead_notification" } });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto("/admin?tab=alerts");
  await waitForHydration(page);
  const toggle = page.getByRole("switch", { name: `Alerts for ${email}` });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).not.toHaveAttribute("aria-disabled");
  await expect(toggle).toBeFocused();
});

test("Escape closes the phone menu and the review dialog with focus back on their buttons", async ({ page }) => {
  await page.goto("/reviews");
  await waitForHydration(page);

  const menu = page.getByRole("button", { name: "Open menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("#mobile-menu") !== null)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  const write = page.getByRole("button", { name: messages.publicPages2.writeReview });
  await write.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(write).toBeFocused();
});
