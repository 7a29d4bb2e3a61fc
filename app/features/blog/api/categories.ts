/** Blog categories: list, create / edit, delete. A change refreshes every blog read. */
import { useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "~/lib/api";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import type { CategoryInput } from "~/shared/schemas/blog";
import { blogKeys, invalidatePosts } from "./keys";
import type { Category } from "./types";

export const useCategories = () => useApiRead<Category[]>(blogKeys.categories);

interface Handlers {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useSaveCategory(category: Category | null, handlers: Handlers) {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (body: CategoryInput) =>
      category ? apiJson<Category>("PATCH", `/api/blog/categories/${category.id}`, body) : apiJson<Category>("POST", "/api/blog/categories", body),
    onSuccess: async () => {
      handlers.onSuccess();
      await invalidatePosts(queryClient);
    },
    onError: handlers.onError,
  });
}

export function useDeleteCategory(handlers: Handlers) {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (c: Category) => apiRequest("DELETE", `/api/blog/categories/${c.id}`),
    onSuccess: async () => {
      handlers.onSuccess();
      await invalidatePosts(queryClient);
    },
    onError: handlers.onError,
  });
}
