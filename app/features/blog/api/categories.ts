/** Blog categories: list, create / edit, delete. A change refreshes every blog read. */
import { useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "~/lib/api";
import { useApiRead, useApiWrite } from "~/lib/api-hooks";
import * as staffMessages from "@common/staff-messages";
import type { CategoryInput } from "@common/schemas/blog";
import { failureToast } from "./failure-toast";
import { blogKeys, invalidatePosts } from "./keys";
import type { Category } from "./types";

export const useCategories = () => useApiRead<Category[]>(blogKeys.categories);

const m = staffMessages.blog;

export function useSaveCategory(category: Category | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (body: CategoryInput) =>
      category ? apiJson<Category>("PATCH", `/api/blog/categories/${category.id}`, body) : apiJson<Category>("POST", "/api/blog/categories", body),
    success: m.categorySaved,
    onSuccess: async () => {
      onSaved();
      await invalidatePosts(queryClient);
    },
    onError: failureToast(m.categorySaveFailed),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useApiWrite({
    request: (c: Category) => apiRequest("DELETE", `/api/blog/categories/${c.id}`),
    success: m.categoryDeleted,
    onSuccess: () => invalidatePosts(queryClient),
    onError: failureToast(m.categoryDeleteFailed),
  });
}
