/**
 * The post editor's state in one value, changed only by the reducer below: what is typed, what
 * the server holds, the save's progress and its failure or version conflict, the AI block and
 * which image dialog is open. Pure, so every change is unit-tested without a browser.
 */
import { schemaFieldErrors } from "@common/field-errors";
import { z } from "@common/zod";
import {
  DEFAULT_MAX_WORDS,
  postSlugField,
  SEO_DESCRIPTION_LIMIT,
  SEO_TITLE_LIMIT,
  splitList,
  type PostStatus,
} from "@common/schemas/blog";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { formatDateTime, toLocalInput } from "../format";
import type { GeneratedPost } from "../types";
import type { EditorPost } from "./editor-api";

const m = messages.blog;

/** The form's fields, as the inputs hold them (text). */
export interface PostFields {
  title: string;
  excerpt: string;
  content: string;
  status: PostStatus;
  categoryId: string;
  scheduledAt: string;
  seoTitle: string;
  seoDescription: string;
  tags: string;
  featuredImageId: string;
  featuredImageAlt: string;
  /** The post's address; sent only when typed here (otherwise the server makes it from the title). */
  slug: string;
}

export type FieldErrors = Partial<Record<keyof PostFields | "prompt" | "maxWords" | "form", string>>;
export type SaveState = "idle" | "saving" | "saved" | "autosaved" | "failed";
/** What an image picked in the media library is for. */
export type LibraryPurpose = "insert" | "featured";

export interface EditorState {
  /** The post as last stored (null until a new post's first save). */
  post: EditorPost | null;
  values: PostFields;
  /** What the server holds: `values` differ from it while there are unsaved changes. */
  saved: PostFields;
  errors: FieldErrors;
  saveState: SaveState;
  saveFailure: { reason: string | null } | null;
  /** Someone saved the post since this page loaded it: their copy and the server's words. */
  conflict: { message: string; theirs: EditorPost } | null;
  ai: { prompt: string; maxWords: string; used: boolean; failure: { reason: string | null } | null; seconds: number };
  library: LibraryPurpose | null;
  /** A dropped or pasted image waiting for its alt text. */
  pendingFile: File | null;
  /**
   * How often the text was replaced from outside the source editor (a loaded copy, an AI draft).
   * The source editor keeps its own document and follows `values.content` only when this grows.
   */
  contentReplaced: number;
}

export type EditorAction =
  | { type: "edit"; fields: Partial<PostFields> }
  | { type: "ai-input"; prompt?: string; maxWords?: string }
  /** A check before a save or a generation: its errors replace (`replace`) or join the shown ones. */
  | { type: "errors"; errors: FieldErrors; replace?: boolean }
  | { type: "save-started" }
  /** The server stored `values` as `row`; `as` says how to tell it (nothing for a save on leaving). */
  | { type: "save-succeeded"; row: EditorPost; values: PostFields; as?: "saved" | "autosaved" }
  | { type: "save-failed"; reason: string | null; fieldErrors?: FieldErrors }
  | { type: "conflict"; message: string; theirs: EditorPost }
  /** Another copy replaces the editor's (their copy after a conflict, a restored revision). */
  | { type: "loaded"; post: EditorPost; saveState?: SaveState }
  | { type: "generation-started" }
  | { type: "generated"; draft: GeneratedPost }
  | { type: "generation-failed"; reason: string | null }
  | { type: "tick" }
  | { type: "library"; purpose: LibraryPurpose | null }
  | { type: "pending-file"; file: File | null };

export function fieldsOf(post: EditorPost | null): PostFields {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    status: (post?.status as PostStatus) ?? "draft",
    categoryId: post?.categoryId ?? "",
    scheduledAt: toLocalInput(post?.scheduledAt),
    seoTitle: post?.seoTitle ?? "",
    seoDescription: post?.seoDescription ?? "",
    tags: post?.tags.join(", ") ?? "",
    featuredImageId: post?.featuredImageId ?? "",
    featuredImageAlt: post?.featuredImageAlt ?? "",
    slug: post?.slug ?? "",
  };
}

export function initialState(post: EditorPost | null): EditorState {
  const fields = fieldsOf(post);
  return {
    post,
    values: fields,
    saved: fields,
    errors: {},
    saveState: "idle",
    saveFailure: null,
    conflict: null,
    ai: { prompt: post?.aiPrompt ?? "", maxWords: String(DEFAULT_MAX_WORDS), used: false, failure: null, seconds: 0 },
    library: null,
    pendingFile: null,
    contentReplaced: 0,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "edit":
      return { ...state, values: { ...state.values, ...action.fields } };
    case "ai-input":
      return { ...state, ai: { ...state.ai, prompt: action.prompt ?? state.ai.prompt, maxWords: action.maxWords ?? state.ai.maxWords } };
    case "errors":
      return action.replace
        ? { ...state, errors: action.errors, saveFailure: null }
        : { ...state, errors: { ...state.errors, ...action.errors } };
    case "save-started":
      return { ...state, saveState: "saving" };
    case "save-succeeded": {
      // The server may have moved the slug with the title: shown unless typed over meanwhile.
      const slug = action.row.slug;
      const values = state.values.slug === action.values.slug ? { ...state.values, slug } : state.values;
      return {
        ...state,
        post: { ...(state.post ?? action.row), ...action.row },
        values,
        saved: { ...action.values, slug },
        conflict: null,
        saveState: action.as ?? state.saveState,
      };
    }
    case "save-failed":
      return {
        ...state,
        errors: action.fieldErrors && Object.keys(action.fieldErrors).length ? { ...state.errors, ...action.fieldErrors } : state.errors,
        saveFailure: { reason: action.reason },
        saveState: "failed",
      };
    case "conflict":
      return { ...state, conflict: { message: action.message, theirs: action.theirs }, saveState: "failed" };
    case "loaded": {
      const fields = fieldsOf(action.post);
      return {
        ...state,
        post: action.post,
        values: fields,
        saved: fields,
        conflict: null,
        saveState: action.saveState ?? state.saveState,
        contentReplaced: state.contentReplaced + 1,
      };
    }
    case "generation-started":
      return { ...state, ai: { ...state.ai, failure: null, seconds: 0 } };
    case "generated": {
      const g = action.draft;
      return {
        ...state,
        ai: { ...state.ai, used: true, failure: null },
        contentReplaced: state.contentReplaced + 1,
        values: {
          ...state.values,
          title: g.title,
          content: g.content,
          excerpt: g.excerpt,
          seoTitle: g.seoTitle.slice(0, SEO_TITLE_LIMIT),
          seoDescription: g.seoDescription.slice(0, SEO_DESCRIPTION_LIMIT),
          tags: g.tags.join(", "),
        },
      };
    }
    case "generation-failed":
      return { ...state, ai: { ...state.ai, failure: { reason: action.reason } } };
    case "tick":
      return { ...state, ai: { ...state.ai, seconds: state.ai.seconds + 1 } };
    case "library":
      return { ...state, library: action.purpose };
    case "pending-file":
      return { ...state, pendingFile: action.file };
  }
}

