import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferBootstrapScript, paintFirstScripts } from "../../app/lib/paint-first-scripts.server";

async function run(parts: Array<string | Buffer>): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : p))).pipe(paintFirstScripts());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

// The shape React Router 7's <Scripts /> writes (route discovery on, so no manifest import).
const bootstrap = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const head =
  '<!DOCTYPE html><html><head><title>Café – Jericho</title><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-A.js" nonce="n1"/></head>';
const content = "<body><h1>Heat pumps</h1><p>Text mentioning &lt;script type=&quot;module&quot;&gt; and <link rel=\"modulepreload\"></p>";
const scripts = `<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${bootstrap}</script>`;
const tail = '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

describe("deferBootstrapScript", () => {
  it("waits for the first paint, preloads the modules, then imports the routes in order and starts hydration", () => {
    const out = deferBootstrapScript(bootstrap, ["/assets/entry.client-C.js", "/assets/root-A.js"]);
    expect(out).not.toBeNull();
    const lines = out!.split("\n");
    expect(lines[0]).toContain("requestAnimationFrame");
    expect(lines[0]).toMatch(/^await new Promise/);
    expect(lines[1]).toContain('["/assets/entry.client-C.js","/assets/root-A.js"]');
    expect(out).not.toMatch(/^import \*/m);
    const root = out!.indexOf('const route0 = await import("/assets/root-A.js");');
    const home = out!.indexOf('const route1 = await import("/assets/home-B.js");');
    const entry = out!.indexOf('import("/assets/entry.client-C.js");', home);
    expect(root).toBeGreaterThan(0);
    expect(home).toBeGreaterThan(root);
    expect(entry).toBeGreaterThan(home);
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  });

  it("evaluates the preloaded modules one per task before the routes, and the entry last", () => {
    const out = deferBootstrapScript(bootstrap, ["/assets/entry.client-C.js", "/assets/vendor-V.js", "/assets/root-A.js"])!;
    const stepwise = out.split("\n").find((line) => line.startsWith("for (const href of") && line.includes("await import(href)"));
    // Every module but the entry, in the order React Router listed them, each followed by a yield.
    expect(stepwise).toContain('["/assets/vendor-V.js","/assets/root-A.js"]');
    expect(stepwise).toMatch(/await import\(href\); await \(globalThis\.scheduler\?\.yield/);
    expect(out.indexOf(stepwise!)).toBeLessThan(out.indexOf('const route0 = await import("/assets/root-A.js");'));
    expect(out.lastIndexOf('import("/assets/entry.client-C.js");')).toBeGreaterThan(out.indexOf('const route1 = await import("/assets/home-B.js");'));
    // Nothing to evaluate ahead: no loop at all.
    expect(deferBootstrapScript(bootstrap, ["/assets/entry.client-C.js"])).not.toContain("await import(href)");
  });

  it("rewrites a bare manifest import too", () => {
    const out = deferBootstrapScript(`import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-A.js";\nimport("/e.js");`, []);
    expect(out).toContain('await import("/assets/manifest-1.js");');
    expect(out).not.toContain("modulepreload");
  });

  it("refuses a script it does not recognise", () => {
    expect(deferBootstrapScript(`import { a } from "/x.js";\nimport * as route0 from "/r.js";`, [])).toBeNull();
    expect(deferBootstrapScript("console.log(1)", [])).toBeNull();
  });
});

describe("paintFirstScripts", () => {
  it("moves the modulepreloads out of the head and defers the bootstrap, leaving everything else as it was", async () => {
    const html = await run([head, content, scripts, tail]);
    const [outHead, outBody] = html.split("</head>");
    expect(outHead).not.toContain("modulepreload");
    expect(outHead).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(outHead).toContain("Café – Jericho");
    expect(outBody.startsWith(content)).toBe(true);
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">await new Promise');
    expect(html).toContain('["/assets/entry.client-C.js","/assets/root-A.js"]');
    expect(html).toContain('const route1 = await import("/assets/home-B.js");');
    expect(html.endsWith(`</script>${tail}`)).toBe(true);
  });

  it("gives the same document whatever the chunk boundaries, multi-byte characters included", async () => {
    const whole = Buffer.from(head + content + scripts + tail, "utf8");
    const expected = await run([whole]);
    for (const size of [1, 3, 7, 64, 500]) {
      const parts: Buffer[] = [];
      for (let i = 0; i < whole.length; i += size) parts.push(whole.subarray(i, i + size));
      expect(await run(parts), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it("passes through a document it cannot place", async () => {
    expect(await run(["<p>partial", " document</p>"])).toBe("<p>partial document</p>");
    const unknown = `${head}<body><script type="module">import { x } from "/x.js";</script></body></html>`;
    const out = await run([unknown]);
    expect(out).toContain('<script type="module">import { x } from "/x.js";</script>');
  });
});
