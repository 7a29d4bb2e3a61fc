/**
 * Existing accounts are named by the migration from their e-mail; a new account without a name
 * gets the same from `defaultStaffName`. The migration's own UPDATE statements are run on PGlite
 * and must agree with the function.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { defaultStaffName } from "@common/staff-names";

const migration = fs
  .readdirSync(path.resolve("drizzle"))
  .map((f) => path.resolve("drizzle", f))
  .find((f) => f.endsWith(".sql") && fs.readFileSync(f, "utf8").includes('ADD COLUMN "name" text;'))!;

const emails = ["john.smith@gmail.com", "jsmith@gmail.com", "mary-ann_o.brien@x.org", "BOB+alerts@x.com", "a@x.com", "x2y@z.com", "-._@odd.example"];

describe("a staff member's default name", () => {
  it("reads the e-mail's local part as words", () => {
    expect(defaultStaffName("john.smith@gmail.com")).toBe("John Smith");
    expect(defaultStaffName("jsmith@gmail.com")).toBe("Jsmith");
    expect(defaultStaffName("BOB+alerts@x.com")).toBe("Bob Alerts");
  });

  it("is what the migration gives existing accounts", async () => {
    const db = new PGlite();
    await db.exec(`create table "users" ("email" text not null, "name" text)`);
    for (const email of emails) await db.query(`insert into "users" ("email") values ($1)`, [email]);
    const updates = fs
      .readFileSync(migration, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => s.startsWith('UPDATE "users"'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.exec(statement);
    const { rows } = await db.query<{ email: string; name: string }>(`select "email", "name" from "users"`);
    for (const row of rows) expect(row.name, row.email).toBe(defaultStaffName(row.email));
    await db.close();
    // Starting PGlite takes seconds on a busy machine.
  }, 60_000);
});
