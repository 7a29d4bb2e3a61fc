/** The post editor's reducer and the pure rules around it: what a save, a conflict, a draft from AI and a restore do to the editor. */
import { describe, expect, it } from "vitest";
import type { EditorPost } from "~/features/blog/editor/editor-api";
import {
  canAutosave,
  editorReducer,
  initialState,
  insertBlock,
  isDirty,
  postBody,
  revisionLabel,
  saveStatusText,
  validate,
  type EditorAction,
  type EditorState,
} from "~/features/blog/editor/editor-state";
import { applyMarkdown } from "~/features/blog/editor/markdown-toolbar";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";

const m = messages.blog;
const texts = { unsaved: "Unsaved changes", autosaved: "Draft saved", saved: "Saved" };

const post = (over: Partial<EditorPost> = {}): EditorPost =>
  ({
    id: "p1",
    title: "Ice dams",
    slug: "ice-dams",
    content: "Warm attics melt snow.",
    excerpt: null,
    status: "draft",
    isPublished: false,
    categoryId: null,
    scheduledAt: null,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: ["roofs"],
    tags: ["winter", "roofs"],
    aiPrompt: null,
    featuredImageId: null,
    featuredImageAlt: null,
    version: 3,
    ...over,
  }) as EditorPost;

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe("editor state", () => {
  it("starts from the post's fields, clean, with tags as a list to edit", () => {
    const s = initialState(post());
    expect(s.values.title).toBe("Ice dams");
    expect(s.values.tags).toBe("winter, roofs");
    expect(isDirty(s)).toBe(false);
    expect(saveStatusText(s, texts)).toBe("");
    expect(initialState(null).values.status).toBe("draft");
  });

  it("an edit makes it dirty; a save of those values makes it clean and says how it was saved", () => {
    const edited = run(initialState(post()), { type: "edit", fields: { content: "New text" } });
    expect(isDirty(edited)).toBe(true);
    expect(saveStatusText(edited, texts)).toBe(texts.unsaved);
    const saving = run(edited, { type: "save-started" });
    expect(saveStatusText(saving, texts)).toBe("Saving...");
    const saved = run(saving, { type: "save-succeeded", row: post({ content: "New text", version: 4 }), values: edited.values, as: "autosaved" });
    expect(isDirty(saved)).toBe(false);
    expect(saved.post?.version).toBe(4);
    expect(saveStatusText(saved, texts)).toBe(texts.autosaved);
  });

  it("typing during a save stays unsaved: only the values that were sent count as saved", () => {
    const s = initialState(post());
    const sent = run(s, { type: "edit", fields: { content: "First" } });
    const typedOn = run(sent, { type: "edit", fields: { content: "First, then more" } });
    const after = run(typedOn, { type: "save-succeeded", row: post({ content: "First", version: 4 }), values: sent.values, as: "autosaved" });
    expect(after.values.content).toBe("First, then more");
    expect(isDirty(after)).toBe(true);
  });

  it("a conflict keeps what was typed, shows their copy, and stops autosave until it is settled", () => {
    const edited = run(initialState(post()), { type: "edit", fields: { content: "Mine" } });
    const theirs = post({ content: "Theirs", version: 5 });
    const conflicted = run(edited, { type: "conflict", message: "Someone else saved", theirs });
    expect(conflicted.values.content).toBe("Mine");
    expect(conflicted.conflict?.theirs.version).toBe(5);
    expect(conflicted.saveState).toBe("failed");
    expect(canAutosave(conflicted)).toBe(false);
    const loaded = run(conflicted, { type: "loaded", post: theirs, saveState: "idle" });
    expect(loaded.values.content).toBe("Theirs");
    expect(loaded.conflict).toBeNull();
    expect(isDirty(loaded)).toBe(false);
  });

  it("a failed save keeps the text, shows the reason and joins the server's field errors", () => {
    const s = run(initialState(post()), { type: "save-failed", reason: "Server unhappy", fieldErrors: { title: "Too long" } });
    expect(s.saveFailure).toEqual({ reason: "Server unhappy" });
    expect(s.errors.title).toBe("Too long");
    expect(s.saveState).toBe("failed");
    // A new check before the next save replaces the errors and clears the failure.
    const again = run(s, { type: "errors", errors: {}, replace: true });
    expect(again.errors).toEqual({});
    expect(again.saveFailure).toBeNull();
  });

  it("an AI draft fills the fields, cut to the SEO limits, and marks the prompt as used", () => {
    const s = run(
      initialState(null),
      { type: "ai-input", prompt: "  Heat pump rebates  " },
      { type: "generation-started" },
      { type: "tick" },
      { type: "tick" },
      { type: "generated", draft: { title: "Rebates", content: "Body", excerpt: "Short", seoTitle: "x".repeat(200), seoDescription: "y".repeat(400), tags: ["a", "b"] } },
    );
    expect(s.ai.seconds).toBe(2);
    expect(s.values.title).toBe("Rebates");
    expect(s.values.tags).toBe("a, b");
    expect(s.values.seoTitle.length).toBeLessThan(200);
    expect(s.values.seoDescription.length).toBeLessThan(400);
    expect(postBody(s, s.values).aiPrompt).toBe("Heat pump rebates");
    expect(postBody(initialState(post({ aiPrompt: "older" })), initialState(post()).values).aiPrompt).toBe("older");
  });

  it("a failed generation leaves every field as it was", () => {
    const before = run(initialState(post()), { type: "edit", fields: { title: "Typed" } });
    const after = run(before, { type: "generation-failed", reason: null });
    expect(after.values).toEqual(before.values);
    expect(after.ai.failure).toEqual({ reason: null });
  });

  it("autosaves drafts with a title and content only", () => {
    const draft = run(initialState(post()), { type: "edit", fields: { content: "More" } });
    expect(canAutosave(draft)).toBe(true);
    expect(canAutosave(run(draft, { type: "edit", fields: { title: " " } }))).toBe(false);
    expect(canAutosave(run(draft, { type: "edit", fields: { status: "published" } }))).toBe(false);
    expect(canAutosave(initialState(post({ status: "published", isPublished: true })))).toBe(false);
  });

  it("checks before saving with the spec's messages", () => {
    const empty = validate(initialState(null).values);
    expect(empty).toMatchObject({ title: staffMessages.blog.titleRequired, content: staffMessages.blog.contentRequired, form: m.titleContentRequired });
    const scheduled = validate({ ...initialState(post()).values, status: "scheduled", scheduledAt: "" });
    expect(scheduled).toEqual({ scheduledAt: staffMessages.blog.scheduleRequired });
  });

  it("sends empty optional fields as null and a schedule only for scheduled posts", () => {
    const s = initialState(post());
    const body = postBody(s, { ...s.values, excerpt: "  ", scheduledAt: "2030-01-01T09:00", tags: "a, b ,," });
    expect(body.excerpt).toBeNull();
    expect(body.scheduledAt).toBeNull();
    expect(body.tags).toEqual(["a", "b"]);
    expect(body.seoKeywords).toEqual(["roofs"]);
    const scheduled = postBody(s, { ...s.values, status: "scheduled", scheduledAt: "2030-01-01T09:00" });
    expect(scheduled.scheduledAt).toBe(new Date("2030-01-01T09:00").toISOString());
  });

  it("opens and closes the media library and holds a dropped image", () => {
    const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
    const s = run(initialState(post()), { type: "library", purpose: "featured" }, { type: "pending-file", file });
    expect(s.library).toBe("featured");
    expect(s.pendingFile).toBe(file);
    expect(run(s, { type: "library", purpose: null }, { type: "pending-file", file: null })).toMatchObject({ library: null, pendingFile: null });
  });

  it("inserts an image as a paragraph of its own at the caret", () => {
    expect(insertBlock("", 0, 0, "![a](/m.jpg)")).toEqual({ value: "![a](/m.jpg)\n\n", caret: 14 });
    expect(insertBlock("Intro", 5, 5, "IMG")).toEqual({ value: "Intro\n\nIMG\n\n", caret: 12 });
    expect(insertBlock("Intro\n", 6, 6, "IMG")).toEqual({ value: "Intro\n\nIMG\n\n", caret: 12 });
    expect(insertBlock("Intro\n\nrest", 7, 7, "IMG").value).toBe("Intro\n\nIMG\n\nrest");
  });

  it("tells the source editor to follow only a text replaced from outside it", () => {
    const typed = run(initialState(post()), { type: "edit", fields: { content: "Typed" } });
    expect(typed.contentReplaced).toBe(0);
    const draft = { title: "T", content: "AI body", excerpt: "", seoTitle: "", seoDescription: "", tags: [] };
    expect(run(typed, { type: "generated", draft }).contentReplaced).toBe(1);
    expect(run(typed, { type: "loaded", post: post({ content: "Theirs" }) }).contentReplaced).toBe(1);
  });

  it("formats the selection as one edit of the source, with the new selection", () => {
    const text = "Warm attics melt snow.";
    expect(applyMarkdown("bold", text, 5, 11)).toEqual({ from: 5, to: 11, insert: "**attics**", selectionStart: 7, selectionEnd: 13 });
    expect(applyMarkdown("link", text, 5, 11)).toMatchObject({ insert: "[attics](https://)", selectionStart: 14, selectionEnd: 22 });
    // A heading shortcut on a heading changes its level instead of stacking marks.
    expect(applyMarkdown("heading3", "## Ice dams\nText", 1, 1)).toMatchObject({ from: 0, to: 11, insert: "### Ice dams" });
    expect(applyMarkdown("list", "a\nb", 0, 3).insert).toBe("- a\n- b");
  });

  it("sends a slug only when typed, shows the one the server made from the title, and checks it by the server's rule", () => {
    const start = initialState(post());
    const retitled = run(start, { type: "edit", fields: { title: "Ice dams in March" } });
    expect(postBody(retitled, retitled.values)).not.toHaveProperty("slug");
    const saved = run(retitled, { type: "save-succeeded", row: post({ title: "Ice dams in March", slug: "ice-dams-in-march", version: 4 }), values: retitled.values });
    expect(saved.values.slug).toBe("ice-dams-in-march");
    expect(isDirty(saved)).toBe(false);

    const typed = run(saved, { type: "edit", fields: { slug: "Roof Ice" } });
    expect(postBody(typed, typed.values)).toMatchObject({ slug: "Roof Ice" });
    expect(validate(typed.values, typed.post).slug).toBeUndefined();
    expect(validate({ ...typed.values, slug: "" }, typed.post).slug).toBe(messages.blog.slugRequired);
    expect(validate({ ...typed.values, slug: "rss.xml" }, typed.post).slug).toBe(messages.blog.slugReserved);
    expect(canAutosave(run(typed, { type: "edit", fields: { slug: "category" } }))).toBe(false);
  });
});

describe("revision labels", () => {
  it("never gives two revisions the same label, even when saved in the same second", () => {
    const at = "2026-12-07T06:10:05.000Z";
    const rows = [
      { version: 5, createdAt: at, status: "published" },
      { version: 4, createdAt: at, status: "published" },
      { version: 3, createdAt: "2026-12-07T06:10:45.000Z", status: "published" },
    ];
    const labels = rows.map(revisionLabel);
    expect(new Set(labels).size).toBe(rows.length);
    expect(labels[0]).toMatch(/^Version 5 · /);
    expect(labels[0]).toContain("published");
  });
});
