/** The featured image: its picture, choose / change / remove, and its alt text. */
import { useQuery } from "@tanstack/react-query";
import { ImageIcon, X } from "~/components/icons";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/form-controls";
import { Picture } from "../featured-image";
import { getMediaItem } from "./editor-api";
import type { EditorAction, EditorState } from "./editor-state";

export function FeaturedImagePanel({ state, dispatch }: { state: EditorState; dispatch: React.Dispatch<EditorAction> }) {
  const uid = useId();
  const { featuredImageId, featuredImageAlt } = state.values;
  const featured = useQuery({
    queryKey: ["/api/media", featuredImageId],
    queryFn: () => getMediaItem(featuredImageId),
    enabled: !!featuredImageId,
  });
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Featured image</legend>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div>
          {featuredImageId && featured.data ? (
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
            <Button size="sm" variant="outline" onClick={() => dispatch({ type: "library", purpose: "featured" })}>
              {featuredImageId ? "Change featured image" : "Choose featured image"}
            </Button>
            {featuredImageId && (
              <Button size="sm" variant="ghost" onClick={() => dispatch({ type: "edit", fields: { featuredImageId: "", featuredImageAlt: "" } })}>
                <X className="h-4 w-4" aria-hidden="true" />
                Remove featured image
              </Button>
            )}
          </div>
          {featuredImageId && (
            <Field
              id={`${uid}-featured-alt`}
              label="Featured image alt text"
              error={state.errors.featuredImageAlt}
              hint="Shown to people who cannot see the image and on share cards; the library's alt text when empty"
            >
              {(p) => (
                <Input
                  {...p}
                  value={featuredImageAlt}
                  onChange={(ev) => dispatch({ type: "edit", fields: { featuredImageAlt: ev.target.value } })}
                  maxLength={250}
                  placeholder={featured.data?.alt}
                />
              )}
            </Field>
          )}
        </div>
      </div>
    </fieldset>
  );
}
