/**
 * Vitest global setup for the integration projects: the schema is migrated once per run into a
 * template, and every test server starts from a copy of it (tests/helpers/server.ts). Migrating
 * a fresh database took most of a test file's start (PGlite's initdb plus every migration, for
 * each of about a hundred servers per project); a copy of the migrated files, or PostgreSQL's
 * `CREATE DATABASE ... TEMPLATE`, gives the same empty, migrated database in a fraction of it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (its `pglite` folder is copied for each test server). */
    pgliteTemplate: string;
    /** The name of a migrated PostgreSQL database to create each test database from. */
    postgresTemplate: string;
  }
}

/** Where copies are made: memory-backed when the machine has it, as the in-memory database was. */
export const scratchRoot = fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const name = `test_template_${randomBytes(6).toString("hex")}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
    await (await openDatabase({ databaseUrl: url.toString() })).close();
    project.provide("postgresTemplate", name);
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(scratchRoot, "hvac-template-"));
  await (await openDatabase({ dataDir: dir })).close();
  project.provide("pgliteTemplate", dir);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
