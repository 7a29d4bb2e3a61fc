/**
 * Create / edit a post: AI block (prompt, Max words), title, excerpt, markdown content with a
 * live preview rendered by the server's sanitiser, status, category, schedule (only when
 * scheduled), SEO title / description with their limits, comma-separated tags.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { apiJson } from "~/lib/api";
import { messages } from "~/shared/messages";
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
import { toLocalInput } from "./format";
import { errorText, invalidatePosts } from "./manager-api";
import { PostBody } from "./post-body";
import type { Category, GeneratedPost, StaffPost } from "./types";
import { CategoryOptions, WordOptions } from "./option-lists";

const m = messages.blog;

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
}

function initialValues(post: StaffPost | null): FormValues {
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
  };
}

function useLivePreview(content: string, enabled: boolean) {
  const [html, setHtml] = useState("");
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    if (!content.trim()) {
      setHtml("");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiJson<{ html: string }>("POST", "/api/blog/preview", { content }, { signal: controller.signal })
        .then((r) => {
          setHtml(r.html);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== "AbortError") setFailed(true);
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, enabled]);
  return { html, failed };
}

export function PostDialog({
  open,
  onOpenChange,
  post,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: StaffPost | null;
  categories: Category[];
}) {
  const queryClient = useQueryClient();
  const uid = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(post));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues | "prompt" | "maxWords" | "form", string>>>({});
  const [prompt, setPrompt] = useState(post?.aiPrompt ?? "");
  // Kept as typed, so the field can be cleared and retyped; blank means the default.
  const [maxWords, setMaxWords] = useState(String(DEFAULT_MAX_WORDS));
  const [aiUsed, setAiUsed] = useState(false);
  // Failures show inside the dialog, once, next to what failed (no toast).
  const [aiFailure, setAiFailure] = useState<{ reason: string | null } | null>(null);
  const [saveFailure, setSaveFailure] = useState<{ reason: string | null } | null>(null);
  const preview = useLivePreview(values.content, open);

  useEffect(() => {
    if (!open) return;
    setValues(initialValues(post));
    setErrors({});
    setPrompt(post?.aiPrompt ?? "");
    setMaxWords(String(DEFAULT_MAX_WORDS));
    setAiUsed(false);
    setAiFailure(null);
    setSaveFailure(null);
  }, [open, post]);

  const set = (key: keyof FormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const generate = useMutation({
    mutationFn: (words: number) => apiJson<GeneratedPost>("POST", "/api/blog/generate", { prompt: prompt.trim(), maxWords: words }),
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
      const reason = errorText(error);
      setAiFailure({ reason: reason && reason !== m.generationFailed ? reason : null });
    },
  });

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      post ? apiJson<StaffPost>("PATCH", `/api/blog/${post.id}`, body) : apiJson<StaffPost>("POST", "/api/blog", body),
    onSuccess: async () => {
      toast({ title: m.postSaved });
      await invalidatePosts(queryClient);
      onOpenChange(false);
    },
    onError: (error) => setSaveFailure({ reason: errorText(error) ?? null }),
  });

  const runGenerate = () => {
    if (!prompt.trim()) {
      // The spec's message once, under the prompt (no toast).
      setErrors((e) => ({ ...e, prompt: m.promptRequired }));
      return;
    }
    const words = parseNumberInput(generateSchema.shape.maxWords, maxWords);
    if (!words.ok) {
      setErrors((e) => ({ ...e, prompt: undefined, maxWords: words.message }));
      return;
    }
    setErrors((e) => ({ ...e, prompt: undefined, maxWords: undefined }));
    setAiFailure(null);
    generate.mutate(words.value);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    // The spec's "Title and content are required" appears once, beside the Create button (no
    // toast); the fields get short hints.
    if (!values.title.trim()) found.title = m.titleRequired;
    if (!values.content.trim()) found.content = m.contentRequired;
    if (found.title || found.content) found.form = m.titleContentRequired;
    if (values.status === "scheduled" && !values.scheduledAt) found.scheduledAt = m.scheduleRequired;
    if (values.seoTitle.length > SEO_TITLE_LIMIT) found.seoTitle = m.seoTitleMax;
    if (values.seoDescription.length > SEO_DESCRIPTION_LIMIT) found.seoDescription = m.seoDescriptionMax;
    setErrors(found);
    setSaveFailure(null);
    if (Object.keys(found).length) return;
    save.mutate({
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
      aiPrompt: aiUsed ? prompt.trim() : (post?.aiPrompt ?? null),
    });
  };

  const id = (name: string) => `${uid}-${name}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="max-w-5xl">
        <DialogTitle>{post ? "Edit Post" : "New Post"}</DialogTitle>
        <DialogDescription>Write in Markdown; the preview shows exactly what visitors will see.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-5">
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
                    onChange={(e) => setPrompt(e.target.value)}
                    placeholder="e.g. Heat pump rebates for Chittenden County homeowners this winter"
                  />
                )}
              </Field>
              <Field id={id("max-words")} label="Max words" error={errors.maxWords}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    min={100}
                    max={10000}
                    step={100}
                    value={maxWords}
                    onChange={(e) => setMaxWords(e.target.value)}
                  />
                )}
              </Field>
            </div>
            <Button type="button" className="mt-3" onClick={runGenerate} disabled={generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate with AI"}
            </Button>
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
          <div className="grid gap-4 lg:grid-cols-2">
            <Field id={id("content")} label="Content" required error={errors.content} hint="Markdown (or HTML)">
              {(p) => <Textarea {...p} rows={16} value={values.content} onChange={set("content")} className="min-h-80! font-mono text-sm!" />}
            </Field>
            <div>
              <p className="mb-1 text-sm font-medium text-slate-800" id={id("preview-label")}>
                Live preview
              </p>
              <div
                role="region"
                aria-labelledby={id("preview-label")}
                className="max-h-[28rem] min-h-80 overflow-y-auto rounded-md border border-slate-300 bg-white p-4"
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
                  <CategoryOptions categories={categories} />
                </Select>
              )}
            </Field>
            {values.status === "scheduled" && (
              <Field id={id("scheduled")} label="Schedule Date & Time" required error={errors.scheduledAt}>
                {(p) => <Input {...p} type="datetime-local" step={1} value={values.scheduledAt} onChange={set("scheduledAt")} />}
              </Field>
            )}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={id("seo-title")}
              label="SEO Title"
              error={errors.seoTitle}
              hint={`${values.seoTitle.length}/${SEO_TITLE_LIMIT} characters`}
            >
              {(p) => <Input {...p} value={values.seoTitle} onChange={set("seoTitle")} maxLength={SEO_TITLE_LIMIT} />}
            </Field>
            <Field
              id={id("seo-description")}
              label="SEO Description"
              error={errors.seoDescription}
              hint={`${values.seoDescription.length}/${SEO_DESCRIPTION_LIMIT} characters`}
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={2}
                  value={values.seoDescription}
                  onChange={set("seoDescription")}
                  maxLength={SEO_DESCRIPTION_LIMIT}
                  className="min-h-16!"
                />
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
          <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : post ? "Save Changes" : "Create Post"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
