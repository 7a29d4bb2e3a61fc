/**
 * The post editor page: AI block (prompt, Max words, progress and Cancel), title, excerpt,
 * featured image with its alt text, Markdown source with a toolbar beside a live preview
 * rendered by the public page's sanitiser, status, category, schedule, SEO fields and tags.
 * Images go into the media library by button, drag and drop or paste (alt text asked first).
 * Drafts save themselves a few seconds after typing stops and when the page is left; leaving
 * other unsaved changes asks first; a save carries the version it started from, so a newer copy
 * saved by someone else is shown instead of being overwritten.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageIcon, Sparkles, X } from "~/components/icons";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useBlocker } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { messages } from "~/shared/messages";
import { editorMessages } from "~/shared/editor-messages";
import {
  DEFAULT_MAX_WORDS,
  generateSchema,
  parseNumberInput,
  POST_STATUSES,
  SEO_DESCRIPTION_LIMIT,
  SEO_TITLE_LIMIT,
  splitList,
  type PostStatus,
} from "~/shared/schemas/blog";
import { Picture } from "../featured-image";
import { toLocalInput } from "../format";
import { invalidatePosts, keys } from "../manager-api";
import { CategoryOptions, WordOptions } from "../option-lists";
import { PostBody } from "../post-body";
import type { Category } from "../types";
import {
  createPost,
  failureText,
  fieldErrorsOf,
  generateDraft,
  getMediaItem,
  renderPreview,
  savePost,
  uploadImage,
  VersionConflict,
  type EditorPost,
  type MediaItem,
} from "./editor-api";
import { applyMarkdown, MarkdownToolbar } from "./markdown-toolbar";
import { ACCEPTED_IMAGES, MediaLibraryDialog } from "./media-library";
import { RevisionsPanel } from "./revisions-panel";

const m = messages.blog;
const e = editorMessages;

/** A draft saves itself this long after the last keystroke. */
export const AUTOSAVE_MS = 3000;

interface FormValues {
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
}

function initialValues(post: EditorPost | null): FormValues {
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
  };
}

function useLivePreview(content: string) {
  const [html, setHtml] = useState("");
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!content.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      renderPreview(content, controller.signal)
        .then((r) => {
          setHtml(r.html);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== "AbortError") setFailed(true);
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content]);
  // An emptied text shows an empty preview at once, without waiting for the server.
  return { html: content.trim() ? html : "", failed };
}

type SaveState = "idle" | "saving" | "saved" | "autosaved" | "failed";

