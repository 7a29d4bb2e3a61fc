/** Query keys and helpers of the blog manager (keys are URL parts, see app/lib/api.ts). */
import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "~/lib/api";

export const keys = {
  allPosts: ["/api/blog?all=true"],
  categories: ["/api/blog/categories"],
  unapproved: ["/api/admin/comments/unapproved"],
  campaigns: ["/api/blog/campaigns"],
  scheduler: ["/api/blog/scheduler/status"],
} as const;

/** After any post change: the manager list and every public blog read. */
export function invalidatePosts(client: QueryClient) {
  return client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/blog") });
}

/** The server's explanation of a failure, for a toast description. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage || undefined;
  if (error instanceof Error) return error.message;
  return undefined;
}
