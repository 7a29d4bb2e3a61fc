/**
 * Posts tab: search, status and category filters; each card has preview, edit (the editor page),
 * publish toggle and delete, and a published one "Send" (to the newsletter's subscribers). New Post opens the editor page.
 */
import { useQuery } from "@tanstack/react-query";
import { Switch } from "~/components/ui/switch";
import { Eye, Mail, Pencil, Plus, Search, Trash2 } from "~/components/icons";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Alert, Card, Skeleton } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Input, Label, Select } from "~/components/ui/form-controls";
import { apiJson } from "~/lib/api";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatDateTime } from "./format";
import { useAllPosts, useDeletePost, useTogglePublished } from "./api/posts";
import { useCategories } from "./api/categories";
import { NewsletterDialog } from "./newsletter-dialog";
import { PostBody } from "./post-body";
import type { StaffPost } from "./types";
import { postEditorPath } from "./editor/editor-api";

const m = messages.blog;

const statusStyles: Record<string, string> = {
  published: "bg-green-100 text-green-900",
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
};

export function PostsTab() {
  const posts = useAllPosts();
  const categories = useCategories();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("all");
  const [categoryId, setCategoryId] = useState("all");
  const [previewing, setPreviewing] = useState<StaffPost | null>(null);
  const [deleting, setDeleting] = useState<StaffPost | null>(null);
  const [mailing, setMailing] = useState<StaffPost | null>(null);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (posts.data ?? []).filter(
      (p) =>
        (status === "all" || p.status === status) &&
        (categoryId === "all" || (categoryId === "none" ? !p.categoryId : p.categoryId === categoryId)) &&
        (!q || p.title.toLowerCase().includes(q) || (p.excerpt ?? "").toLowerCase().includes(q) || p.tags.some((t) => t.toLowerCase().includes(q))),
    );
  }, [posts.data, search, status, categoryId]);

  const toggle = useTogglePublished();
  const remove = useDeletePost();

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <Label htmlFor="blog-search">Search posts</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" aria-hidden="true" />
            <Input id="blog-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className="pl-10" placeholder="Title, excerpt or tag" />
          </div>
        </div>
        <div>
          <Label htmlFor="blog-status-filter">Filter by status</Label>
          <Select id="blog-status-filter" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">All statuses</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="blog-category-filter">Filter by category</Label>
          <Select id="blog-category-filter" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="all">All categories</option>
            <option value="none">Uncategorised</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <Link to={postEditorPath("new")} className={buttonClasses()}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Post
        </Link>
      </div>

      {posts.isPending ? (
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : posts.isError ? (
        <Alert variant="destructive">{m.fetchPostsFailed}</Alert>
      ) : filtered.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{staffMessages.blog.noPostsMatch}</p>
      ) : (
        <ul className="space-y-3" aria-label="Posts">
          {filtered.map((p) => (
            <li key={p.id}>
              <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${statusStyles[p.status] ?? ""}`}>{p.status}</span>
                    {p.category && <span className="text-xs text-slate-600">{p.category.name}</span>}
                    {p.aiGenerated && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">AI</span>}
                  </div>
                  <h2 className="mt-1 truncate font-semibold text-slate-900">{p.title}</h2>
                  <p className="text-xs text-slate-600">
                    {p.status === "scheduled" && p.scheduledAt
                      ? `Publishes ${formatDateTime(p.scheduledAt)}`
                      : p.publishedAt
                        ? `Published ${formatDateTime(p.publishedAt)}`
                        : `Updated ${formatDateTime(p.updatedAt)}`}
                    {` · ${p.readingTime} min read · ${p.viewCount} views`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <div className="flex items-center gap-2">
                    <Switch
                      id={`publish-${p.id}`}
                      checked={p.isPublished}
                      busy={toggle.isPending}
                      onCheckedChange={() => toggle.mutate(p)} />
                    <label htmlFor={`publish-${p.id}`} className="text-sm text-slate-700">
                      Published
                    </label>
                  </div>
                  <Button size="sm" variant="outline" onClick={() => setPreviewing(p)} aria-label={`Preview ${p.title}`}>
                    <Eye className="h-4 w-4" aria-hidden="true" />
                    Preview
                  </Button>
                  {p.status === "published" && (
                    <Button size="sm" variant="outline" onClick={() => setMailing(p)} aria-label={`Send ${p.title} to subscribers`}>
                      <Mail className="h-4 w-4" aria-hidden="true" />
                      Send
                    </Button>
                  )}
                  <Link to={postEditorPath(p.id)} className={buttonClasses("outline", "sm")} aria-label={`Edit ${p.title}`}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit
                  </Link>
                  <Button size="sm" variant="destructive" onClick={() => setDeleting(p)} aria-label={`Delete ${p.title}`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <PreviewDialog post={previewing} onClose={() => setPreviewing(null)} />
      <NewsletterDialog post={mailing} onClose={() => setMailing(null)} />
      <ConfirmDialog
        subject={deleting}
        onClose={() => setDeleting(null)}
        title={staffMessages.blog.deleteConfirmTitle}
        description={staffMessages.blog.deleteConfirmText}
        confirmLabel="Delete"
        onConfirm={(post) => remove.mutate(post)}
      />
    </div>
  );
}

function PreviewDialog({ post, onClose }: { post: StaffPost | null; onClose: () => void }) {
  const preview = useQuery<{ html: string }>({
    queryKey: ["blog-preview", post?.id, post?.updatedAt],
    queryFn: () => apiJson("POST", "/api/blog/preview", { content: post!.content }),
    enabled: !!post,
  });
  return (
    <Dialog open={!!post} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="max-w-3xl">
        <DialogTitle>{post?.title}</DialogTitle>
        <DialogDescription>
          Preview ({post?.status}){post?.isPublished ? "" : " — not visible to visitors yet"}
        </DialogDescription>
        {post?.excerpt && <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>}
        <div className="mt-4">
          {preview.isPending ? <Skeleton className="h-40 w-full" /> : preview.isError ? <Alert variant="destructive">Preview unavailable.</Alert> : <PostBody html={preview.data.html} />}
        </div>
        {post?.isPublished && (
          <a href={`/blog/${post.slug}`} className="mt-6 inline-block font-medium text-brand-700 hover:underline">
            Open the public page
          </a>
        )}
      </DialogContent>
    </Dialog>
  );
}
