/**
 * Pages kept by the render cache and GET /api/services are answered before the rest of the
 * middleware (server/app.ts). What that answer must still carry: every security header, with
 * the page's policy naming its inline scripts by hash, the request id (header and log line), Cache-Control / ETag / Vary, 304 on a
 * matching validator, the compressed copies, and its metrics under the route pattern. Signed-in
 * visitors and requests with a query never take the short way. And a write to the API skips the
 * compression wrapper, while what the API reads out is still compressed.
 */
import http from "node:http";
import { Writable } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY } from "../../server/app";
import { createLogger } from "../../server/logger";
import { testimonials } from "../../server/db/schema";
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "../../server/render-cache/handler";
import { inlineScripts, scriptSources, sha256Source } from "../helpers/csp";
import { driver, startTestServer, type TestServer, TEST_METRICS_TOKEN } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

const TOKEN = TEST_METRICS_TOKEN;
const lines: Array<Record<string, unknown>> = [];
let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  server = await startTestServer({ pages: true, logger: createLogger("info", sink), env: { METRICS_TOKEN: TOKEN } });
  admin = await signInAsAdmin(server);
});
afterAll(async () => server?.cleanup());

const waitForLine = async (match: (line: Record<string, unknown>) => boolean) => {
  for (let i = 0; i < 100; i += 1) {
    const found = lines.find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("log line not written");
};

/** The security headers of a response, a nonce masked. */
const securityHeaders = (res: Response) => {
  const names = [
    "content-security-policy", "cross-origin-opener-policy", "cross-origin-resource-policy", "origin-agent-cluster",
    "referrer-policy", "x-content-type-options", "x-dns-prefetch-control", "x-download-options", "x-frame-options",
    "x-permitted-cross-domain-policies", "x-xss-protection", "permissions-policy", "strict-transport-security",
  ];
  return Object.fromEntries(names.map((n) => [n, res.headers.get(n)?.replace(/'nonce-[^']+'/, "'nonce-N'") ?? null]));
};

const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, server.url), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });

describe(`pages answered from memory (${driver})`, () => {
  it("carry the same security headers as a page rendered through the whole stack, its scripts named by hash", async () => {
    const first = await server.request("/reviews");
    expect(first.headers.get("x-render-cache")).toBe("miss");
    const rendered = await first.text();
    const second = await server.request("/reviews");
    expect(second.headers.get("x-render-cache")).toBe("hit");
    const html = await second.text();
    expect(securityHeaders(second)).toEqual(securityHeaders(first));
    expect(second.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(second.headers.get("x-powered-by")).toBeNull();
    const sources = scriptSources(second.headers.get("content-security-policy") ?? "");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(sources).toContain(sha256Source(script.text));
    expect(html).toBe(rendered);
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
  });

  it("answer 304 to a matching validator, with no policy for the kept copy and no body", async () => {
    const first = await server.request("/gallery");
    await first.text();
    const etag = first.headers.get("etag")!;
    const res = await raw("/gallery", { "If-None-Match": etag, "Accept-Encoding": "gzip" });
    expect(res.status).toBe(304);
    expect(res.headers["x-render-cache"]).toBe("hit");
    expect(res.headers.etag).toBe(etag);
    expect(res.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]+$/);
    expect(res.body.length).toBe(0);
  });

  it("come compressed when asked (brotli first), and plain otherwise, with the right length", async () => {
    await (await server.request("/heat-pump-education")).text();
    const br = await raw("/heat-pump-education", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["x-render-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const gz = await raw("/heat-pump-education", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    const plain = await raw("/heat-pump-education", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    // One render, the same bytes in every encoding: nothing in the page is a response's own.
    const plainText = plain.body.toString();
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plainText);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plainText);
    expect(br.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
  });

  it("log one line with the request id, and send the id back", async () => {
    await (await server.request("/services")).text();
    const res = await server.request("/services", { headers: { "X-Request-Id": "fast-lane-page-1" } });
    expect(res.headers.get("x-render-cache")).toBe("hit");
    expect(res.headers.get("x-request-id")).toBe("fast-lane-page-1");
    await res.text();
    const line = await waitForLine((l) => l.reqId === "fast-lane-page-1");
    expect(line).toMatchObject({ msg: "request completed", req: { id: "fast-lane-page-1", method: "GET", url: "/services" }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe("number");
    const ours = await server.request("/services", { headers: { "X-Request-Id": "not a valid id!" } });
    expect(ours.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("are never what a signed-in visitor gets", async () => {
    await (await server.request("/about-us")).text();
    expect((await server.request("/about-us")).headers.get("x-render-cache")).toBe("hit");
    const res = await server.request("/about-us", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-render-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe(`GET /api/services from memory (${driver})`, () => {
  it("answers with its public policy, validator, compressed copies and 304", async () => {
    const res = await server.request("/api/services", { headers: { "X-Request-Id": "fast-lane-services-1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("x-request-id")).toBe("fast-lane-services-1");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    const list = (await res.json()) as Array<{ slug: string }>;
    expect(list.length).toBeGreaterThan(3);
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);

    const br = await raw("/api/services", { "Accept-Encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(list);
    const gz = await raw("/api/services", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(list);

    const again = await raw("/api/services", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // With a query it goes the whole way round, to the same answer.
    const viaApi = await server.request("/api/services?x=1");
    expect(viaApi.headers.get("etag")).toBe(etag);
    expect(await viaApi.json()).toEqual(list);

    const line = await waitForLine((l) => l.reqId === "fast-lane-services-1");
    expect(line).toMatchObject({ msg: "request completed", req: { url: "/api/services" }, res: { statusCode: 200 } });
  });

  it("is counted under its route pattern, as are the pages answered from memory", async () => {
    const scrape = await server.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    const text = await scrape.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/services",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/reviews",status="200"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/gallery",status="304"\} 1/);
    expect(text).not.toContain("x=1");
  });
});

describe(`the API's compression (${driver})`, () => {
  it("compresses what the API reads out, and leaves a write's short answer unwrapped", async () => {
    await server.ctx.db.insert(testimonials).values(
      Array.from({ length: 6 }, (_, i) => ({
        customerName: `Reviewer ${i + 1}`,
        customerLocation: "Essex, VT",
        rating: 5,
        content: `The crew replaced our oil boiler with a cold-climate heat pump. ${"Careful, tidy and on time. ".repeat(8)}`,
        serviceType: "Heat Pumps",
        isApproved: true,
      })),
    );
    const list = await raw("/api/testimonials", { "Accept-Encoding": "gzip" });
    expect(list.status).toBe(200);
    expect(list.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(list.body).toString()).length).toBeGreaterThan(0);

    const lead = await server.request("/api/leads", {
      method: "POST",
      headers: { "Accept-Encoding": "gzip, br" },
      json: { firstName: "Ada", lastName: "Plain", email: "ada.plain@example.com", phone: "802-555-0150", serviceType: "Heat Pumps" },
    });
    expect(lead.status).toBe(201);
    expect(lead.headers.get("content-encoding")).toBeNull();
    expect(lead.headers.get("vary") ?? "").not.toMatch(/accept-encoding/i);
    expect(((await lead.json()) as { lastName: string }).lastName).toBe("Plain");
  });
});
