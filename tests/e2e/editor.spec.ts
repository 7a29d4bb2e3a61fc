/**
 * The post editor page in a real browser, as an editor: a draft autosaves and survives a reload;
 * an image uploaded through the media library goes into the text and becomes the featured image;
 * an SVG and a non-image are refused; the post goes from draft to scheduled to published and the
 * public page shows the picture with srcset and its share tags with alt text; a save racing
 * another person's is refused with their copy shown; a revision is compared and restored; the
 * Markdown source's toolbar and shortcuts are undoable edits, Ctrl+S saves and Tab moves on.
 */
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import * as staffMessages from "@common/staff-messages";
import { expect, signInAsNewEditor, stamp, test, waitForHydration } from "./fixtures";

const e = staffMessages.editor;

const localInput = (ms: number) => {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  const seconds = d.getSeconds() ? `:${pad(d.getSeconds())}` : "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}${seconds}`;
};

test("an editor writes a post with an uploaded image, from draft to scheduled to published", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(150_000);
  await signInAsNewEditor(request, page.request, baseURL!);
  const id = stamp();
  const title = `Ice Dams and Attic Heat ${id}`;
  const alt = `Snow melting off a roof above a warm attic ${id}`;
  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#2f6690" } }).jpeg().toBuffer();

  await page.goto("/admin/blog");
  await waitForHydration(page);
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();

  // A draft saves itself a few seconds after typing stops, and survives a reload.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Content", { exact: true }).fill("## Why ice dams form\n\nWarm attics melt snow that freezes at the eaves.");
  await expect(page.getByTestId("post-preview").getByRole("heading", { name: "Why ice dams form" })).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText(e.autosaved, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/[0-9a-f-]{36}$/);
  const postId = page.url().split("/").pop()!;
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Content", { exact: true })).toHaveText(/Warm attics melt snow/);

  // The toolbar's Image button opens the media library; an SVG and a non-image are refused.
  // Uploading inside the library must not also submit the post form around it.
  const postSaves: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() !== "GET" && pathname.startsWith("/api/blog") && pathname !== "/api/blog/preview") postSaves.push(`${r.method()} ${r.url()}`);
  });
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
  const library = page.getByRole("dialog", { name: "Media library" });
  await library.getByLabel("Image file").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await library.getByLabel("Alt text", { exact: true }).fill("Logo");
  await library.getByRole("button", { name: "Upload" }).click();
  await expect(library.getByText(e.svgRefused)).toBeVisible();
  await library.getByLabel("Image file").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text, not a picture") });
  await library.getByRole("button", { name: "Upload" }).click();
  await expect(library.getByText(e.notAnImage)).toBeVisible();
  expect(postSaves).toEqual([]);
  // A real photo: uploaded and inserted into the text at the cursor.
  await library.getByLabel("Image file").setInputFiles({ name: "attic.jpg", mimeType: "image/jpeg", buffer: photo });
  await library.getByLabel("Alt text", { exact: true }).fill(alt);
  await library.getByRole("button", { name: "Upload" }).click();
  await expect(library).toBeHidden({ timeout: 20_000 });
  await expect(page.getByLabel("Content", { exact: true })).toHaveText(new RegExp(`!\\[${alt}\\]\\(/media/[0-9a-f]{16}-1400\\.jpg\\)`));
  await expect(page.getByTestId("post-preview").getByRole("img", { name: alt })).toBeVisible();

  // The same image as the featured image, with its own alt text.
  await page.getByRole("button", { name: "Choose featured image" }).click();
  await library.getByRole("button", { name: `Use as featured image: ${alt}` }).click();
  await page.getByLabel("Featured image alt text").fill("Icicles along the eaves of a Jericho farmhouse");
  await expect(page.getByTestId("save-status")).toHaveText(e.autosaved, { timeout: 15_000 });
  await expect((await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);

  // Scheduled a few seconds ahead: the scheduler publishes it.
  await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
  await page.getByLabel("Schedule Date & Time").fill(localInput(6_000));
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("save-status")).toHaveText(e.saved);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const slug = ((await (await page.request.get(`/api/blog/${postId}`)).json()) as { slug: string }).slug;
  await expect
    .poll(async () => (await visitor.goto(`/blog/${slug}`))?.status(), { timeout: 40_000, intervals: [1_000] })
    .toBe(200);

  // The public page: the picture with srcset, share tags with alt text.
  const hero = visitor.getByRole("article").getByRole("img", { name: "Icicles along the eaves of a Jericho farmhouse" });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("srcset", /-480\.jpg 480w, .*-960\.jpg 960w, .*-1400\.jpg 1400w/);
  await expect(visitor.locator('picture source[type="image/avif"]').first()).toHaveAttribute("srcset", /\.avif 480w/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/[0-9a-f]{16}-1400\.jpg$/);
  await expect(visitor.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", "Icicles along the eaves of a Jericho farmhouse");
  await expect(visitor.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", "Icicles along the eaves of a Jericho farmhouse");
  await expect(visitor.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(visitor.getByRole("article").getByRole("img", { name: alt })).toBeVisible();
  await visitorContext.close();

  // Someone else saves meanwhile: this editor's save is refused with their copy, nothing overwritten.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("published");
  const current = (await (await page.request.get(`/api/blog/${postId}`)).json()) as { version: number; content: string };
  const theirs = `${current.content}\n\nA note added by a colleague.`;
  expect((await page.request.patch(`/api/blog/${postId}`, { headers: { Origin: baseURL! }, data: { content: theirs, version: current.version } })).status()).toBe(200);
  await page.getByLabel("Content", { exact: true }).fill("## Mine\n\nMy rewrite.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(e.versionConflict)).toBeVisible();
  await expect(page.getByTestId("conflict-copy")).toContainText("A note added by a colleague.");
  await page.getByRole("button", { name: "Load their copy" }).click();
  await expect(page.getByLabel("Content", { exact: true })).toHaveText(/A note added by a colleague\./);

  // The colleague's save of the published post kept a revision: compare it, restore it.
  const revisions = page.getByRole("list", { name: "Revisions" });
  // Two: the draft's text before the explicit save that scheduled it, and the colleague's save of
  // the published post, newest first (the scheduler's publishing is not a save).
  await expect(revisions.getByRole("listitem")).toHaveCount(2);
  await revisions.getByRole("button", { name: /^Compare/ }).first().click();
  await expect(page.getByTestId("revision-diff")).toContainText("+ A note added by a colleague.");
  await revisions.getByRole("button", { name: /^Restore/ }).first().click();
  await expect(page.getByLabel("Content", { exact: true })).not.toHaveText(/A note added by a colleague\./);
  await expect(page.getByText(e.revisionRestored).first()).toBeVisible();
});

test("leaving a published post with unsaved changes asks first", async ({ page, request, baseURL }) => {
  await signInAsNewEditor(request, page.request, baseURL!);
  const created = await page.request.post("/api/blog", { headers: { Origin: baseURL! }, data: { title: `Live ${stamp()}`, content: "Live text", status: "published" } });
  const post = (await created.json()) as { id: string };
  await page.goto(`/admin/blog/posts/${post.id}`);
  await waitForHydration(page);
  await page.getByLabel("Content", { exact: true }).fill("Changed but not saved");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect.poll(() => asked).toBe(e.leaveConfirm);
  await expect(page).toHaveURL(new RegExp(`/admin/blog/posts/${post.id}$`));
  await expect(page.getByLabel("Content", { exact: true })).toHaveText("Changed but not saved");
});

test("a new post moves to its own address after its first save without asking, though it was changed meanwhile", async ({ page, request, baseURL }) => {
  await signInAsNewEditor(request, page.request, baseURL!);
  const asked: string[] = [];
  page.on("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  // The first save's answer is held until the post has been changed further, as on a slow line.
  let answerFirstSave = () => {};
  const held = new Promise<void>((resolve) => (answerFirstSave = resolve));
  await page.route("**/api/blog", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.fallback();
  });
  await page.goto("/admin/blog/posts/new");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(`Slow Line ${stamp()}`);
  await page.getByLabel("Content", { exact: true }).fill("First words.");
  // The draft saves itself; meanwhile the post is set to go out later, which no autosave sends.
  await page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/blog");
  await page.getByLabel("Status", { exact: true }).selectOption("scheduled");
  await page.getByLabel("Content", { exact: true }).fill("First words, and more typed while the save was on its way.");
  answerFirstSave();

  // The address is the post's own (nothing held it at "new" asking about unsaved changes), and
  // the changes made meanwhile are still in the editor, waiting for Save.
  await expect(page).toHaveURL(/\/admin\/blog\/posts\/[0-9a-f-]{36}$/);
  expect(asked).toEqual([]);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("scheduled");
  await expect(page.getByLabel("Content", { exact: true })).toHaveText("First words, and more typed while the save was on its way.");
});

test("an image dropped or pasted into the text asks for its alt text, then goes into the library and the post", async ({ page, request, baseURL }) => {
  await signInAsNewEditor(request, page.request, baseURL!);
  const created = await page.request.post("/api/blog", { headers: { Origin: baseURL! }, data: { title: `Paste ${stamp()}`, content: "Intro" } });
  const post = (await created.json()) as { id: string };
  await page.goto(`/admin/blog/posts/${post.id}`);
  await waitForHydration(page);

  const id = stamp();
  const png = await sharp({ create: { width: 640, height: 400, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } }).png().toBuffer();
  const content = page.getByLabel("Content", { exact: true });
  for (const [kind, alt] of [["paste", `Pasted boiler ${id}`], ["drop", `Dropped radiator ${id}`]] as const) {
    await content.evaluate(
      (el, { kind, bytes }) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], kind === "paste" ? "" : "radiator.png", { type: "image/png" }));
        el.dispatchEvent(
          kind === "paste"
            ? new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true })
            : new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }),
        );
      },
      { kind, bytes: [...png] },
    );
    const pending = page.getByRole("group", { name: "Image to upload" });
    await pending.getByRole("button", { name: "Upload image" }).click();
    await expect(pending.getByText(e.altRequired)).toBeVisible();
    await pending.getByLabel("Alt text for this image").fill(alt);
    await pending.getByRole("button", { name: "Upload image" }).click();
    await expect(pending).toBeHidden({ timeout: 20_000 });
    // A transparent PNG keeps a PNG fallback.
    await expect(content).toHaveText(new RegExp(`!\\[${alt}\\]\\(/media/[0-9a-f]{16}-640\\.png\\)`));
    await expect(page.getByTestId("post-preview").getByRole("img", { name: alt })).toBeVisible();
  }
});

