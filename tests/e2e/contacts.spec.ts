/**
 * Contacts in a real browser, signed in as an admin: a contact entered by hand (a refused save
 * first), its details edited, a job recorded with a photo uploaded through the media library,
 * and the contact's timeline telling all of it, newest first.
 */
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, lettersOnly, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";
import { defaultStaffName } from "@common/staff-names";

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

async function photo() {
  const width = 480;
  const height = 360;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 13 + (i >> 9)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

test("staff add a contact by hand, edit it, record a job with a photo and read the timeline", async ({ page }) => {
  const { email: staff } = await signInAsNewAdmin(page.request);
  const last = `Hand${lettersOnly(stamp())}`;
  const name = `Marta ${last}`;
  await page.goto("/admin?tab=crm");
  await waitForHydration(page);

  // A new contact: refused without names and a way to reach them, then added.
  await page.getByRole("button", { name: "New contact" }).click();
  const create = page.getByRole("form", { name: "New contact" });
  await create.getByRole("button", { name: "Add contact" }).click();
  await expect(create.getByText("First name is required")).toBeVisible();
  await expect(create.getByText("Give an e-mail address or a phone number")).toBeVisible();
  await expect(create.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await create.getByLabel("First name").fill("Marta");
  await create.getByLabel("Last name").fill(last);
  await create.getByLabel("Email").fill(`${last.toLowerCase()}@example.com`);
  await create.getByLabel("Phone", { exact: true }).fill("(802) 555-0160");
  await create.getByLabel("Street address").fill("3 Browns Trace Road");
  await create.getByLabel("Town").fill("Jericho");
  await create.getByLabel("ZIP code").fill("05465");
  await create.getByLabel("Preferred time").selectOption("morning");
  await create.getByRole("button", { name: "Add contact" }).click();
  await expect(page.getByText("Contact added").first()).toBeVisible();

  // It opens at once; the details say what was entered.
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toContainText("(802) 555-0160");
  await expect(dialog).toContainText("3 Browns Trace Road, Jericho, VT 05465");
  await expect(dialog).toContainText("phone, morning");

  // Edited: another phone, town and time; a bad e-mail is refused beside the field first.
  await dialog.getByRole("button", { name: "Edit details" }).click();
  const edit = dialog.getByRole("form", { name: "Edit contact" });
  await expect(edit.getByLabel("Last name")).toHaveValue(last);
  await edit.getByLabel("Email").fill("not an address");
  await edit.getByRole("button", { name: "Save contact" }).click();
  await expect(edit.getByText("Please enter a valid email")).toBeVisible();
  await edit.getByLabel("Email").fill(`${last.toLowerCase()}@example.com`);
  await edit.getByLabel("Phone", { exact: true }).fill("802-555-0188");
  await edit.getByLabel("Town").fill("Underhill");
  await edit.getByLabel("ZIP code").fill("05489");
  await edit.getByLabel("Preferred time").selectOption("evening");
  await edit.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("Contact saved").first()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(dialog).toContainText("802-555-0188");
  await expect(dialog).toContainText("3 Browns Trace Road, Underhill, VT 05489");
  await expect(dialog).toContainText("phone, evening");

  // A job with a photo uploaded through the media library.
  const history = dialog.getByTestId("service-history");
  await history.getByRole("button", { name: "Record a job" }).click();
  const form = history.getByRole("form", { name: "Record a job" });
  await form.getByLabel("Title").fill("Furnace tune-up");
  await form.getByLabel("Service").selectOption("Boiler Installation/Replacement");
  await form.getByLabel("Category").selectOption("maintenance");
  await form.getByLabel("Description").fill("Cleaned the burners, replaced the filter.");
  await form.getByRole("button", { name: "Add photos" }).click();
  const library = page.getByRole("dialog", { name: "Media library" });
  await library.getByLabel("Image file").setInputFiles({ name: "furnace.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await library.getByLabel("Alt text").fill(`Burners of ${last}'s furnace after cleaning`);
  await library.getByRole("button", { name: "Upload" }).click();
  await expect(library).toBeHidden();
  await expect(form.getByRole("list", { name: "Photos of this job" }).getByRole("img", { name: `Burners of ${last}'s furnace after cleaning` })).toBeVisible();
  await form.getByRole("button", { name: "Save job" }).click();
  await expect(page.getByText("Job saved").first()).toBeVisible();
  const item = history.getByTestId("service-item").filter({ hasText: "Furnace tune-up" });
  const thumbnail = item.getByRole("list", { name: "Photos of Furnace tune-up" }).getByRole("img", { name: `Burners of ${last}'s furnace after cleaning` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The timeline, newest first: the job, the edit, the creation, each by this staff member.
  const timeline = dialog.getByTestId("contact-timeline");
  await expect(timeline.getByRole("listitem").first()).toContainText("Job recorded: Furnace tune-up");
  const entries = timeline.getByRole("listitem");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toContainText("Details edited: phone, town, ZIP code, preferred time");
  await expect(entries.nth(2)).toContainText("Contact created");
  // Staff are shown by name; an account made without one is named from its e-mail.
  for (let i = 0; i < 3; i += 1) await expect(entries.nth(i)).toContainText(defaultStaffName(staff));

  // A call logged from the details joins the timeline at the top.
  await dialog.getByLabel("What happened").fill("Called to confirm the visit went well");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(entries.first()).toContainText("Called to confirm the visit went well");

  const axe = await new AxeBuilder({ page: page as unknown as AxePage }).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);
});
