/**
 * The CSP hash sources of a rendered page's inline scripts, so a page kept for every visitor
 * needs no per-response nonce. The page is read with an HTML parser (htmlparser2), and each
 * hash is taken over the script's text exactly as it stands in the bytes, which is what the
 * browser hashes. Data blocks (JSON-LD) are not scripts a policy governs and are left out.
 */
import { Parser } from "htmlparser2";
import { createHash } from "node:crypto";

/** `'sha256-…'` of every inline script of `html`, in document order, each once. */
export function inlineScriptHashes(html: Buffer): string[] {
  const text = html.toString("utf8");
  const hashes = new Set<string>();
  let contentStart = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? "").trim().toLowerCase();
        const dataBlock = type.endsWith("json") && type !== "importmap";
        contentStart = name === "script" && attributes.src === undefined && !dataBlock ? parser.endIndex + 1 : -1;
      },
      onclosetag(name) {
        if (name !== "script" || contentStart < 0) return;
        const content = text.slice(contentStart, parser.startIndex);
        hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
        contentStart = -1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(text);
  return [...hashes];
}
