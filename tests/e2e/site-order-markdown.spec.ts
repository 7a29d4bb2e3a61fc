/**
 * The Site section on a phone (390 px), by keyboard: a service moved up the list with "Move up"
 * (a 44 px target; its new place said aloud; the focus stays on the moved service's button) is
 * first on the public services page at once, and moved back. A Markdown field is written in the
 * blog's CodeMirror editor (not a plain textarea), published, and shown formatted on the page.
 */
import AxeBuilder from "@axe-core/playwright";
import * as staffMessages from "@common/staff-messages";
import { expect, signInAsNewAdmin, stamp, test, waitForHydration } from "./fixtures";

const m = staffMessages.site;

test.use({ viewport: { width: 390, height: 844 } });

test("services move up and down by keyboard, and the public page follows at once", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page.request);
  const visitor = await browser.newContext({ baseURL });
  /** The services page's words, to compare where two names stand. */
  const publicText = async () => (await (await visitor.request.get("/services")).text()).replace(/<[^>]+>/g, " ");
  const before = (text: string, a: string, b: string) => text.indexOf(a) >= 0 && text.indexOf(a) < text.indexOf(b);

  await page.goto("/admin/site?type=service");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  const items = page.getByRole("main").getByRole("listitem");
  const nameOf = async (i: number) => (await items.nth(i).getByRole("link").locator("span").first().textContent())!.trim();
  const first = await nameOf(0);
  const second = await nameOf(1);
  expect(before(await publicText(), first, second)).toBe(true);

  await expect((await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);

  const up = page.getByRole("button", { name: `Move ${second} up` });
  const box = await up.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(m.movedTo(second, 1, await items.count()))).toBeAttached();
  await expect(items.first()).toContainText(second);
  // The focus went with the service: its own "Move up", now on the first row.
  await expect(items.first().getByRole("button", { name: `Move ${second} up` })).toBeFocused();
  // At the top, "Move up" is unavailable yet keeps the focus (a keyboard user is not thrown to the page's start).
  await expect(up).toHaveAttribute("aria-disabled", "true");
  expect(before(await publicText(), second, first)).toBe(true);

  // Tab to its "Move down" and back it goes: the site is as the other tests expect it.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Move ${second} down` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(m.movedTo(second, 2, await items.count()))).toBeAttached();
  await expect(items.nth(1)).toContainText(second);
  await expect(items.nth(1).getByRole("button", { name: `Move ${second} down` })).toBeFocused();
  expect(before(await publicText(), first, second)).toBe(true);
  await visitor.close();
});

test("a Markdown field is written in the blog's editor, published and shown formatted", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page.request);
  const id = stamp();
  await page.goto("/admin/site?type=hybridWaterHeaterEducation");
  await waitForHydration(page);
  // The rebates' note: the textarea stands in while CodeMirror loads, then the editor's source
  // (a content-editable element with the field's id, named by its label) takes its place.
  const note = page.locator("#field-rebates-note.cm-content");
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute("contenteditable", "true");
  await expect(page.getByRole("textbox", { name: "Note", exact: true }).and(note)).toHaveCount(1);
  await expect(page.locator("textarea#field-rebates-note")).toHaveCount(0);
  await expect(page.getByRole("toolbar", { name: "Formatting" }).first()).toBeVisible();

  await note.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(`Check the anode `);
  // The toolbar's shortcut, as in the post editor.
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(`every spring ${id}`);
  await expect(note).toContainText(`every spring ${id}`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: m.published })).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const html = await (await visitor.request.get("/hybrid-water-heater-education")).text();
  const at = html.indexOf(`every spring ${id}`);
  expect(html.slice(Math.max(0, at - 80), at + 80)).toMatch(new RegExp(`<strong>[^<]*every spring ${id}[^<]*</strong>`));
  expect(html).not.toContain(`**every spring ${id}`);
  await visitor.close();
});
