/**
 * CSV export (RFC 4180) that is safe to open in a spreadsheet, following OWASP's CSV-injection
 * guidance: every cell is quoted (so a `;` or tab inside a value never starts a new cell, whatever
 * separator the reader's locale uses), and an apostrophe is put before every character a
 * spreadsheet could take as the start of a formula — at the start of the cell, and after any
 * separator or line break inside it (`x;=cmd|' /C calc'!A0` → `"x;'=cmd|' /C calc'!A0"`), in case
 * a program splits the cell there anyway. Formula starts are = + - @, tab and carriage return, and
 * their full-width forms that East Asian editions of Excel also read as formulas.
 */
import type { Response } from "express";

export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const FORMULA = "=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20";
/** A formula start after a separator or line break inside the text (spaces or quotes may come between). */
const formulaAfterSeparator = new RegExp(`([,;\\t|\\r\\n][ \\u00a0"]*)(?=[${FORMULA}])`, "g");
/** A formula start at the beginning of the text, after any blanks or quotes a program might skip. */
const formulaAtStart = new RegExp(`^[\\s\\u00a0"]*[${FORMULA}]`);

/** The text with an apostrophe before every formula start, so a spreadsheet shows it as text. */
export function neutraliseFormulas(text: string): string {
  const inner = text.replace(formulaAfterSeparator, "$1'");
  return formulaAtStart.test(inner) ? `'${inner}` : inner;
}

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(", ");
  else text = String(value);
  // Numbers we produce ourselves (e.g. -3) are data, not formulas; all text is neutralised.
  if (typeof value !== "number") text = neutraliseFormulas(text);
  return `"${text.replace(/"/g, '""')}"`;
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
