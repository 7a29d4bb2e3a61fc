/**
 * A content type's fields as plain data for the back office's editor: walked once from the zod
 * schema (labels and kinds from `fieldInfo`), so the browser needs no schema to draw the form.
 */
import type { z } from "zod";
import { fieldInfo, type FieldKind } from "./fields";

export interface FieldNode {
  /** The property name (empty for a list's item). */
  key: string;
  kind: FieldKind;
  label: string;
  help?: string;
  /** An empty value is refused. */
  required: boolean;
  max?: number;
  /** A group's fields. */
  fields?: FieldNode[];
  /** A list's item, and the value a new item starts with. */
  item?: FieldNode;
  empty?: unknown;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The value of a field with nothing in it: "" texts, [] lists, null cents, false toggles, blank images. */
export function emptyOf(schema: z.ZodType): unknown {
  switch (fieldInfo(schema)?.kind) {
    case "text":
    case "textarea":
    case "markdown":
    case "link":
      return "";
    case "image":
      return { src: "", alt: "" };
    case "cents":
      return null;
    case "toggle":
      return false;
    case "list":
      return [];
    default:
      break;
  }
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, child]) => [key, emptyOf(child)]));
    case "array":
      return [];
    case "string":
      return "";
    case "boolean":
      return false;
    case "default":
    case "pipe":
      return def.innerType ? emptyOf(def.innerType) : null;
    default:
      return null;
  }
}

/** One field (or a whole type's object, as a group) as the editor draws it. */
export function describeField(schema: z.ZodType, key = "", fallbackLabel = key): FieldNode {
  const info = fieldInfo(schema);
  const def = defOf(schema);
  const kind: FieldKind = info?.kind ?? (def.type === "object" ? "group" : def.type === "array" ? "list" : def.type === "boolean" ? "toggle" : "text");
  const maxLength = (schema as unknown as { maxLength?: number | null }).maxLength;
  const node: FieldNode = {
    key,
    kind,
    label: info?.label ?? fallbackLabel,
    required: kind !== "group" && kind !== "list" && kind !== "toggle" && !schema.safeParse(emptyOf(schema)).success,
  };
  if (info?.help) node.help = info.help;
  if (typeof maxLength === "number") node.max = maxLength;
  if (kind === "group" && def.shape) node.fields = Object.entries(def.shape).map(([k, child]) => describeField(child, k));
  if (kind === "list" && def.element) {
    node.item = describeField(def.element, "", info?.label ?? key);
    node.empty = emptyOf(def.element);
  }
  return node;
}
