/**
 * CSV export (RFC 4180) that is safe to open in a spreadsheet: a cell that starts with = + - @
 * (or a tab / carriage return, which spreadsheets also treat as formula starts) gets a leading
 * apostrophe so it is shown as text, never evaluated as a formula.
 */
import type { Response } from "express";

export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(", ");
  else text = String(value);
  // Numbers we produce ourselves (e.g. -3) are data, not formulas; user text is neutralised.
  if (typeof value !== "number" && formulaStart.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  // Leading byte-order mark so spreadsheet programs read UTF-8 names correctly.
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

/** Sends a CSV download named `<base>-<YYYY-MM-DD>.csv`. */
export function sendCsv(res: Response, base: string, csv: string, now: Date): void {
  const filename = `${base}-${now.toISOString().slice(0, 10)}.csv`;
  res.set("Content-Type", "text/csv; charset=utf-8");
  res.set("Content-Disposition", `attachment; filename="${filename}"`);
  res.set("Cache-Control", "no-store");
  res.send(csv);
}
