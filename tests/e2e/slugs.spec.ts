/**
 * A post's address in a real browser: a draft's slug follows its title to publication, and a
 * published post renamed by hand sends its old address to the new one (301).
 */
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { expect, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

test("the address follows a draft's title to publication; a renamed live post forwards its old address", async ({ page, baseURL, browser }) => {
  const id = stamp();
  await signInAsNewAdmin(page.request, { prefix: "slugs" });
  const created = await page.request.post("/api/blog", { headers: { Origin: baseURL! }, data: { title: `Heat pumps draft ${id}`, content: "Notes for later." } });
  const post = (await created.json()) as { id: string; slug: string };
  expect(post.slug).toBe(`heat-pumps-draft-${id}`);

  await page.goto(`/admin/blog/posts/${post.id}`);
  await waitForHydration(page);
  const slug = page.getByLabel("URL slug");
  await expect(slug).toHaveValue(post.slug);

  // Retitled twice: each autosave moves the address with the title.
  await page.getByLabel("Title", { exact: true }).fill(`Heat pumps in winter ${id}`);
  await expect(slug).toHaveValue(`heat-pumps-in-winter-${id}`, { timeout: 15_000 });
  await page.getByLabel("Title", { exact: true }).fill(`Heat Pumps at Twenty Below ${id}`);
  await page.getByLabel("Status", { exact: true }).selectOption("published");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("save-status")).toHaveText(staffMessages.editor.saved);
  const published = `/blog/heat-pumps-at-twenty-below-${id}`;
  await expect(page.getByRole("link", { name: "Open the public page" })).toHaveAttribute("href", published);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(published))?.status()).toBe(200);

  // Renamed by hand: the old address answers 301 and the visitor lands on the new one.
  await slug.fill(`Cold Climate Heat Pumps ${id}`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(slug).toHaveValue(`cold-climate-heat-pumps-${id}`);
  const renamed = `/blog/cold-climate-heat-pumps-${id}`;
  await expect(page.getByRole("link", { name: "Open the public page" })).toHaveAttribute("href", renamed);
  const old = await visitor.request.get(published, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, renamed]);
  await visitor.goto(published);
  await expect(visitor).toHaveURL(new RegExp(`${renamed}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: `Heat Pumps at Twenty Below ${id}` })).toBeVisible();

  // A reserved address is refused beside the field.
  await slug.fill("rss.xml");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(messages.blog.slugReserved)).toBeVisible();
  await visitorContext.close();
});
