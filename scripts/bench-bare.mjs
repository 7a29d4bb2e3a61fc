#!/usr/bin/env node
// The baseline of `npm run bench`: bare Express serving given bytes from memory, and (with
// DATABASE_URL) a bare node-postgres insert per POST /leads into `bench_leads`, a copy of the
// leads table. Reads its pages from BARE_PAGES (a JSON file: [{ path, type, file, encoding? }]); with
// BARE_STATIC, serves that folder's files too (for `npm run bench:lighthouse`).
import express from "express";
import fs from "node:fs";
import pg from "pg";

const port = Number(process.env.PORT);
const pages = JSON.parse(fs.readFileSync(process.env.BARE_PAGES, "utf8"));
const app = express();
app.disable("x-powered-by");
for (const page of pages) {
  const body = fs.readFileSync(page.file);
  app.get(page.path, (_req, res) => {
    // A page given compressed (BENCH_ENCODING) goes out as it is, with its encoding named.
    if (page.encoding) res.set("Content-Encoding", page.encoding);
    res.type(page.type).send(body);
  });
}
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.post("/leads", express.json(), async (req, res) => {
    const b = req.body;
    const { rows } = await pool.query(
      "insert into bench_leads (first_name, last_name, email, phone, service_type, message) values ($1, $2, $3, $4, $5, $6) returning *",
      [b.firstName, b.lastName, b.email, b.phone, b.serviceType ?? "", b.message ?? null],
    );
    res.status(201).json(rows[0]);
  });
}
// Lighthouse's baseline also needs the pages' stylesheet, images and fonts.
if (process.env.BARE_STATIC) app.use(express.static(process.env.BARE_STATIC));
app.get("/readyz", (_req, res) => void res.json({ status: "ready" }));
app.listen(port, "127.0.0.1");
