/**
 * A content type's EMPTY value, as setup's "start from empty pages" leaves it: every text "",
 * every list [], images {src: "", alt: ""}, money null, switches off. Made by walking the type's
 * schema, so a field added later is covered too.
 */
import { z } from "@common/zod";

export function emptyValue(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, emptyValue(v)]));
  }
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodNullable) return null;
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodString) return "";
  throw new Error(`no empty value for a ${schema.constructor.name}`);
}

/** The value with every string of kind "markdown" (by `isMarkdown`) set to `text`. */
export function withMarkdown(schema: z.ZodType, value: unknown, text: string, isMarkdown: (s: z.ZodType) => boolean): unknown {
  if (isMarkdown(schema)) return text;
  if (schema instanceof z.ZodObject && value && typeof value === "object") {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape[k] ? withMarkdown(shape[k], v, text, isMarkdown) : v]));
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) return value.map((v: unknown) => withMarkdown(schema.element as z.ZodType, v, text, isMarkdown));
  return value;
}
