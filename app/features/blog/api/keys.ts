/** The blog manager's query keys (see ~/lib/api-hooks for the convention). */
import type { QueryClient } from "@tanstack/react-query";
import { apiKey } from "~/lib/api-hooks";

export const blogKeys = {
  /** Every blog read: the manager's lists and the public ones share the prefix. */
  root: apiKey("/api/blog"),
  allPosts: apiKey("/api/blog", { all: "true" }),
  categories: apiKey("/api/blog/categories"),
  unapproved: apiKey("/api/admin/comments/unapproved"),
  campaigns: apiKey("/api/blog/campaigns"),
  scheduler: apiKey("/api/blog/scheduler/status"),
};

/** After any post or category change: the manager list and every public blog read. */
export function invalidatePosts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: blogKeys.root });
}
