/**
 * Reading a page's Content-Security-Policy against its inline scripts, as a browser does: the
 * scripts found by an HTML parser, each allowed by its nonce or by the SHA-256 of its text.
 */
import { Parser } from "htmlparser2";
import { createHash } from "node:crypto";

export interface InlineScript {
  attributes: Record<string, string>;
  text: string;
}

/** The inline scripts of `html` that a policy governs (JSON-LD data blocks left out). */
export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  let current: InlineScript | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = attributes.type ?? "";
        current = name === "script" && attributes.src === undefined && type !== "application/ld+json" ? { attributes, text: "" } : undefined;
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === "script" && current) found.push(current);
        current = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}

/** The script-src sources of a policy. */
export function scriptSources(policy: string): string[] {
  const directive = policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
