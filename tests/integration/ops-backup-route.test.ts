/**
 * The operator's backup route writes into DATA_DIR/backups and nowhere else, is left out of the
 * API reference, never writes through a file planted at its working name, and the PostgreSQL
 * tools get the password from the environment rather than their command line.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionEnv } from "../../server/ops/backup";
import { startTestServer, TEST_ADMIN_KEY } from "../helpers/server";

describe("POST /api/ops/backup", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const backup = (json: unknown) =>
    server.request("/api/ops/backup", { method: "POST", json, headers: { Authorization: `Bearer ${TEST_ADMIN_KEY}` } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.cleanup());

  it("refuses a path, and writes only into the backups folder", async () => {
    const elsewhere = path.join(server.dataDir, "elsewhere.tar.gz");
    for (const json of [{ file: elsewhere }, { name: "../elsewhere.tar.gz" }, { name: "/tmp/x.tar.gz" }, { name: "backup.txt" }]) {
      expect((await backup(json)).status, JSON.stringify(json)).toBe(400);
    }
    expect(fs.existsSync(elsewhere)).toBe(false);

    const made = await backup({ name: "nightly.tar.gz" });
    expect(made.status).toBe(201);
    expect(((await made.json()) as { file: string }).file).toBe(path.join(server.dataDir, "backups", "nightly.tar.gz"));
  }, 60_000);

  it("never writes through a symlink planted at the working name", async () => {
    const victim = path.join(server.dataDir, "victim.txt");
    fs.writeFileSync(victim, "keep me");
    fs.mkdirSync(path.join(server.dataDir, "backups"), { recursive: true });
    fs.symlinkSync(victim, path.join(server.dataDir, "backups", "planted.tar.gz.partial"));
    expect((await backup({ name: "planted.tar.gz" })).status).toBe(201);
    expect(fs.readFileSync(victim, "utf8")).toBe("keep me");
  }, 60_000);

  it("is not in the API reference", async () => {
    const doc = (await (await server.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.includes("/ops/"))).toBe(false);
  });
});

describe("the PostgreSQL tools' connection", () => {
  it("goes through libpq's environment, so the password never shows in ps", () => {
    expect(connectionEnv("postgres://site:s%40cret@db.internal:5433/hvac?sslmode=require")).toEqual({
      PGHOST: "db.internal",
      PGPORT: "5433",
      PGUSER: "site",
      PGPASSWORD: "s@cret",
      PGDATABASE: "hvac",
      PGSSLMODE: "require",
    });
  });
});
