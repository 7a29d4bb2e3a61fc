/**
 * The Site section as the owner uses it, on a phone's width: change a service page's heading and
 * an FAQ answer, preview the draft, publish, see the public page change for a visitor, then
 * restore the earlier revision and publish it again.
 */
import AxeBuilder from "@axe-core/playwright";
import * as staffMessages from "@common/staff-messages";
import { expect, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

const m = staffMessages.site;

test.use({ viewport: { width: 390, height: 844 } });

test("the owner edits a service page, previews, publishes and restores an earlier revision", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page.request);
  const id = stamp();
  const heading = `Hot Water for a Third of the Power ${id}`;
  const firstAnswer = `About an hour a year of upkeep ${id}`;
  const secondAnswer = `A filter rinse twice a year ${id}`;
  const visitor = await browser.newContext({ baseURL });
  const publicText = async () => {
    const res = await visitor.request.get("/services/hybrid-water-heaters");
    expect(res.status()).toBe(200);
    return res.text();
  };

  await page.goto("/admin/site");
  await waitForHydration(page);
  await page.getByRole("link", { name: /^Services/ }).first().click();
  await page.getByRole("link", { name: /Hybrid Water Heaters/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hybrid Water Heaters" })).toBeVisible();

  // The heading and a new FAQ, with its answer.
  const headingInput = page.getByLabel("Page heading", { exact: true });
  await headingInput.fill(heading);
  const addQuestion = page.getByRole("button", { name: "Add question" });
  const box = await addQuestion.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await addQuestion.click();
  await page.getByLabel("Question", { exact: true }).fill("How much upkeep does it need?");
  await page.getByLabel("Answer", { exact: true }).fill(firstAnswer);
  await expect((await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);

  // Save keeps the focus where it was; the draft is not public.
  await headingInput.focus();
  await headingInput.press("Enter");
  await expect(page.getByRole("status")).toHaveText(m.saved);
  await expect(headingInput).toBeFocused();
  expect(await publicText()).not.toContain(heading);

  // Preview: the public page with the draft, in a new tab.
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Preview" }).click()]);
  await expect(preview).toHaveURL(/\/services\/hybrid-water-heaters\?preview/);
  await expect(preview.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(preview.getByText(firstAnswer)).toBeVisible();
  await preview.close();

  // Publish: a visitor sees it.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(m.published);
  const first = await publicText();
  expect(first).toContain(heading);
  expect(first).toContain(firstAnswer);

  // A second change of the answer, published.
  await page.getByLabel("Answer", { exact: true }).fill(secondAnswer);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(m.published);
  expect(await publicText()).toContain(secondAnswer);

  // Restore the earlier revision, publish it: the first answer is back.
  await page.getByRole("button", { name: "Revisions" }).click();
  const revisions = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Restore version/ }) });
  await expect(revisions).toHaveCount(2);
  await revisions.nth(1).getByRole("button", { name: /^Restore version/ }).click();
  await expect(page.getByRole("status")).toHaveText(m.restored);
  await expect(page.getByLabel("Answer", { exact: true })).toHaveValue(firstAnswer);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(m.published);
  const restored = await publicText();
  expect(restored).toContain(firstAnswer);
  expect(restored).not.toContain(secondAnswer);
  await visitor.close();
});
