/**
 * Importing contacts in a real browser, signed in as an admin: from the CRM to the import page,
 * a CSV chosen, one column mapped by hand, the preview's verdicts, the import, and its undo.
 */
import { expect, lettersOnly, signInAsNewAdmin, stamp, test, toastRegion, waitForHydration } from "./fixtures";

test("a CSV is previewed, imported and undone", async ({ page }) => {
  await signInAsNewAdmin(page.request);
  const last = `Imp${lettersOnly(stamp())}`;

  await page.goto("/admin?tab=crm");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import contacts" })).toBeVisible();
  await waitForHydration(page);

  const csv = `Name;E-mail;Phone;Remarks\r\nAnn ${last};ann.${last}@example.com;802 555 0199;"Boiler; ""old"" one"\r\nBad ${last};not-an-email;;\r\n`;
  await page.getByLabel("CSV file (at most 10 MB)").setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("import-totals")).toHaveText("2 rows: 1 new, 0 match a contact, 1 invalid (left out)");
  const rows = page.getByTestId("import-preview-row");
  await expect(rows.nth(0)).toContainText("New");
  await expect(rows.nth(1)).toContainText('E-mail "not-an-email"');

  // "Remarks" is not a header the server knows: the admin maps it to Notes.
  await expect(page.getByLabel("Remarks")).toHaveValue("");
  await page.getByLabel("Remarks").selectOption("notes");
  await expect(page.getByLabel("Remarks")).toHaveValue("notes");
  await expect(page.getByTestId("import-totals")).toBeVisible();

  await page.getByRole("button", { name: "Import 1 row" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 contacts added" })).toBeVisible();
  await expect(toastRegion(page).getByText("Contacts imported")).toBeVisible();
  const contacts = await (await page.request.get(`/api/crm/contacts?search=${last}`)).json();
  expect(contacts).toEqual([expect.objectContaining({ lastName: last, phone: "(802) 555-0199", notes: 'Boiler; "old" one' })]);

  const batch = page.getByRole("listitem").filter({ hasText: "customers.csv" }).first();
  await batch.getByRole("button", { name: "Undo this import" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Undo this import" }).click();
  await expect(toastRegion(page).getByText("Import undone")).toBeVisible();
  await expect(batch).toContainText("Undone");
  expect(await (await page.request.get(`/api/crm/contacts?search=${last}`)).json()).toEqual([]);
});
