/**
 * Reading a form the browser sent itself (application/x-www-form-urlencoded). Whatever arrives,
 * the page answers with a clear message rather than an error screen: a body of another type, one
 * larger than any of these forms can be, a field the form does not have, a field sent twice or a
 * NUL character. Nothing here is stored or logged.
 */
import { messages } from "~/shared/messages";

const m = messages.auth;

/** Far above the largest staff form (a 1024-character password twice, a token, an e-mail). */
export const NATIVE_FORM_LIMIT = 16 * 1024;

export type NativeForm =
  | { ok: true; values: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; message: string };

async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** The fields of a native form post, only those in `allowed`, each once. */
export async function readNativeForm(request: Request, allowed: readonly string[]): Promise<NativeForm> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return { ok: false, status: 415, message: m.formMalformed };
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > NATIVE_FORM_LIMIT) return { ok: false, status: 413, message: m.formTooLarge };
  let text: string | null;
  try {
    text = await readLimited(request, NATIVE_FORM_LIMIT);
  } catch {
    return { ok: false, status: 400, message: m.formMalformed };
  }
  if (text === null) return { ok: false, status: 413, message: m.formTooLarge };
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(text)) {
    if (!allowed.includes(name)) return { ok: false, status: 400, message: m.formUnknownField };
    if (name in values || value.includes("\0")) return { ok: false, status: 400, message: m.formMalformed };
    values[name] = value;
  }
  return { ok: true, values: { ...values } };
}
