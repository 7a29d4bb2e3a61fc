/** Categories tab: create, edit (slug auto-derived from the name until edited), delete. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { toast } from "~/hooks/use-toast";
import { apiJson, apiRequest } from "~/lib/api";
import { messages } from "~/shared/messages";
import { categorySchema, slugify } from "~/shared/schemas/blog";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { errorText, invalidatePosts, keys } from "./manager-api";
import type { Category } from "./types";

const m = messages.blog;

export function CategoriesTab() {
  const queryClient = useQueryClient();
  const categories = useQuery<Category[]>({ queryKey: keys.categories });
  const [editing, setEditing] = useState<{ category: Category | null } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useMutation({
    mutationFn: (c: Category) => apiRequest("DELETE", `/api/blog/categories/${c.id}`),
    onSuccess: async () => {
      toast({ title: m.categoryDeleted });
      await invalidatePosts(queryClient);
    },
    onError: (error) => toast({ title: m.categoryDeleteFailed, description: errorText(error), variant: "destructive" }),
  });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ category: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Category
        </Button>
      </div>
      {categories.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : categories.isError ? (
        <Alert variant="destructive">{errorText(categories.error)}</Alert>
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
                  <Button size="sm" variant="outline" onClick={() => setEditing({ category: c })} aria-label={`Edit category ${c.name}`}>
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
      <CategoryDialog category={editing?.category ?? null} open={!!editing} onOpenChange={(o) => !o && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={m.deleteConfirmTitle}
        description={`Delete the category "${deleting?.name ?? ""}"? Its posts stay published but become uncategorised.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

function CategoryDialog({ category, open, onOpenChange }: { category: Category | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setName(category?.name ?? "");
    setSlug(category?.slug ?? "");
    setSlugEdited(!!category);
    setDescription(category?.description ?? "");
    setErrors({});
  }, [open, category]);

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      category ? apiJson("PATCH", `/api/blog/categories/${category.id}`, body) : apiJson("POST", "/api/blog/categories", body),
    onSuccess: async () => {
      toast({ title: m.categorySaved });
      await invalidatePosts(queryClient);
      onOpenChange(false);
    },
    onError: (error) => toast({ title: m.categorySaveFailed, description: errorText(error), variant: "destructive" }),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { name: name.trim(), slug: slug.trim() || slugify(name), description: description.trim() || null };
    const result = categorySchema.safeParse(body);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Category"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
