/**
 * The pages where an admin connects other tools, in Chromium: an API token made, shown once, used
 * by a tool (a request with only the bearer token), then revoked and refused; a webhook endpoint
 * refused for an address inside the machine, saved for a public one with its signing secret (shown on request, rotated), and
 * deleted after a confirmation.
 */
import * as staffMessages from "@common/staff-messages";
import { expect, signInAsNewAdmin, test, toastRegion, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signInAsNewAdmin(page.request, { prefix: "integrations-admin" });
});

test("an API token is shown once, lets a tool read leads, and is refused once revoked", async ({ page, playwright, baseURL }) => {
  const m = staffMessages.apiTokens;
  await page.goto("/admin/api-tokens");
  await waitForHydration(page);
  await expect(page.getByText(m.empty)).toBeVisible();

  const form = page.getByRole("form", { name: "New API token" });
  // Nothing chosen: the form says what is missing and nothing is made.
  await form.getByRole("button", { name: m.create }).click();
  await expect(form.getByText("Name the token after the tool that uses it")).toBeVisible();
  await expect(form.getByText("Choose at least one scope")).toBeVisible();

  await form.getByLabel(m.nameLabel).fill("Quote app");
  await form.getByRole("checkbox", { name: /Read leads/ }).check();
  await form.getByRole("button", { name: m.create }).click();
  const shown = page.getByTestId("new-api-token");
  await expect(page.getByRole("heading", { name: m.created })).toBeVisible();
  const token = await shown.inputValue();
  expect(token.length).toBeGreaterThan(30);

  // A tool with nothing but the token (no session cookie) reads leads, and may not change them.
  const tool = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  expect((await tool.get("/api/leads")).status()).toBe(200);
  expect((await tool.post("/api/leads/00000000-0000-4000-8000-000000000000/notes", { data: { content: "x" } })).status()).toBe(403);

  await page.getByRole("button", { name: m.done }).click();
  await expect(shown).toHaveCount(0);
  const row = page.getByTestId("api-token-row").filter({ hasText: "Quote app" });
  await expect(row).toContainText("Read leads");
  // The full token is never shown again: only its short hint.
  await expect(page.getByText(token)).toHaveCount(0);

  await row.getByRole("button", { name: `${m.revoke} Quote app` }).click();
  const confirm = page.getByRole("alertdialog", { name: m.revokeTitle });
  await confirm.getByRole("button", { name: m.revoke }).click();
  await expect(toastRegion(page).getByText(m.revoked)).toBeVisible();
  await expect(row).toContainText("Revoked");
  expect((await tool.get("/api/leads")).status()).toBe(401);
  await tool.dispose();
});

test("a webhook to this machine is refused with its reason; a public one is saved with its secret and deleted", async ({ page }) => {
  const m = staffMessages.webhooks;
  await page.goto("/admin/webhooks");
  await waitForHydration(page);
  await expect(page.getByText(m.empty)).toBeVisible();

  const form = page.getByRole("form", { name: m.add });
  await form.getByLabel(m.urlLabel).fill("https://127.0.0.1/hooks");
  await form.getByRole("button", { name: m.add }).click();
  await expect(form.getByText("This address points into a private network (or this machine); webhooks only go to public addresses")).toBeVisible();
  await expect(page.getByText(m.empty)).toBeVisible();

  await form.getByLabel(m.urlLabel).fill("https://93.184.215.14/hooks/leads");
  await form.getByLabel(m.descriptionLabel).fill("Office spreadsheet");
  await form.getByRole("button", { name: m.add }).click();
  const endpoint = page.getByTestId("webhook-endpoint");
  await expect(endpoint).toHaveCount(1);
  await expect(endpoint.getByRole("heading", { name: "https://93.184.215.14/hooks/leads" })).toBeVisible();
  await expect(endpoint).toContainText("Office spreadsheet");
  await expect(endpoint).toContainText(m.active);
  // The secret is shown on request only; Standard Webhooks secrets start with whsec_.
  const secret = endpoint.getByRole("textbox", { name: m.secretLabel });
  await expect(secret).toHaveCount(0);
  await endpoint.getByRole("button", { name: m.showSecret }).click();
  await expect(secret).toHaveValue(/^whsec_/);
  const first = await secret.inputValue();
  // A new secret replaces it, after a confirmation.
  await endpoint.getByRole("button", { name: m.rotateSecret }).click();
  await page.getByRole("alertdialog", { name: m.rotateTitle }).getByRole("button", { name: m.rotateSecret }).click();
  await expect(page.getByText(m.rotated)).toBeVisible();
  await expect(secret).toHaveValue(/^whsec_/);
  await expect(secret).not.toHaveValue(first);
  // The form is empty again for the next endpoint.
  await expect(form.getByLabel(m.urlLabel)).toHaveValue("");

  await endpoint.getByRole("button", { name: m.remove }).click();
  await page.getByRole("alertdialog", { name: m.removeTitle }).getByRole("button", { name: m.remove }).click();
  await expect(endpoint).toHaveCount(0);
  await expect(page.getByText(m.empty)).toBeVisible();
});