/** An input's change handler that writes its value into `key`. */
export const fieldEditor =
  (dispatch: (action: EditorAction) => void) =>
  (key: keyof PostFields) =>
  (ev: { target: { value: string } }) =>
    dispatch({ type: "edit", fields: { [key]: ev.target.value } });

/** Unsaved changes: what is typed differs from what the server holds. */
export const isDirty = (state: EditorState) => JSON.stringify(state.values) !== JSON.stringify(state.saved);

/**
 * Drafts only save themselves (a published post's edits go live only when someone saves them),
 * and only with a title and content, not with a slug the server would refuse, and not while a
 * newer copy waits to be looked at.
 */
export const canAutosave = (state: EditorState) =>
  state.values.status === "draft" &&
  (state.post?.status ?? "draft") === "draft" &&
  !!state.values.title.trim() &&
  !!state.values.content.trim() &&
  !state.conflict &&
  !slugProblem(state.values, state.post?.slug).slug;

/** The checks before an explicit save; "Title and content are required" appears once, beside the save button. */
export function validate(values: PostFields, post?: EditorPost | null): FieldErrors {
  const found: FieldErrors = slugProblem(values, post?.slug);
  if (!values.title.trim()) found.title = staffMessages.blog.titleRequired;
  if (!values.content.trim()) found.content = staffMessages.blog.contentRequired;
  if (found.title || found.content) found.form = m.titleContentRequired;
  if (values.status === "scheduled" && !values.scheduledAt) found.scheduledAt = staffMessages.blog.scheduleRequired;
  if (values.seoTitle.length > SEO_TITLE_LIMIT) found.seoTitle = m.seoTitleMax;
  if (values.seoDescription.length > SEO_DESCRIPTION_LIMIT) found.seoDescription = m.seoDescriptionMax;
  return found;
}

const slugSchema = z.object({ slug: postSlugField });

/** The slug's error, checked by the server's own rule, when it was typed here (`stored`: the post's slug). */
function slugProblem(values: PostFields, stored: string | undefined): FieldErrors {
  if (values.slug === (stored ?? "")) return {};
  return schemaFieldErrors(slugSchema, { slug: values.slug });
}

/** The request body that stores `values` (empty optional fields are sent as null). */
export function postBody(state: EditorState, values: PostFields) {
  const { post, ai } = state;
  return {
    title: values.title.trim(),
    content: values.content,
    excerpt: values.excerpt.trim() || null,
    categoryId: values.categoryId || null,
    status: values.status,
    isPublished: values.status === "published",
    scheduledAt: values.status === "scheduled" && values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
    seoKeywords: post?.seoKeywords ?? [],
    tags: splitList(values.tags),
    aiPrompt: ai.used ? ai.prompt.trim() : (post?.aiPrompt ?? null),
    featuredImageId: values.featuredImageId || null,
    featuredImageAlt: values.featuredImageAlt.trim() || null,
    // Only a slug typed here: a stale copy must not pin the address the title still moves.
    ...(values.slug !== (post?.slug ?? "") ? { slug: values.slug } : {}),
  };
}

/** The words beside the title: saving, unsaved changes, or how the last save went. */
export function saveStatusText(state: EditorState, texts: { unsaved: string; autosaved: string; saved: string }): string {
  if (state.saveState === "saving") return "Saving...";
  if (state.conflict || isDirty(state)) return texts.unsaved;
  if (state.saveState === "autosaved") return texts.autosaved;
  if (state.saveState === "saved") return texts.saved;
  return "";
}

/**
 * `text` inserted as a paragraph of its own in place of the selection `start`–`end` of
 * `content`: the new content and where the caret goes (after the insertion).
 */
export function insertBlock(content: string, start: number, end: number, text: string): { value: string; caret: number } {
  const before = content.slice(0, start);
  const pad = before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : "";
  const inserted = `${pad}${text}\n\n`;
  return { value: before + inserted + content.slice(end), caret: start + inserted.length };
}

/**
 * How a revision is named in the list and on its buttons. Saves a few seconds apart share the
 * minute shown, so the version it kept (one per save) keeps two labels apart.
 */
export function revisionLabel(r: { version: number; createdAt: string | Date; status: string }): string {
  return `Version ${r.version} · ${formatDateTime(r.createdAt)} · ${r.status}`;
}
