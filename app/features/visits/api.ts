/** Visits: the office's schedule (admin) and a technician's own day, over /api/visits and /api/my/visits. */
import { apiJson, ApiError, throwIfNotOk } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import type { CreateVisit, UpdateVisit, Visit, VisitWriteResult } from "@common/schemas/visits";
import type { TechnicianVisit } from "~/lib/server-types";

export type { TechnicianVisit, Visit };

export const visitKeys = {
  all: apiKey("/api/visits"),
  range: (from: string, days: number) => apiKey("/api/visits", { from, days }),
  job: (jobId: string) => apiKey("/api/visits", { jobId }),
  technicians: apiKey("/api/visits/technicians"),
  mine: apiKey("/api/my/visits"),
};

export const useVisits = (from: string, days: number) => useApiRead<Visit[]>(visitKeys.range(from, days), { staleTime: 0 });
export const useJobVisits = (jobId: string) => useApiRead<Visit[]>(visitKeys.job(jobId), { staleTime: 0 });
export const useTechnicians = () => useApiRead<Array<{ id: string; name: string; role: string }>>(visitKeys.technicians, { staleTime: 60_000 });
export const useMyVisits = () => useApiRead<TechnicianVisit[]>(visitKeys.mine, { staleTime: 0 });

/** A 400's field errors go to the form; every other failure to the toast. */
const fieldErrorsOf = (error: Error) => (error instanceof ApiError ? error.fieldErrors : {});

/** Books a visit (no id) or changes one; the answer's warning (an overlap) is the toast's title. */
export function useSaveVisit(onDone: (result: VisitWriteResult) => void, onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, body }: { id: string | null; body: CreateVisit | UpdateVisit }) =>
      id ? apiJson<VisitWriteResult>("PATCH", `/api/visits/${id}`, body) : apiJson<VisitWriteResult>("POST", "/api/visits", body),
    invalidate: [visitKeys.all],
    success: (result) => result.warning ?? (result.mailed ? "Visit saved; the homeowner was e-mailed the arrival window" : "Visit saved"),
    failure: { fallback: "The visit could not be saved", serverFirst: true },
    onSuccess: onDone,
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useCancelVisit(onDone: () => void) {
  return useApiWrite({
    request: (id: string) => apiJson<Visit>("POST", `/api/visits/${id}/cancel`),
    invalidate: [visitKeys.all],
    success: "Visit cancelled",
    failure: { fallback: "The visit could not be cancelled", serverFirst: true },
    onSuccess: onDone,
  });
}

export function useOnMyWay() {
  return useApiWrite({
    request: (id: string) => apiJson<TechnicianVisit>("POST", `/api/my/visits/${id}/on-my-way`),
    invalidate: [visitKeys.mine],
    success: "On your way",
    failure: { fallback: "That could not be recorded", serverFirst: true },
  });
}

export function useMarkDone(onFieldErrors: (errors: Record<string, string>) => void) {
  return useApiWrite({
    request: ({ id, note }: { id: string; note: string }) => apiJson<TechnicianVisit>("POST", `/api/my/visits/${id}/done`, { note }),
    invalidate: [visitKeys.mine],
    success: "Visit done",
    failure: { fallback: "The visit could not be marked done", serverFirst: true },
    onError: (error) => onFieldErrors(fieldErrorsOf(error)),
  });
}

export function useTickItem() {
  return useApiWrite({
    request: ({ id, itemId, done }: { id: string; itemId: string; done: boolean }) => apiJson("POST", `/api/my/visits/${id}/checklist/${itemId}`, { done }),
    invalidate: [visitKeys.mine],
    failure: { fallback: "The checklist could not be saved", serverFirst: true },
  });
}

async function sendPhoto({ id, file }: { id: string; file: File }): Promise<unknown> {
  const form = new FormData();
  form.append("file", file, file.name || "photo.jpg");
  // No Content-Type header: the browser writes the multipart boundary itself.
  const res = await fetch(`/api/my/visits/${id}/photos`, { method: "POST", body: form, credentials: "include" });
  await throwIfNotOk(res);
  return res.json();
}

export function useAddPhoto() {
  return useApiWrite({
    request: sendPhoto,
    invalidate: [visitKeys.mine],
    success: "Photo added to the job",
    failure: { fallback: "The photo could not be uploaded", serverFirst: true },
  });
}