test("the Markdown source: toolbar and shortcuts are undoable edits, Ctrl+S saves, Tab moves on", async ({ page, request, baseURL }) => {
  await signInAsNewEditor(request, page.request, baseURL!);
  const created = await page.request.post("/api/blog", { headers: { Origin: baseURL! }, data: { title: `Flues ${stamp()}`, content: "Intro" } });
  const post = (await created.json()) as { id: string };
  await page.goto(`/admin/blog/posts/${post.id}`);
  await waitForHydration(page);

  const source = page.getByRole("textbox", { name: "Content" });
  await source.fill("Check the flue every fall.");
  await source.press("Home");
  for (let i = 0; i < 10; i++) await source.press("ArrowRight");
  for (let i = 0; i < 4; i++) await source.press("Shift+ArrowRight");
  // The toolbar's edit is a step of the editor's own history: Ctrl+Z takes it back.
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click();
  await expect(source).toHaveText("Check the **flue** every fall.");
  await source.press("ControlOrMeta+z");
  await expect(source).toHaveText("Check the flue every fall.");

  // Undo gave back the selection: bold, italic, then a link whose address is selected to type over.
  await source.press("ControlOrMeta+b");
  await source.press("ControlOrMeta+i");
  await source.press("ControlOrMeta+k");
  await page.keyboard.type("https://example.org/flues");
  await source.press("ControlOrMeta+Alt+2");
  await expect(source).toHaveText("## Check the **_[flue](https://example.org/flues)_** every fall.");
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Check the flue every fall." })).toBeVisible();
  await expect(preview.locator("strong em").getByRole("link", { name: "flue" })).toHaveAttribute("href", "https://example.org/flues");

  await source.press("ControlOrMeta+s");
  await expect(page.getByTestId("save-status")).toHaveText(e.saved);
  const saved = (await (await page.request.get(`/api/blog/${post.id}`)).json()) as { content: string };
  expect(saved.content).toBe("## Check the **_[flue](https://example.org/flues)_** every fall.");

  // Tab leaves the text for the next control instead of indenting it.
  await source.press("Tab");
  await expect(source).not.toBeFocused();
  await expect(source).toHaveText("## Check the **_[flue](https://example.org/flues)_** every fall.");
});

