/** /blog/rss.xml: RSS 2.0 of published posts (server/blog/rss.ts). */
import { renderRss } from "~/data/blog.server";
import type { Route } from "./+types/blog-rss";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await renderRss(context.app.db, context.app.config.publicUrl);
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
