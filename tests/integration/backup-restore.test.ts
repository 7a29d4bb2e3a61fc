/**
 * The backup drill, on the embedded database and on PostgreSQL: leads, a post with an uploaded
 * image and a staff account; `npm run backup` (on the embedded database, while the site runs:
 * the running server makes it); wipe the data; `npm run restore FILE` into the stopped site;
 * start again: the same leads, the image served, the same admin signs in with the same password
 * and the session cookie from before the backup is still valid.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { runOps } from "../helpers/ops";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, driver, freePort, startTestServer, TEST_ADMIN_KEY } from "../helpers/server";
import { cookiesFrom, sessionFrom, uniqueEmail } from "../helpers/session";

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});


const PASSWORD = "a long and memorable passphrase";

describe(`backup and restore drill (${driver})`, () => {
  it("brings back leads, a post's uploaded image, staff accounts, passwords and sessions", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-drill-"));
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-drill-out-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }), () => fs.rmSync(backups, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      cleanups.push(created.drop);
    }
    const port = String(await freePort());
    // No ADMIN_KEY / SESSION_SECRET given: generated into DATA_DIR/secrets.json, which the backup keeps.
    const env = { PORT: port, PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, ADMIN_KEY: undefined, SESSION_SECRET: undefined, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const start = () => startTestServer({ dataDir, databaseUrl, env });
    const opsEnv = { PORT: port, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

    let server = await start();
    const { adminKey } = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { adminKey: string };
    const email = uniqueEmail("owner");
    const created = await server.request("/api/auth/create-admin", { method: "POST", json: { email, password: PASSWORD, adminKey } });
    expect(created.status).toBe(201);
    const login = await server.request("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
    const admin = sessionFrom(server, cookiesFrom(login), ((await login.json()) as { user: { id: string; email: string; name: string; role: string } }).user);

    const leadNames: string[] = [];
    for (const name of ["Ada", "Grace", "Edsger"]) {
      const res = await server.request("/api/leads", {
        method: "POST",
        json: { firstName: name, lastName: "Drill", email: `${name.toLowerCase()}@example.com`, phone: "(802) 555-0199", serviceType: "Heat Pump", message: "A quote, please.", pagePath: "/contact" },
      });
      expect(res.status).toBe(201);
      leadNames.push(name);
    }
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 30 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(image)]), "boiler.jpg");
    form.append("alt", "A new boiler in a basement");
    const upload = await server.request("/api/media", { method: "POST", body: form, headers: admin.headers });
    expect(upload.status).toBe(201);
    const media = (await upload.json()) as { id: string; image: { src: string } };
    const post = await server.request("/api/blog", {
      method: "POST",
      json: { title: "Our new boiler", content: "Installed today.", featuredImageId: media.id, featuredImageAlt: "A new boiler" },
      headers: admin.headers,
    });
    expect(post.status).toBe(201);
    const invite = await server.request("/api/admin/users/invitations", { method: "POST", headers: admin.headers, json: { email: uniqueEmail("editor"), role: "editor" } });
    expect(invite.status).toBe(201);
    const staffBefore = (await (await server.request("/api/admin/users", { headers: admin.headers })).json()) as unknown[];
    const leadsBefore = await (await server.request("/api/leads?limit=50", { headers: admin.headers })).json();

    // The nightly backup, with the site running.
    const made = await runOps(["backup", "--out", backups], opsEnv);
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    const archive = path.join(backups, fs.readdirSync(backups).find((f) => f.endsWith(".tar.gz"))!);
    expect(made.stdout).toContain(`Backup written: ${archive}`);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    // The setup checks show it.
    const setup = (await (await server.request("/api/admin/setup", { headers: admin.headers })).json()) as { checks: Array<{ id: string; verdict: string; detail: string }> };
    const backupCheck = setup.checks.find((c) => c.id === "backup")!;
    expect(backupCheck.verdict).toBe("ok");
    // Through a running embedded database the server writes it into its own backups folder (and
    // the command copies it to --out); on PostgreSQL the command writes it itself.
    expect(backupCheck.detail).toContain(path.basename(archive));

    // A restore while the site runs is refused, on either database, and changes nothing.
    const tooSoon = await runOps(["restore", archive], opsEnv);
    expect(tooSoon.code).toBe(1);
    expect(tooSoon.stderr).toMatch(databaseUrl ? /The site is running on this database: stop every instance/ : /may be in use/);
    expect(await (await server.request("/api/leads?limit=50", { headers: admin.headers })).json()).toEqual(leadsBefore);

    // Disaster: the site stops and its data is gone.
    await server.close();
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    if (databaseUrl) {
      const pg = await import("pg");
      const client = new pg.default.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query("drop schema public cascade; create schema public; drop schema if exists drizzle cascade;");
      await client.end();
    }

    const restored = await runOps(["restore", archive], opsEnv);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of /);

    server = await start();
    cleanups.push(() => server.close());
    // The session from before the backup is still valid: same secret, same session row.
    const me = await server.request("/api/auth/me", { headers: admin.headers });
    expect(me.status).toBe(200);
    expect(await (await server.request("/api/leads?limit=50", { headers: admin.headers })).json()).toEqual(leadsBefore);
    expect(JSON.stringify(leadsBefore)).toContain("Edsger");
    expect(await (await server.request("/api/admin/users", { headers: admin.headers })).json()).toEqual(staffBefore);
    const served = await server.request(media.image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const again = await server.request("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
    expect(again.status).toBe(200);
    // The admin key is the one from before: secrets.json came back.
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"))).toMatchObject({ adminKey });
  }, 180_000);

  it("refuses a file that is not a backup, and one that does not exist, in one line", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hvac-drill-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const bogus = path.join(dataDir, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not an archive");
    const wrong = await runOps(["restore", bogus], { DATA_DIR: dataDir, ADMIN_KEY: TEST_ADMIN_KEY });
    expect(wrong.code).toBe(1);
    const missing = await runOps(["restore", path.join(dataDir, "nope.tar.gz")], { DATA_DIR: dataDir });
    expect(missing).toMatchObject({ code: 1, stderr: `No such backup file: ${path.join(dataDir, "nope.tar.gz")}\n` });
  }, 60_000);
});