export function PostEditor({ post: initialPost, onCreated }: { post: EditorPost | null; onCreated: (post: EditorPost) => void }) {
  const queryClient = useQueryClient();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const categories = useQuery<Category[]>({ queryKey: keys.categories });
  const [post, setPost] = useState<EditorPost | null>(initialPost);
  const [values, setValues] = useState<FormValues>(() => initialValues(initialPost));
  const [saved, setSaved] = useState<FormValues>(() => initialValues(initialPost));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues | "prompt" | "maxWords" | "form", string>>>({});
  const [saveFailure, setSaveFailure] = useState<{ reason: string | null } | null>(null);
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [prompt, setPrompt] = useState(initialPost?.aiPrompt ?? "");
  const [maxWords, setMaxWords] = useState(String(DEFAULT_MAX_WORDS));
  const [aiUsed, setAiUsed] = useState(false);
  const [aiFailure, setAiFailure] = useState<{ reason: string | null } | null>(null);
  const [library, setLibrary] = useState<"insert" | "featured" | null>(null);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  // The source textarea, found by its id (the shared Textarea takes no ref).
  const contentRef = { get current() { return typeof document === "undefined" ? null : (document.getElementById(id("content")) as HTMLTextAreaElement | null); } };
  const preview = useLivePreview(values.content);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  const set = (key: keyof FormValues) => (ev: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: ev.target.value }));

  const featured = useQuery({
    queryKey: ["/api/media", values.featuredImageId],
    queryFn: () => getMediaItem(values.featuredImageId),
    enabled: !!values.featuredImageId,
  });

  const bodyOf = useCallback(
    (v: FormValues) => ({
      title: v.title.trim(),
      content: v.content,
      excerpt: v.excerpt.trim() || null,
      categoryId: v.categoryId || null,
      status: v.status,
      isPublished: v.status === "published",
      scheduledAt: v.status === "scheduled" && v.scheduledAt ? new Date(v.scheduledAt).toISOString() : null,
      seoTitle: v.seoTitle.trim() || null,
      seoDescription: v.seoDescription.trim() || null,
      seoKeywords: post?.seoKeywords ?? [],
      tags: splitList(v.tags),
      aiPrompt: aiUsed ? prompt.trim() : (post?.aiPrompt ?? null),
      featuredImageId: v.featuredImageId || null,
      featuredImageAlt: v.featuredImageAlt.trim() || null,
    }),
    [post, aiUsed, prompt],
  );

  // Saves go one at a time, each naming the version the previous one returned: an autosave still
  // in flight when Save is pressed must not look like someone else's save.
  const stored = useRef<{ id: string; version: number } | null>(initialPost ? { id: initialPost.id, version: initialPost.version } : null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Stores `v`; the one path for explicit saves, autosaves and saves on leaving. */
  const persist = useCallback(
    (v: FormValues, options: { keepalive?: boolean; version?: number } = {}) => {
      const run = async () => {
        const body = bodyOf(v);
        const target = stored.current;
        const row = target
          ? await savePost(target.id, { ...body, version: options.version ?? target.version }, { keepalive: options.keepalive })
          : await createPost(body);
        stored.current = { id: row.id, version: row.version };
        setPost((p) => ({ ...(p ?? row), ...row }));
        setSaved(v);
        setConflict(null);
        if (!target) onCreated(row);
        return row;
      };
      const result = queue.current.then(run, run);
      queue.current = result.catch(() => {});
      return result;
    },
    [bodyOf, onCreated],
  );

  const handleFailure = (error: unknown) => {
    if (error instanceof VersionConflict) {
      setConflict(error);
      setSaveState("failed");
      return;
    }
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length) setErrors((old) => ({ ...old, ...fields }));
    setSaveFailure({ reason: failureText(error) ?? null });
    setSaveState("failed");
  };

  // ---- autosave: drafts only (a published post's edits go live only when someone saves them)
  const canAutosave = (v: FormValues) => v.status === "draft" && (post?.status ?? "draft") === "draft" && !!v.title.trim() && !!v.content.trim() && !conflict;
  const autosaving = useRef(false);
  useEffect(() => {
    if (!dirty || !canAutosave(values) || autosaving.current) return;
    const timer = setTimeout(() => {
      autosaving.current = true;
      setSaveState("saving");
      persist(values)
        .then(() => setSaveState("autosaved"))
        .catch(handleFailure)
        .finally(() => (autosaving.current = false));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, dirty, post, conflict]);

  // ---- leaving: a draft is saved on the way out; anything else unsaved asks first
  const latest = useRef({ values, dirty, canSave: false, persist });
  latest.current = { values, dirty, canSave: canAutosave(values), persist };
  useEffect(() => {
    const beforeUnload = (ev: BeforeUnloadEvent) => {
      const l = latest.current;
      if (!l.dirty) return;
      if (l.canSave) {
        void l.persist(l.values, { keepalive: true }).catch(() => {});
        return;
      }
      ev.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  }, []);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const l = latest.current;
    if (l.canSave) {
      l.persist(l.values).then(
        () => blocker.proceed(),
        (error: unknown) => {
          handleFailure(error);
          blocker.reset();
        },
      );
      return;
    }
    if (window.confirm(e.leaveConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  // ---- explicit save
  const save = useMutation({
    mutationFn: (v: FormValues) => persist(v),
    onMutate: () => setSaveState("saving"),
    onSuccess: async () => {
      setSaveState("saved");
      toast({ title: m.postSaved });
      await invalidatePosts(queryClient);
    },
    onError: handleFailure,
  });

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    const found: typeof errors = {};
    // The spec's "Title and content are required" appears once, beside the save button.
    if (!values.title.trim()) found.title = m.titleRequired;
    if (!values.content.trim()) found.content = m.contentRequired;
    if (found.title || found.content) found.form = m.titleContentRequired;
    if (values.status === "scheduled" && !values.scheduledAt) found.scheduledAt = m.scheduleRequired;
    if (values.seoTitle.length > SEO_TITLE_LIMIT) found.seoTitle = m.seoTitleMax;
    if (values.seoDescription.length > SEO_DESCRIPTION_LIMIT) found.seoDescription = m.seoDescriptionMax;
    setErrors(found);
    setSaveFailure(null);
    if (Object.keys(found).length) return;
    save.mutate(values);
  };

  // ---- AI: progress, Cancel, and a failure never touches what was typed
  const aiController = useRef<AbortController | null>(null);
  const [aiSeconds, setAiSeconds] = useState(0);
  const generate = useMutation({
    mutationFn: (words: number) => {
      aiController.current = new AbortController();
      return generateDraft(prompt.trim(), words, aiController.current.signal);
    },
    onSuccess: (g) => {
      setAiUsed(true);
      setAiFailure(null);
      setValues((v) => ({
        ...v,
        title: g.title,
        content: g.content,
        excerpt: g.excerpt,
        seoTitle: g.seoTitle.slice(0, SEO_TITLE_LIMIT),
        seoDescription: g.seoDescription.slice(0, SEO_DESCRIPTION_LIMIT),
        tags: g.tags.join(", "),
      }));
      toast({ title: m.generated, description: m.generatedDescription });
    },
    onError: (error) => {
      if ((error as Error).name === "AbortError") return;
      const reason = failureText(error);
      setAiFailure({ reason: reason && reason !== m.generationFailed ? reason : null });
    },
  });
  useEffect(() => {
    if (!generate.isPending) return;
    const t = setInterval(() => setAiSeconds((s) => s + 1), 1000);
    return () => clearInterval(t);
  }, [generate.isPending]);

  const runGenerate = () => {
    if (!prompt.trim()) {
      setErrors((old) => ({ ...old, prompt: m.promptRequired }));
      return;
    }
    const words = parseNumberInput(generateSchema.shape.maxWords, maxWords);
    if (!words.ok) {
      setErrors((old) => ({ ...old, prompt: undefined, maxWords: words.message }));
      return;
    }
    setErrors((old) => ({ ...old, prompt: undefined, maxWords: undefined }));
    setAiFailure(null);
    setAiSeconds(0);
    generate.mutate(words.value);
  };

  // ---- Markdown editing helpers
  const replaceContent = (next: string, selStart: number, selEnd: number) => {
    setValues((v) => ({ ...v, content: next }));
    requestAnimationFrame(() => {
      const el = contentRef.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(selStart, selEnd);
    });
  };
  const insertAtCursor = (text: string) => {
    const el = contentRef.current;
    const value = values.content;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const before = value.slice(0, start);
    const pad = before && !before.endsWith("\n\n") ? (before.endsWith("\n") ? "\n" : "\n\n") : "";
    const inserted = `${pad}${text}\n\n`;
    replaceContent(before + inserted + value.slice(end), start + inserted.length, start + inserted.length);
  };
  const pickImage = (item: MediaItem) => {
    if (library === "featured") setValues((v) => ({ ...v, featuredImageId: item.id }));
    else insertAtCursor(item.markdown);
    setLibrary(null);
  };
  const imageFrom = (files: FileList | null | undefined) => {
    const file = [...(files ?? [])].find((f) => f.type.startsWith("image/") || f.type === "");
    if (!file) return false;
    setPendingFile(file);
    return true;
  };

  const scheduled = values.status === "scheduled";
  const statusText =
    saveState === "saving"
      ? "Saving..."
      : conflict
        ? e.unsaved
        : dirty
          ? e.unsaved
          : saveState === "autosaved"
            ? e.autosaved
            : saveState === "saved"
              ? e.saved
              : "";

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{post ? "Edit Post" : "New Post"}</h1>
        <p role="status" className="text-sm text-slate-700" data-testid="save-status">
          {statusText}
        </p>
      </div>

      {conflict && (
        <Alert variant="destructive">
          <p className="font-semibold">{conflict.serverMessage}</p>
          <p className="mt-2">
            Their copy: <strong>{conflict.current.title}</strong>
          </p>
          <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded bg-white p-2 text-xs text-slate-800" data-testid="conflict-copy">
            {conflict.current.content}
          </pre>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                const theirs = initialValues(conflict.current);
                stored.current = { id: conflict.current.id, version: conflict.current.version };
                setPost(conflict.current);
                setValues(theirs);
                setSaved(theirs);
                setConflict(null);
                setSaveState("idle");
              }}
            >
              Load their copy
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                const version = conflict.current.version;
                setSaveState("saving");
                persist(values, { version }).then(() => setSaveState("saved"), handleFailure);
              }}
            >
              Keep mine and overwrite
            </Button>
          </div>
        </Alert>
      )}

      <fieldset className="rounded-lg border border-brand-200 bg-brand-50 p-4">
        <legend className="flex items-center gap-2 px-1 font-semibold text-brand-900">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          AI Writing Assistant
        </legend>
        <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
          <Field id={id("prompt")} label="AI prompt" error={errors.prompt}>
            {(p) => (
              <Textarea
                {...p}
                rows={2}
                value={prompt}
                onChange={(ev) => setPrompt(ev.target.value)}
                placeholder="e.g. Heat pump rebates for Chittenden County homeowners this winter"
              />
            )}
          </Field>
          <Field id={id("max-words")} label="Max words" error={errors.maxWords}>
            {(p) => <Input {...p} type="number" min={100} max={10000} step={100} value={maxWords} onChange={(ev) => setMaxWords(ev.target.value)} />}
          </Field>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="button" onClick={runGenerate} disabled={generate.isPending}>
            {generate.isPending ? "Generating..." : "Generate with AI"}
          </Button>
          {generate.isPending && (
            <>
              <p role="status" className="text-sm text-brand-900">
                Writing a draft… {aiSeconds}s. What you typed stays until a draft arrives.
              </p>
              <Button variant="outline" size="sm" onClick={() => aiController.current?.abort()}>
                Cancel generation
              </Button>
            </>
          )}
        </div>
        {aiFailure && (
          <Alert variant="destructive" className="mt-3">
            <p className="font-semibold">{m.generationFailedTitle}</p>
            <p>{m.generationFailed}</p>
            {aiFailure.reason && <p className="mt-1">{aiFailure.reason}</p>}
          </Alert>
        )}
      </fieldset>

      <Field id={id("title")} label="Title" required error={errors.title}>
        {(p) => <Input {...p} value={values.title} onChange={set("title")} maxLength={200} />}
      </Field>
      <Field id={id("excerpt")} label="Excerpt">
        {(p) => <Textarea {...p} rows={2} value={values.excerpt} onChange={set("excerpt")} maxLength={500} className="min-h-16!" />}
      </Field>

      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Featured image</legend>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <div>
            {values.featuredImageId && featured.data ? (
              <Picture image={featured.data.image} sizes="12rem" className="aspect-[4/3] w-full rounded object-cover" />
            ) : (
              <div className="flex aspect-[4/3] w-full items-center justify-center rounded bg-slate-100 text-slate-500">
                <ImageIcon className="h-8 w-8" aria-hidden="true" />
                <span className="sr-only">No featured image</span>
              </div>
            )}
          </div>
          <div className="space-y-3">
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setLibrary("featured")}>
                {values.featuredImageId ? "Change featured image" : "Choose featured image"}
              </Button>
              {values.featuredImageId && (
                <Button size="sm" variant="ghost" onClick={() => setValues((v) => ({ ...v, featuredImageId: "", featuredImageAlt: "" }))}>
                  <X className="h-4 w-4" aria-hidden="true" />
                  Remove featured image
                </Button>
              )}
            </div>
            {values.featuredImageId && (
              <Field id={id("featured-alt")} label="Featured image alt text" error={errors.featuredImageAlt} hint="Shown to people who cannot see the image and on share cards; the library's alt text when empty">
                {(p) => <Input {...p} value={values.featuredImageAlt} onChange={set("featuredImageAlt")} maxLength={250} placeholder={featured.data?.alt} />}
              </Field>
            )}
          </div>
        </div>
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <Field id={id("content")} label="Content" required error={errors.content} hint="Markdown (or HTML). Drop or paste an image to upload it.">
            {(p) => (
              <div>
                <MarkdownToolbar
                  controls={id("content")}
                  onAction={(action) => {
                    const el = contentRef.current;
                    const r = applyMarkdown(action, values.content, el?.selectionStart ?? values.content.length, el?.selectionEnd ?? values.content.length);
                    replaceContent(r.value, r.selectionStart, r.selectionEnd);
                  }}
                  onImage={() => setLibrary("insert")}
                />
                <Textarea
                  {...p}
                  rows={20}
                  value={values.content}
                  onChange={set("content")}
                  onDragOver={(ev) => {
                    if ([...ev.dataTransfer.types].includes("Files")) ev.preventDefault();
                  }}
                  onDrop={(ev) => {
                    if (imageFrom(ev.dataTransfer.files)) ev.preventDefault();
                  }}
                  onPaste={(ev) => {
                    if (imageFrom(ev.clipboardData.files)) ev.preventDefault();
                  }}
                  className="min-h-[28rem]! rounded-t-none! font-mono text-sm!"
                />
              </div>
            )}
          </Field>
          {pendingFile && <PendingUpload file={pendingFile} onDone={(item) => (setPendingFile(null), item && insertAtCursor(item.markdown))} />}
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800" id={id("preview-label")}>
            Live preview
          </p>
          <div
            role="region"
            aria-labelledby={id("preview-label")}
            className="max-h-[40rem] min-h-[28rem] overflow-y-auto rounded-md border border-slate-300 bg-white p-4 lg:mt-[3.25rem]"
            data-testid="post-preview"
          >
            {preview.failed ? (
              <p className="text-sm text-red-700">Preview unavailable.</p>
            ) : preview.html ? (
              <PostBody html={preview.html} className="text-base" />
            ) : (
              <p className="text-sm text-slate-500">Nothing to preview yet.</p>
            )}
          </div>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={id("status")} label="Status">
          {(p) => (
            <Select {...p} value={values.status} onChange={set("status")}>
              <WordOptions values={POST_STATUSES} />
            </Select>
          )}
        </Field>
        <Field id={id("category")} label="Category">
          {(p) => (
            <Select {...p} value={values.categoryId} onChange={set("categoryId")}>
              <CategoryOptions categories={categories.data ?? []} />
            </Select>
          )}
        </Field>
        {scheduled && (
          <Field id={id("scheduled")} label="Schedule Date & Time" required error={errors.scheduledAt}>
            {(p) => <Input {...p} type="datetime-local" step={1} value={values.scheduledAt} onChange={set("scheduledAt")} />}
          </Field>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("seo-title")} label="SEO Title" error={errors.seoTitle} hint={`${values.seoTitle.length}/${SEO_TITLE_LIMIT} characters`}>
          {(p) => <Input {...p} value={values.seoTitle} onChange={set("seoTitle")} maxLength={SEO_TITLE_LIMIT} />}
        </Field>
        <Field
          id={id("seo-description")}
          label="SEO Description"
          error={errors.seoDescription}
          hint={`${values.seoDescription.length}/${SEO_DESCRIPTION_LIMIT} characters`}
        >
          {(p) => (
            <Textarea {...p} rows={2} value={values.seoDescription} onChange={set("seoDescription")} maxLength={SEO_DESCRIPTION_LIMIT} className="min-h-16!" />
          )}
        </Field>
      </div>
      <Field id={id("tags")} label="Tags" hint="Comma separated, e.g. heat pumps, rebates, Vermont">
        {(p) => <Input {...p} value={values.tags} onChange={set("tags")} />}
      </Field>

      {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
      {saveFailure && (
        <Alert variant="destructive">
          <p className="font-semibold">{m.saveFailed}</p>
          {saveFailure.reason && <p>{saveFailure.reason}</p>}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        {post?.isPublished && (
          <a href={`/blog/${post.slug}`} className={buttonClasses("link")}>
            Open the public page
          </a>
        )}
        <Link to="/admin/blog" className={buttonClasses("outline")}>
          Cancel
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : post ? "Save Changes" : "Create Post"}
        </Button>
      </div>

      {post && (
        <RevisionsPanel
          postId={post.id}
          version={post.version}
          current={values.content}
          onRestored={(row) => {
            const restored = initialValues(row);
            stored.current = { id: row.id, version: row.version };
            setPost(row);
            setValues(restored);
            setSaved(restored);
            toast({ title: e.revisionRestored });
          }}
        />
      )}

      <MediaLibraryDialog open={library !== null} onOpenChange={(open) => !open && setLibrary(null)} purpose={library ?? "insert"} onPick={pickImage} />
    </form>
  );
}

/** A dropped or pasted image waits here for its alt text, then goes to the media library. */
function PendingUpload({ file, onDone }: { file: File; onDone: (item: MediaItem | null) => void }) {
  const uid = useId();
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | undefined>();
  const upload = useMutation({
    mutationFn: () => uploadImage(file, alt.trim()),
    onSuccess: (item) => {
      toast({ title: e.uploaded });
      onDone(item);
    },
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      setError(fields.file ?? fields.alt ?? failureText(err) ?? e.uploadFailed);
    },
  });
  return (
    <div className="mt-3 rounded-md border border-brand-200 bg-brand-50 p-3" role="group" aria-label="Image to upload">
      <p className="text-sm text-slate-800">
        Upload <strong>{file.name || "pasted image"}</strong> into the media library and the post.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Field id={`${uid}-alt`} label="Alt text for this image" required error={error} className="min-w-64 flex-1">
          {(p) => <Input {...p} value={alt} onChange={(ev) => setAlt(ev.target.value)} maxLength={250} />}
        </Field>
        <Button
          onClick={() => {
            if (!alt.trim()) return setError(e.altRequired);
            setError(undefined);
            upload.mutate();
          }}
          disabled={upload.isPending}
        >
          {upload.isPending ? "Uploading..." : "Upload image"}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

export { ACCEPTED_IMAGES };
