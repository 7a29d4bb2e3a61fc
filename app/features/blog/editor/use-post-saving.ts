/**
 * How the editor stores a post: every save (explicit, autosave, on leaving, "keep mine") goes
 * through `persist`, one at a time, each naming the version the previous one returned — an
 * autosave still in flight when Save is pressed must not look like someone else's save. A draft
 * saves itself a few seconds after typing stops and when the page is left; leaving other
 * unsaved changes asks first.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useBlocker } from "react-router";
import * as staffMessages from "@common/staff-messages";
import { createPost, failureText, fieldErrorsOf, postEditorPath, savePost, VersionConflict, type EditorPost } from "./editor-api";
import { canAutosave, isDirty, postBody, type EditorAction, type EditorState, type PostFields, type SaveState } from "./editor-state";

/** A draft saves itself this long after the last keystroke. */
export const AUTOSAVE_MS = 3000;

interface PersistOptions {
  keepalive?: boolean;
  /** Overwrite from this version (after a conflict) instead of the last one stored. */
  version?: number;
  as?: "saved" | "autosaved";
}

export function usePostSaving(state: EditorState, dispatch: React.Dispatch<EditorAction>, onCreated: (post: EditorPost) => void) {
  const [startedNew] = useState(state.post === null);
  const stored = useRef<{ id: string; version: number } | null>(state.post ? { id: state.post.id, version: state.post.version } : null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Stores `values` (with the rest of the body from `snapshot`). */
  const persist = useCallback(
    (snapshot: EditorState, values: PostFields, options: PersistOptions = {}) => {
      const run = async () => {
        const body = postBody(snapshot, values);
        const target = stored.current;
        const row = target
          ? await savePost(
              target.id,
              // Only an explicit Save always keeps a revision of a draft; saves made for the editor, now and then.
              { ...body, version: options.version ?? target.version, autosave: options.as !== "saved" },
              { keepalive: options.keepalive },
            )
          : await createPost(body);
        stored.current = { id: row.id, version: row.version };
        dispatch({ type: "save-succeeded", row, values, as: options.as });
        return row;
      };
      const result = queue.current.then(run, run);
      queue.current = result.catch(() => {});
      return result;
    },
    [dispatch],
  );

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof VersionConflict) dispatch({ type: "conflict", message: error.serverMessage, theirs: error.current });
      else dispatch({ type: "save-failed", reason: failureText(error) ?? null, fieldErrors: fieldErrorsOf(error) });
    },
    [dispatch],
  );

  /** Another copy replaces the editor's; the next save starts from its version. */
  const adopt = useCallback(
    (post: EditorPost, saveState?: SaveState) => {
      stored.current = { id: post.id, version: post.version };
      dispatch({ type: "loaded", post, saveState });
    },
    [dispatch],
  );

  // A new post's first save gives it an address.
  const createdId = startedNew ? state.post?.id : undefined;
  const announceCreated = useEffectEvent(() => {
    if (state.post) onCreated(state.post);
  });
  useEffect(() => {
    if (createdId) announceCreated();
  }, [createdId]);

  // ---- autosave
  const dirty = isDirty(state);
  const autosaving = useRef(false);
  useEffect(() => {
    if (!dirty || !canAutosave(state) || autosaving.current) return;
    const timer = setTimeout(() => {
      autosaving.current = true;
      dispatch({ type: "save-started" });
      persist(state, state.values, { as: "autosaved" })
        .catch(fail)
        .finally(() => (autosaving.current = false));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state, dirty, dispatch, persist, fail]);

  // ---- leaving: a draft is saved on the way out; anything else unsaved asks first
  const onBeforeUnload = useEffectEvent((ev: BeforeUnloadEvent) => {
    if (!dirty) return;
    if (canAutosave(state)) {
      void persist(state, state.values, { keepalive: true }).catch(() => {});
      return;
    }
    ev.preventDefault();
  });
  useEffect(() => {
    const listener = (ev: BeforeUnloadEvent) => onBeforeUnload(ev);
    window.addEventListener("beforeunload", listener);
    return () => window.removeEventListener("beforeunload", listener);
  }, []);

  // A new post moving to its own address after its first save is not leaving, even if it changed
  // while that save was under way. The id is read from `stored`, set before the save is reported:
  // the move may be asked about before this hook has rendered with the saved post.
  const ownAddress = () => stored.current && postEditorPath(stored.current.id);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== ownAddress(),
  );
  const onBlocked = useEffectEvent((b: typeof blocker) => {
    if (b.state !== "blocked") return;
    if (canAutosave(state)) {
      persist(state, state.values).then(
        () => b.proceed(),
        (error: unknown) => {
          fail(error);
          b.reset();
        },
      );
      return;
    }
    if (window.confirm(staffMessages.editor.leaveConfirm)) b.proceed();
    else b.reset();
  });
  useEffect(() => onBlocked(blocker), [blocker]);

  return { persist, fail, adopt, dirty };
}
