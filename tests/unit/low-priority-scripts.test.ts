import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../../app/lib/low-priority-scripts.server";

async function run(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c, "utf8"))).pipe(lowPriorityModulePreloads());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

const head = '<!DOCTYPE html><html><head><title>Café – Jericho</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>';
const body = '<body><p>Text with <link rel="modulepreload" in it</p></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks every modulepreload in the head low priority and leaves the body alone", async () => {
    const html = await run([head, body]);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
    expect(html.endsWith(body)).toBe(true);
  });

  it("copes with </head> and multi-byte characters split across chunks", async () => {
    const whole = head + body;
    const bytes = Buffer.from(whole, "utf8");
    const cafe = bytes.indexOf(Buffer.from("é")) + 1; // inside the two-byte é
    const headEnd = bytes.indexOf(Buffer.from("</head>")) + 3; // inside </head>
    const parts = [bytes.subarray(0, cafe), bytes.subarray(cafe, headEnd), bytes.subarray(headEnd)];
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(parts).pipe(lowPriorityModulePreloads())) out.push(chunk as Buffer);
    const html = Buffer.concat(out).toString("utf8");
    expect(html).toContain("Café – Jericho");
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("passes a document without a head end through unchanged", async () => {
    expect(await run(["<p>partial", " document</p>"])).toBe("<p>partial document</p>");
  });
});
