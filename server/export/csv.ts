/**
 * CSV export (RFC 4180, by csv-stringify) safe to open in a spreadsheet, per OWASP's CSV-injection
 * guidance: every cell is quoted (so a `;` or tab inside a value never starts a new cell, whatever
 * separator the reader's locale uses), and an apostrophe is put before every character a
 * spreadsheet could take as the start of a formula — at the start of the cell, and after any
 * separator or line break inside it (`x;=cmd|' /C calc'!A0` → `"x;'=cmd|' /C calc'!A0"`), in case
 * a program splits the cell there anyway. Formula starts are = + - @, tab and carriage return, and
 * their full-width forms that East Asian editions of Excel also read as formulas.
 */
import { stringify } from "csv-stringify/sync";
import type { Response } from "express";
import { businessDay } from "../days";

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

/** The text of a cell: ISO for dates, lists joined, formulas neutralised. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  // Numbers we produce ourselves (e.g. -3) are data, not formulas; all text is neutralised.
  if (typeof value === "number") return String(value);
  return neutraliseFormulas(Array.isArray(value) ? value.join(", ") : String(value));
}

/** Every cell quoted, empty ones too; CRLF after every row; a byte-order mark so spreadsheet programs read UTF-8 names correctly. */
const options = { quoted: true, quoted_empty: true, record_delimiter: "windows" } as const;

export const csvCell = (value: CsvValue) => stringify([[cellText(value)]], { ...options, eof: false });

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const records = [columns.map((c) => cellText(c.header)), ...rows.map((row) => columns.map((c) => cellText(c.value(row))))];
  return stringify(records, { ...options, bom: true });
}

/** Sends a CSV download named `<base>-<YYYY-MM-DD>.csv`, the day on the business's calendar. */
export function sendCsv(res: Response, base: string, csv: string, now: Date): void {
  const filename = `${base}-${businessDay(now)}.csv`;
  res.set("Content-Type", "text/csv; charset=utf-8");
  res.set("Content-Disposition", `attachment; filename="${filename}"`);
  res.set("Cache-Control", "no-store");
  res.send(csv);
}
