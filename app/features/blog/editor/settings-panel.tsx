/**
 * Where and when the post appears: status, category, (when scheduled) the date and time and its
 * address; then its SEO fields and tags.
 */
import { useId } from "react";
import { Field, Input, Select, Textarea } from "~/components/ui/form-controls";
import { POST_STATUSES, SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT } from "@common/schemas/blog";
import { CategoryOptions, WordOptions } from "../option-lists";
import type { Category } from "../types";
import { fieldEditor, type EditorAction, type EditorState } from "./editor-state";

type Props = { state: EditorState; dispatch: React.Dispatch<EditorAction> };

export function PublishPanel({ state, dispatch, categories }: Props & { categories: readonly Category[] }) {
  const uid = useId();
  const { values, errors } = state;
  const edit = fieldEditor(dispatch);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id={`${uid}-status`} label="Status">
        {(p) => (
          <Select {...p} value={values.status} onChange={edit("status")}>
            <WordOptions values={POST_STATUSES} />
          </Select>
        )}
      </Field>
      <Field id={`${uid}-category`} label="Category">
        {(p) => (
          <Select {...p} value={values.categoryId} onChange={edit("categoryId")}>
            <CategoryOptions categories={categories} />
          </Select>
        )}
      </Field>
      {values.status === "scheduled" && (
        <Field id={`${uid}-scheduled`} label="Schedule Date & Time" required error={errors.scheduledAt}>
          {(p) => <Input {...p} type="datetime-local" step={1} value={values.scheduledAt} onChange={edit("scheduledAt")} />}
        </Field>
      )}
      <Field id={`${uid}-slug`} label="URL slug" error={errors.slug} hint={slugHint(state)} className="sm:col-span-3">
        {(p) => <Input {...p} value={values.slug} onChange={edit("slug")} spellCheck={false} autoCapitalize="none" />}
      </Field>
    </div>
  );
}

/** Where the post lives and what moves it. */
function slugHint({ post, values }: EditorState): string {
  const address = `/blog/${values.slug || "…"}`;
  if (!post || (!post.publishedAt && !post.slugEdited)) return `${address}: follows the title until the post is first published`;
  return post.publishedAt ? `${address}: changing it sends visitors from the old address to the new one` : address;
}

export function SeoPanel({ state, dispatch }: Props) {
  const uid = useId();
  const { values, errors } = state;
  const edit = fieldEditor(dispatch);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${uid}-seo-title`} label="SEO Title" error={errors.seoTitle} hint={`${values.seoTitle.length}/${SEO_TITLE_LIMIT} characters`}>
          {(p) => <Input {...p} value={values.seoTitle} onChange={edit("seoTitle")} maxLength={SEO_TITLE_LIMIT} />}
        </Field>
        <Field
          id={`${uid}-seo-description`}
          label="SEO Description"
          error={errors.seoDescription}
          hint={`${values.seoDescription.length}/${SEO_DESCRIPTION_LIMIT} characters`}
        >
          {(p) => (
            <Textarea {...p} rows={2} value={values.seoDescription} onChange={edit("seoDescription")} maxLength={SEO_DESCRIPTION_LIMIT} className="min-h-16!" />
          )}
        </Field>
      </div>
      <Field id={`${uid}-tags`} label="Tags" hint="Comma separated, e.g. heat pumps, rebates, maintenance">
        {(p) => <Input {...p} value={values.tags} onChange={edit("tags")} />}
      </Field>
    </>
  );
}
