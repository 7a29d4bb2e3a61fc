/**
 * Small helpers pages use to show content values. Kept free of zod and of the field definitions,
 * so a page's script can use them without carrying the schemas.
 */

/** A comma-separated keywords line as a list, empty entries dropped. */
export function keywordList(line: string | undefined): string[] {
  return (line ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Puts the business name (Settings) where the owner wrote {name}. */
export function withName(text: string, name: string): string {
  return text.replaceAll("{name}", name);
}
