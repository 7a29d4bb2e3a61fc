/** The CSV import's calls: preview and import (the file is sent each time), the recent imports, undo. */
import { apiJson, throwIfNotOk } from "~/lib/api";
import { apiKey, useApiRead, useApiWrite } from "~/lib/api-hooks";
import type { ImportBatch, ImportMapping, ImportPreview, ImportResult } from "@common/schemas/contact-import";
import * as staffMessages from "@common/staff-messages";
import type { UndoSummary } from "~/lib/server-types";
import { contactKeys } from "./api";

const m = staffMessages.contactImport;
const importsKey = apiKey("/api/crm/imports");

async function sendFile<T>(url: string, file: File, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file, file.name || "contacts.csv");
  // No Content-Type header: the browser writes the multipart boundary itself.
  const res = await fetch(url, { method: "POST", body: form, credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

export const useImports = () => useApiRead<ImportBatch[]>(importsKey, { staleTime: 0 });

/** The preview changes nothing; its failure (a refused file) is shown beside the file field. */
export const usePreviewImport = () =>
  useApiWrite({
    request: ({ file, mapping }: { file: File; mapping?: ImportMapping }) =>
      sendFile<ImportPreview>("/api/crm/imports/preview", file, mapping ? { mapping: JSON.stringify(mapping) } : {}),
  });

export const useRunImport = () =>
  useApiWrite({
    request: ({ file, mapping, overwrite }: { file: File; mapping: ImportMapping; overwrite: boolean }) =>
      sendFile<ImportResult>("/api/crm/imports", file, { mapping: JSON.stringify(mapping), overwrite: String(overwrite) }),
    invalidate: [importsKey, contactKeys.all, contactKeys.stats],
    success: m.imported,
    failure: { fallback: m.importFailed, serverFirst: true },
  });

export const useUndoImport = () =>
  useApiWrite({
    request: (id: string) => apiJson<UndoSummary>("POST", `/api/crm/imports/${id}/undo`),
    invalidate: [importsKey, contactKeys.all, contactKeys.stats],
    success: m.undone,
    failure: { fallback: m.undoFailed, serverFirst: true },
  });
