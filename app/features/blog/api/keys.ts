/** The blog manager's query keys (see ~/lib/api-hooks for the convention). */
import type { QueryClient } from "@tanstack/react-query";
import { apiKey } from "~/lib/api-hooks";

export const blogKeys = {
  /** Every blog read: the manager's lists and the public ones share the prefix. */
  root: apiKey("/api/blog"),
  allPosts: apiKey("/api/blog", { all: "true" }),
  categories: apiKey("/api/blog/categories"),
  unapproved: apiKey("/api/admin/comments/unapproved"),
  approved: apiKey("/api/admin/comments/approved"),
  campaigns: apiKey("/api/blog/campaigns"),
  scheduler: apiKey("/api/blog/scheduler/status"),
};

/**
 * After any post or category change: the manager's lists and every blog read (every key whose
 * path starts with /api/blog — a key prefix alone would miss /api/blog/categories).
 */
export function invalidatePosts(client: QueryClient) {
  return client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(blogKeys.root[0]) });
}
