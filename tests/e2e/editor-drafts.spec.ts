/**
 * An editor session that never saved leaves no post behind, and the post finally published takes
 * its title's own address; without an AI service the editor offers no AI panel (a phone, 390 px).
 */
import { expect, signInAsNewEditor, stamp, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("opening New Post twice without saving leaves nothing; the post then published has its title's address", async ({ page, request, baseURL }) => {
  await signInAsNewEditor(request, page.request, baseURL!);
  const count = async () => ((await (await page.request.get("/api/blog?all=true")).json()) as unknown[]).length;
  const before = await count();

  for (let i = 0; i < 2; i += 1) {
    await page.goto("/admin/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: "New Post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
    // The test server has no AI service: nothing offers to write with one.
    await expect(page.getByRole("button", { name: "Generate with AI" })).toHaveCount(0);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
  }
  expect(await count()).toBe(before);

  const id = stamp();
  const title = `Radiator Bleeding Basics ${id}`;
  await page.getByRole("link", { name: "New Post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Content", { exact: true }).fill("Turn the key a quarter turn until water comes.");
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/[0-9a-f-]{36}$/);
  const slug = `radiator-bleeding-basics-${String(id).toLowerCase()}`;
  await expect(page.getByRole("link", { name: "Open the public page" })).toHaveAttribute("href", `/blog/${slug}`);
  expect(await count()).toBe(before + 1);
});
