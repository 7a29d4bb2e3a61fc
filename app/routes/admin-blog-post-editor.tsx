/** /admin/blog/posts/new and /admin/blog/posts/{id}: the post editor on a page of its own (admins and editors). */
import { ROLES_FOR } from "@common/roles";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Alert, Skeleton } from "~/components/ui/card";
import { editorKeys, getPost, postEditorPath } from "~/features/blog/editor/editor-api";
import { PostEditor } from "~/features/blog/editor/post-editor";
import { pageMeta } from "~/lib/page-meta";
import { StaffPage } from "~/shell/back-office/staff-page";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import type { Route } from "./+types/admin-blog-post-editor";

const crumbs = (path: string, name: string) => [
  { name: "Admin", url: "/admin" },
  { name: staffMessages.blog.managerCrumb, url: "/admin/blog" },
  { name, url: path },
];

export const meta = pageMeta(({ location }) => {
  const name = location.pathname.endsWith("/new") ? "New Post" : "Edit Post";
  return {
    title: `${name} | {business}`,
    description: "Write and edit a {business} blog post.",
    noindex: true,
    breadcrumbs: crumbs(location.pathname, name),
  };
});

/** Whether the AI assistant can answer: without an AI service configured its panel is not shown. */
export function loader({ context }: Route.LoaderArgs) {
  return { aiConfigured: Boolean(context.app.config.ai) };
}

export default function AdminBlogPostEditorPage({ loaderData }: Route.ComponentProps) {
  const { id = "new" } = useParams();
  const navigate = useNavigate();
  // A new post that has just been saved moves to its own address without losing the editor's state.
  const [created, setCreated] = useState<string | null>(null);
  const key = id === created ? "new" : id;
  return (
    <StaffPage roles={ROLES_FOR.staff} crumbs={crumbs(postEditorPath(id), id === "new" ? "New Post" : "Edit Post")}>
      <div className="mx-auto max-w-7xl px-4 pt-2">
        <EditorLoader
          key={key}
          id={id}
          fresh={key === "new"}
          ai={loaderData.aiConfigured}
          onCreated={(postId) => {
            setCreated(postId);
            void navigate(postEditorPath(postId), { replace: true });
          }}
        />
      </div>
    </StaffPage>
  );
}

function EditorLoader({ id, fresh, ai, onCreated }: { id: string; fresh: boolean; ai: boolean; onCreated: (id: string) => void }) {
  const post = useQuery({ queryKey: editorKeys.post(id), queryFn: () => getPost(id), enabled: !fresh, staleTime: Infinity, gcTime: 0 });
  if (fresh) return <PostEditor post={null} ai={ai} onCreated={(p) => onCreated(p.id)} />;
  if (post.isPending) return <Skeleton className="h-96 w-full" />;
  if (post.isError) return <Alert variant="destructive">{messages.blog.postNotFound}</Alert>;
  return <PostEditor post={post.data} ai={ai} onCreated={() => {}} />;
}
