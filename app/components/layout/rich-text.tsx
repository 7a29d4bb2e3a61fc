/**
 * A page's Markdown field, as the server rendered and sanitized it (server/content/markdown.ts,
 * the blog's renderer). Nothing at all when the field is empty.
 */
import { cn } from "~/lib/utils";

export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={cn("space-y-4 [&_a]:underline", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
