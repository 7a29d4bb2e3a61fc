/** Categories tab: create, edit (slug auto-derived from the name until edited), delete. */
import { Pencil, Plus, Trash2 } from "~/components/icons";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { failureDetail } from "~/lib/api-errors";
import { fieldErrors } from "@common/field-errors";
import * as staffMessages from "@common/staff-messages";
import { categorySchema, slugify } from "@common/schemas/blog";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useCategories, useDeleteCategory, useSaveCategory } from "./api/categories";
import type { Category } from "./api/types";

const m = staffMessages.blog;

export function CategoriesTab() {
  const categories = useCategories();
  // Each opening of the dialog is a fresh form (`key`), starting from the category's values.
  const [editing, setEditing] = useState<{ category: Category | null; opened: number } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useDeleteCategory();

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ category: null, opened: Date.now() })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Category
        </Button>
      </div>
      {categories.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : categories.isError ? (
        <Alert variant="destructive">{failureDetail(categories.error)}</Alert>
      ) : categories.data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{m.noCategories}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Categories">
          {categories.data.map((c) => (
            <li key={c.id}>
              <Card className="flex h-full items-start justify-between gap-3 p-4">
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">{c.name}</h2>
                  <p className="text-xs text-slate-600">/blog/category/{c.slug}</p>
                  {c.description && <p className="mt-1 text-sm text-slate-700">{c.description}</p>}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing({ category: c, opened: Date.now() })} aria-label={`Edit category ${c.name}`}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => setDeleting(c)} aria-label={`Delete category ${c.name}`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing && <CategoryDialog key={editing.opened} category={editing.category} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        subject={deleting}
        onClose={() => setDeleting(null)}
        title={m.deleteConfirmTitle}
        description={`Delete the category "${deleting?.name ?? ""}"? Its posts stay published but become uncategorised.`}
        confirmLabel="Delete"
        onConfirm={(category) => remove.mutate(category)}
      />
    </div>
  );
}

/** Mounted afresh for each opening, so it starts from the category's values. */
function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!!category);
  const [description, setDescription] = useState(category?.description ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useSaveCategory(category, onClose);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { name: name.trim(), slug: slug.trim() || slugify(name), description: description.trim() || null };
    const result = categorySchema.safeParse(body);
    if (!result.success) {
      setErrors(fieldErrors(result.error, { topLevel: true }));
      return;
    }
    setErrors({});
    save.mutate(result.data);
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>{category ? "Edit Category" : "New Category"}</DialogTitle>
        <DialogDescription>The slug is the category&apos;s address: /blog/category/slug.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <Field id="category-name" label="Name" required error={errors.name}>
            {(p) => (
              <Input
                {...p}
                value={name}
                maxLength={100}
                onChange={(e) => {
                  setName(e.target.value);
                  if (!slugEdited) setSlug(slugify(e.target.value));
                }}
              />
            )}
          </Field>
          <Field id="category-slug" label="Slug" error={errors.slug} hint="Lower-case letters, numbers and hyphens.">
            {(p) => (
              <Input
                {...p}
                value={slug}
                maxLength={80}
                onChange={(e) => {
                  setSlugEdited(true);
                  setSlug(e.target.value.toLowerCase());
                }}
              />
            )}
          </Field>
          <Field id="category-description" label="Description" error={errors.description}>
            {(p) => <Textarea {...p} rows={3} value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />}
          </Field>
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? "Saving..." : "Save Category"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
