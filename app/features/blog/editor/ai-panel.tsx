/**
 * The AI writing assistant: a prompt and Max words, progress in seconds with Cancel, and a
 * failure that never touches what was typed. A draft replaces the title, text, excerpt, SEO
 * fields and tags.
 */
import { Sparkles } from "~/components/icons";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/card";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { useApiWrite } from "~/lib/api-hooks";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { generateSchema, parseNumberInput } from "@common/schemas/blog";
import { failureText, generateDraft } from "./editor-api";
import type { EditorAction, EditorState } from "./editor-state";

const m = messages.blog;

export function AiPanel({ state, dispatch }: { state: EditorState; dispatch: React.Dispatch<EditorAction> }) {
  const uid = useId();
  const { ai, errors } = state;
  const controller = useRef<AbortController | null>(null);
  const generate = useApiWrite({
    request: ({ prompt, words }: { prompt: string; words: number }) => {
      controller.current = new AbortController();
      return generateDraft(prompt, words, controller.current.signal);
    },
    onSuccess: (draft) => {
      dispatch({ type: "generated", draft });
      toast({ title: staffMessages.blog.generated, description: staffMessages.blog.generatedDescription });
    },
    onError: (error) => {
      if (error.name === "AbortError") return;
      const reason = failureText(error);
      dispatch({ type: "generation-failed", reason: reason && reason !== staffMessages.blog.generationFailed ? reason : null });
    },
  });
  useEffect(() => {
    if (!generate.isPending) return;
    const t = setInterval(() => dispatch({ type: "tick" }), 1000);
    return () => clearInterval(t);
  }, [generate.isPending, dispatch]);

  const run = () => {
    if (!ai.prompt.trim()) return dispatch({ type: "errors", errors: { prompt: m.promptRequired } });
    const words = parseNumberInput(generateSchema.shape.maxWords, ai.maxWords);
    if (!words.ok) return dispatch({ type: "errors", errors: { prompt: undefined, maxWords: words.message } });
    dispatch({ type: "errors", errors: { prompt: undefined, maxWords: undefined } });
    dispatch({ type: "generation-started" });
    generate.mutate({ prompt: ai.prompt.trim(), words: words.value });
  };

  return (
    <fieldset className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <legend className="flex items-center gap-2 px-1 font-semibold text-brand-900">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        AI Writing Assistant
      </legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <Field id={`${uid}-prompt`} label="AI prompt" error={errors.prompt}>
          {(p) => (
            <Textarea
              {...p}
              rows={2}
              value={ai.prompt}
              onChange={(ev) => dispatch({ type: "ai-input", prompt: ev.target.value })}
              placeholder="e.g. Heat pump rebates for Chittenden County homeowners this winter"
            />
          )}
        </Field>
        <Field id={`${uid}-max-words`} label="Max words" error={errors.maxWords}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={100}
              max={10000}
              step={100}
              value={ai.maxWords}
              onChange={(ev) => dispatch({ type: "ai-input", maxWords: ev.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="button" onClick={run} busy={generate.isPending}>
          {generate.isPending ? "Generating..." : "Generate with AI"}
        </Button>
        {generate.isPending && (
          <>
            <p role="status" className="text-sm text-brand-900">
              Writing a draft… {ai.seconds}s. What you typed stays until a draft arrives.
            </p>
            <Button variant="outline" size="sm" onClick={() => controller.current?.abort()}>
              Cancel generation
            </Button>
          </>
        )}
      </div>
      {ai.failure && (
        <Alert variant="destructive" className="mt-3">
          <p className="font-semibold">{staffMessages.blog.generationFailedTitle}</p>
          <p>{staffMessages.blog.generationFailed}</p>
          {ai.failure.reason && <p className="mt-1">{ai.failure.reason}</p>}
        </Alert>
      )}
    </fieldset>
  );
}
