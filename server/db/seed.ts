/**
 * Seeds the site's own content on first start: each table is filled only while it is empty, so
 * a restart never duplicates rows nor brings back what staff deleted.
 */
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import type { Db } from "./client";
import { blogCategories, emailTemplates, services } from "./schema";
import { seedCategories, seedEmailTemplates, seedServices } from "./seed-data";

export async function seedDatabase(ctx: Pick<AppContext, "db" | "logger">): Promise<void> {
  const { db } = ctx;
  const inserted = await db.transaction(async (tx) => {
    const empty = async (table: PgTable) => ((await (tx as unknown as Db).select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
    if (!(await empty(services)) && !(await empty(blogCategories)) && !(await empty(emailTemplates))) return 0;
    const s = !(await empty(services)) ? [] : await tx
      .insert(services)
      .values(seedServices.map((s) => ({ ...s })))
      .onConflictDoNothing({ target: services.slug })
      .returning({ id: services.id });
    const c = !(await empty(blogCategories)) ? [] : await tx
      .insert(blogCategories)
      .values(seedCategories.map((c) => ({ ...c })))
      .onConflictDoNothing()
      .returning({ id: blogCategories.id });
    const t = !(await empty(emailTemplates)) ? [] : await tx
      .insert(emailTemplates)
      .values(seedEmailTemplates.map((t) => ({ ...t, variables: [...t.variables] })))
      .onConflictDoNothing({ target: emailTemplates.name })
      .returning({ id: emailTemplates.id });
    return s.length + c.length + t.length;
  });
  if (inserted > 0) ctx.logger.info({ rows: inserted }, "seeded starting content");
}
