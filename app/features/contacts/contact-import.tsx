/**
 * Importing contacts from a CSV file: choose the file, see the columns with the field each one
 * fills (guessed by the server from the headers, changed here), the first rows' verdicts and the
 * whole file's totals, then import; the recent imports below, each undoable for a day.
 */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Label, Select } from "~/components/ui/form-controls";
import { EmptyState, StatusBadge } from "~/components/back-office/states";
import { serverMessage } from "~/lib/api-errors";
import { formatDateTime } from "@common/dates";
import {
  IMPORT_MAX_BYTES,
  importFieldLabels,
  importFields,
  importMessages,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type PreviewRow,
} from "@common/schemas/contact-import";
import * as staffMessages from "@common/staff-messages";
import { useImports, usePreviewImport, useRunImport, useUndoImport } from "./import-api";

const m = staffMessages.contactImport;
const verdictTone = { new: "green", match: "blue", invalid: "red" } as const;

function RowDetails({ row }: { row: PreviewRow }) {
  const lines = [
    ...(row.match ? [m.matchBy(row.match.name, row.match.by === "email" ? "e-mail" : "phone", row.match.inFileRow)] : []),
    ...row.reasons,
    ...row.notes,
  ];
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const shown: ImportField[] = ["name", "firstName", "lastName", "email", "phone"];
  const columns = shown.filter((f) => preview.mapping.includes(f));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th className="p-2">Row</th>
            <th className="p-2">Verdict</th>
            {columns.map((f) => (
              <th key={f} className="p-2">
                {importFieldLabels[f]}
              </th>
            ))}
            <th className="p-2">Details</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.row} className="border-t border-slate-200 align-top" data-testid="import-preview-row">
              <td className="p-2">{row.row}</td>
              <td className="p-2">
                <StatusBadge tone={verdictTone[row.verdict]}>{m.verdicts[row.verdict]}</StatusBadge>
              </td>
              {columns.map((f) => (
                <td key={f} className="p-2">
                  {row.values[f]}
                </td>
              ))}
              <td className="p-2 text-slate-700">
                <RowDetails row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Result({ result }: { result: ImportResult }) {
  return (
    <Card className="space-y-3 p-4" role="status">
      <p className="font-semibold text-slate-900">{m.result(result)}</p>
      {result.skipped.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-medium">{m.skippedHeading}</summary>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {result.skipped.map((s) => (
              <li key={s.row}>
                Row {s.row}: {s.reasons.join("; ")}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}

function RecentImports() {
  const imports = useImports();
  const undo = useUndoImport();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <section aria-labelledby="import-history" className="space-y-3">
      <h2 id="import-history" className="text-lg font-bold text-slate-900">
        {m.historyHeading}
      </h2>
      {imports.data?.length === 0 && <EmptyState>{m.noImports}</EmptyState>}
      <ul className="space-y-2">
        {imports.data?.map((batch) => (
          <li key={batch.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <span>
                <strong>{batch.filename}</strong> · {formatDateTime(batch.createdAt)} · {batch.userEmail ?? ""} · {batch.created} added,{" "}
                {batch.updated} updated, {batch.skipped} left out
              </span>
              {batch.undoneAt ? (
                <span className="text-slate-600">{m.undoneOn(formatDateTime(batch.undoneAt))}</span>
              ) : (
                batch.undoable && (
                  <Button variant="outline" size="sm" onClick={() => setConfirming(batch.id)}>
                    {m.undo}
                  </Button>
                )
              )}
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        subject={confirming}
        onClose={() => setConfirming(null)}
        title={m.undoTitle}
        description={m.undoDescription}
        confirmLabel={m.undo}
        pending={undo.isPending}
        onConfirm={(batch) => undo.mutate(batch, { onSettled: () => setConfirming(null) })}
      />
    </section>
  );
}

export function ContactImport() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const preview = usePreviewImport();
  const run = useRunImport();
  // The last preview stays on screen while a changed mapping is previewed again.
  const [data, setData] = useState<ImportPreview | null>(null);

  function showPreview(chosen: File, mapping?: ImportMapping) {
    run.reset();
    preview.mutate(
      { file: chosen, mapping },
      { onSuccess: setData, onError: (error) => setFileError(serverMessage(error) ?? m.previewFailed) },
    );
  }

  function choose(chosen: File | undefined) {
    setData(null);
    run.reset();
    setFileError(null);
    setFile(chosen ?? null);
    if (!chosen) return;
    // Refused here too, so a large file is not sent only to be refused.
    if (chosen.size > IMPORT_MAX_BYTES) return setFileError(importMessages.fileTooLarge);
    showPreview(chosen);
  }

  function remap(index: number, field: ImportField | "") {
    if (!file || !data) return;
    const mapping = data.mapping.map((f, i) => (i === index ? field : f === field && field ? "" : f));
    showPreview(file, mapping);
  }

  const importable = data && !data.problems.length && data.totals.rows > data.totals.invalid;

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4">
        <p className="text-sm text-slate-700">{m.intro}</p>
        <div>
          <Label htmlFor="import-file">{m.fileLabel}</Label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileError ? "import-file-error" : undefined}
            onChange={(e) => choose(e.currentTarget.files?.[0])}
            className="block text-sm"
          />
          {fileError && (
            <p id="import-file-error" role="alert" className="mt-1 text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
      </Card>

      {data && (
        <Card className="space-y-4 p-4">
          <h2 className="text-lg font-bold text-slate-900">{m.mappingHeading}</h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.headers.map((header, i) => (
              <div key={`${i}-${header}`}>
                <Label htmlFor={`import-column-${i}`}>{header || `Column ${i + 1}`}</Label>
                <Select
                  id={`import-column-${i}`}
                  value={data.mapping[i] ?? ""}
                  onChange={(e) => remap(i, e.currentTarget.value as ImportField | "")}
                >
                  <option value="">{m.leaveOut}</option>
                  {importFields.map((f) => (
                    <option key={f} value={f}>
                      {importFieldLabels[f]}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
          </div>
          {data.problems.length > 0 && (
            <ul role="alert" className="text-sm text-red-700">
              {data.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}

          <h2 className="text-lg font-bold text-slate-900">{m.previewHeading}</h2>
          <p className="text-sm font-medium text-slate-800" data-testid="import-totals">
            {m.totals(data.totals)}
          </p>
          <PreviewTable preview={data} />

          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.currentTarget.checked)} className="mt-1" />
            {m.overwrite}
          </label>
          <Button
            busy={!importable || preview.isPending || run.isPending || run.isSuccess}
            onClick={() => file && run.mutate({ file, mapping: data.mapping, overwrite })}
          >
            {run.isPending ? m.importing : m.importButton(data.totals.rows - data.totals.invalid)}
          </Button>
        </Card>
      )}

      {run.data && <Result result={run.data} />}
      <RecentImports />
    </div>
  );
}
