/**
 * The blog manager: tabs Posts, Comments, Campaigns, Categories, and for admins Subscribers.
 * Rendered standalone at /admin/blog and inside the dashboard's Blog tab.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { lazy, Suspense } from "react";
import { Skeleton } from "~/components/ui/card";
import { useAuth } from "~/features/auth";
import { PostsTab } from "./posts-tab";

/*
 * Posts is the tab the manager opens on; the others come in chunks of their own when chosen (with
 * the zod rules of the category and campaign forms): a tab that is not shown is not rendered, on
 * the server or in the browser, so nothing waits for them at load.
 */
const CommentsTab = lazy(() => import("./comments-tab").then((m) => ({ default: m.CommentsTab })));
const CampaignsTab = lazy(() => import("./campaigns-tab").then((m) => ({ default: m.CampaignsTab })));
const CategoriesTab = lazy(() => import("./categories-tab").then((m) => ({ default: m.CategoriesTab })));
const SubscribersTab = lazy(() => import("./subscribers-tab").then((m) => ({ default: m.SubscribersTab })));

const tabs = [
  { value: "posts", label: "Posts", Content: PostsTab },
  { value: "comments", label: "Comments", Content: CommentsTab },
  { value: "campaigns", label: "Campaigns", Content: CampaignsTab },
  { value: "categories", label: "Categories", Content: CategoriesTab },
  { value: "subscribers", label: "Subscribers", Content: SubscribersTab },
] as const;

export function BlogManager() {
  // The subscriber list is personal data: admins only, as the API says.
  const isAdmin = useAuth().user?.role === "admin";
  const shown = tabs.filter((t) => t.value !== "subscribers" || isAdmin);
  return (
    <Tabs.Root defaultValue="posts" className="w-full">
      <Tabs.List aria-label="Blog manager" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {shown.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map(({ value, Content }) => (
        <Tabs.Content key={value} value={value} className="mt-4 focus-visible:outline-none">
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <Content />
          </Suspense>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
