/**
 * The uploaded CSV of a contact import: received as one multipart file, written to a temporary
 * file while it arrives (so memory holds one chunk, not the file), and refused whole before any
 * row is read when it is over 10 MB, holds a NUL byte or is not UTF-8. Rows are then streamed from
 * that file by csv-parse: comma or semicolon (whichever the header line uses), with or without a
 * byte-order mark, Excel's quoting ("" inside a quoted cell).
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import busboy from "busboy";
import { parse } from "csv-parse";
import type { Request } from "express";
import { IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROW_CHARACTERS, importMessages as m } from "@common/schemas/contact-import";
import { badRequest, HttpError } from "../http/errors";

export interface ReceivedCsv {
  path: string;
  filename: string;
  fields: Record<string, string>;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

/**
 * Counts lines, refuses a NUL byte, a line longer than any contact row (a header of millions of
 * commas, say, which would otherwise be parsed into as many columns) or text that is not UTF-8,
 * and passes the bytes on.
 */
function checkedBytes(): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 1;
  let lineLength = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (const byte of chunk) {
        if (byte === 0) return done(badRequest(m.nulByte(line), { file: m.nulByte(line) }));
        if (byte === 10) {
          line++;
          lineLength = 0;
        } else if (++lineLength > IMPORT_MAX_ROW_CHARACTERS) {
          return done(badRequest(m.rowTooLong(line), { file: m.rowTooLong(line) }));
        }
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(badRequest(m.notUtf8, { file: m.notUtf8 }));
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
      } catch {
        return done(badRequest(m.notUtf8, { file: m.notUtf8 }));
      }
      done();
    },
  });
}

const tooLarge = () => new HttpError(413, m.fileTooLarge, { file: m.fileTooLarge });

/** Reads the request's `file` part into a temporary file and its other fields; the caller discards it. */
export async function receiveCsv(req: Request): Promise<ReceivedCsv> {
  // A body announced larger than the limit (plus room for the form's other parts) is not read at all.
  if (Number(req.headers["content-length"] ?? 0) > IMPORT_MAX_BYTES + 64 * 1024) throw tooLarge();
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, limits: { files: 1, fields: 5, fileSize: IMPORT_MAX_BYTES, fieldSize: 16 * 1024 } });
  } catch {
    throw badRequest(m.fileRequired, { file: m.fileRequired });
  }
  const dir = await mkdtemp(join(tmpdir(), "contact-import-"));
  const path = join(dir, "upload.csv");
  const discard = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let filename = "";
  let written: Promise<void> | undefined;
  let truncated = false;
  try {
    await new Promise<void>((resolve, reject) => {
      bb.on("file", (name, stream, info) => {
        if (name !== "file" || written) return void stream.resume();
        filename = info.filename ?? "";
        stream.on("limit", () => (truncated = true));
        const checker = checkedBytes();
        written = pipeline(checker, createWriteStream(path));
        stream.pipe(checker);
        // A refused file stops being written, but the rest of the request is still read and dropped.
        written.catch(() => {
          stream.unpipe(checker);
          stream.resume();
        });
      });
      bb.on("field", (name, value) => (fields[name] = value));
      bb.on("error", () => reject(badRequest(m.fileRequired, { file: m.fileRequired })));
      bb.on("close", resolve);
      req.pipe(bb);
    });
    if (!written) throw badRequest(m.fileRequired, { file: m.fileRequired });
    await written;
    if (truncated) throw tooLarge();
    // The name is only shown and logged: control characters (a NUL no column can store) are dropped.
    const name = [...filename].filter((c) => c >= " " && c !== "\u007f").join("").trim().slice(0, 200);
    return { path, filename: name, fields, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** The separator the header line uses most: comma or semicolon (Excel's in many locales). */
async function sniffDelimiter(path: string): Promise<"," | ";"> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead).toString("utf8");
    let commas = 0;
    let semicolons = 0;
    let quoted = false;
    for (const c of head) {
      if (c === '"') quoted = !quoted;
      else if (!quoted && (c === "\n" || c === "\r")) break;
      else if (!quoted && c === ",") commas++;
      else if (!quoted && c === ";") semicolons++;
    }
    return semicolons > commas ? ";" : ",";
  } finally {
    await file.close();
  }
}

export interface CsvFile {
  delimiter: "," | ";";
  headers: string[];
  /** The rows under the header, each with its number as a spreadsheet shows it (header = 1). */
  rows: AsyncGenerator<{ row: number; cells: string[] }>;
}

/** Opens the file for reading row by row; a file csv-parse cannot read is a 400 naming the reason. */
export async function openCsv(path: string): Promise<CsvFile> {
  const delimiter = await sniffDelimiter(path);
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }),
  );
  const iterator: AsyncIterator<string[]> = parser[Symbol.asyncIterator]();
  const next = async (): Promise<string[] | undefined> => {
    try {
      const result = await iterator.next();
      return result.done ? undefined : result.value;
    } catch (error) {
      parser.destroy();
      const reason = error instanceof Error ? error.message.replace(/^Invalid \w+:? ?/, "") : "unknown error";
      throw badRequest(m.notCsv(reason), { file: m.notCsv(reason) });
    }
  };
  const header = await next();
  if (!header) throw badRequest(m.empty, { file: m.empty });
  if (header.length > IMPORT_MAX_COLUMNS) {
    parser.destroy();
    throw badRequest(m.tooManyColumns, { file: m.tooManyColumns });
  }
  async function* rows() {
    let row = 1;
    try {
      for (let cells = await next(); cells; cells = await next()) yield { row: ++row, cells };
    } finally {
      parser.destroy();
    }
  }
  return { delimiter, headers: header.map((h) => h.trim()), rows: rows() };
}
