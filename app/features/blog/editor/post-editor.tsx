/**
 * The post editor page: one state (./editor-state) changed by a reducer, shown by panels — the
 * AI assistant, the words and their live preview, the featured image, status and schedule, SEO
 * and tags, revisions — with the media library for images. Saving, autosave and leaving are in
 * ./use-post-saving: a save carries the version it started from, so a newer copy saved by
 * someone else is shown instead of being overwritten.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useId, useReducer, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { toast } from "~/hooks/use-toast";
import { useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import { useCategories } from "../api/categories";
import { invalidatePosts } from "../api/keys";
import { AiPanel } from "./ai-panel";
import { ConflictNotice } from "./conflict-notice";
import { ContentPanel } from "./content-panel";
import type { EditorPost, MediaItem } from "./editor-api";
import { editorReducer, initialState, saveStatusText, validate, type PostFields } from "./editor-state";
import type { SourceHandle } from "./markdown-source";
import { MediaLibraryDialog } from "./media-library";
import { FeaturedImagePanel } from "./media-panel";
import { RevisionsPanel } from "./revisions-panel";
import { PublishPanel, SeoPanel } from "./settings-panel";
import { usePostSaving } from "./use-post-saving";

const m = staffMessages.blog;

/** `ai`: whether an AI service is configured; without one the assistant's panel is left out. */
export function PostEditor({ post: initialPost, ai, onCreated }: { post: EditorPost | null; ai: boolean; onCreated: (post: EditorPost) => void }) {
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const source = useRef<SourceHandle | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const categories = useCategories();
  const [state, dispatch] = useReducer(editorReducer, initialPost, initialState);
  const { post, values, errors, conflict, saveFailure, library } = state;
  const { persist, fail, adopt } = usePostSaving(state, dispatch, onCreated);

  const save = useApiWrite({
    request: (v: PostFields) => persist(state, v, { as: "saved" }),
    success: m.postSaved,
    onMutate: () => dispatch({ type: "save-started" }),
    onSuccess: () => invalidatePosts(queryClient),
    onError: fail,
  });

  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    const found = validate(values, post);
    dispatch({ type: "errors", errors: found, replace: true });
    if (Object.keys(found).length) return;
    save.mutate(values);
  };

  // Ctrl+S (⌘S) anywhere on the page saves as the Save button does, instead of the browser's "Save page".
  const onKey = useEffectEvent((ev: KeyboardEvent) => {
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey || ev.shiftKey || ev.key.toLowerCase() !== "s") return;
    ev.preventDefault();
    if (!save.isPending) form.current?.requestSubmit();
  });
  useEffect(() => {
    const listener = (ev: KeyboardEvent) => onKey(ev);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const pickImage = (item: MediaItem) => {
    if (library === "featured") dispatch({ type: "edit", fields: { featuredImageId: item.id } });
    else source.current?.insert(item.markdown);
    dispatch({ type: "library", purpose: null });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{post ? "Edit Post" : "New Post"}</h1>
        <p role="status" className="text-sm text-slate-700" data-testid="save-status">
          {saveStatusText(state, staffMessages.editor)}
        </p>
      </div>

      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onLoadTheirs={() => adopt(conflict.theirs, "idle")}
          onKeepMine={() => {
            dispatch({ type: "save-started" });
            persist(state, values, { version: conflict.theirs.version, as: "saved" }).catch(fail);
          }}
        />
      )}

      {ai && <AiPanel state={state} dispatch={dispatch} />}
      <ContentPanel state={state} dispatch={dispatch} idPrefix={idPrefix} source={source}>
        <FeaturedImagePanel state={state} dispatch={dispatch} />
      </ContentPanel>
      <PublishPanel state={state} dispatch={dispatch} categories={categories.data ?? []} />
      <SeoPanel state={state} dispatch={dispatch} />

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
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? "Saving..." : post ? "Save Changes" : "Create Post"}
        </Button>
      </div>

      {post && (
        <RevisionsPanel
          postId={post.id}
          version={post.version}
          current={values.content}
          onRestored={(row) => {
            adopt(row);
            toast({ title: staffMessages.editor.revisionRestored });
          }}
        />
      )}

      <MediaLibraryDialog
        open={library !== null}
        onOpenChange={(open) => !open && dispatch({ type: "library", purpose: null })}
        purpose={library ?? "insert"}
        onPick={pickImage}
      />
    </form>
  );
}
