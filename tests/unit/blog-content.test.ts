/** Blog content rules: slugs, comma lists, reading time, and the markdown renderer's sanitiser. */
import { describe, expect, it } from "vitest";
import { plainText, renderPostBody } from "../../server/blog/markdown";
import { readingTimeMinutes, slugify, splitList } from "~/shared/schemas/blog";

describe("blog content", () => {
  it("derives strict lower-case slugs", () => {
    expect(slugify("Heat Pumps & Rebates: Vermont 2025!")).toBe("heat-pumps-and-rebates-vermont-2025");
    expect(slugify("  Café  Crème  ")).toBe("cafe-creme");
    expect(slugify("What's a BTU?")).toBe("whats-a-btu");
    expect(slugify("!!!")).toBe("");
  });

  it("splits comma lists: trimmed, empty dropped, duplicates once", () => {
    expect(splitList(" a, b,, c ,a")).toEqual(["a", "b", "c"]);
    expect(splitList(["x, y", " z "])).toEqual(["x", "y", "z"]);
    expect(splitList("")).toEqual([]);
  });

  it("computes reading time at 200 words a minute, at least 1, ignoring markup", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(Array(200).fill("word").join(" "))).toBe(1);
    expect(readingTimeMinutes(Array(201).fill("word").join(" "))).toBe(2);
    expect(readingTimeMinutes(`<div class="x">${Array(400).fill("w").join(" ")}</div>`)).toBe(2);
  });

  it("renders markdown with heading anchors and lazy images", () => {
    const html = renderPostBody("## Heat Pumps\n\n## Heat Pumps\n\n![A unit](https://example.com/a.png)\n\n[Call](tel:+18025550142)");
    expect(html).toContain('<h2 id="heat-pumps">Heat Pumps</h2>');
    expect(html).toContain('<h2 id="heat-pumps-2">Heat Pumps</h2>');
    expect(html).toMatch(/<img src="https:\/\/example.com\/a.png" alt="A unit" loading="lazy" decoding="async" \/>/);
    expect(html).toContain('href="tel:+18025550142"');
  });

  it.each([
    "<script>alert(1)</script>",
    '<img src="x" onerror="alert(1)">',
    "[x](javascript:alert(1))",
    '<a href=" javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<img src="data:image/png;base64,AAAA">',
    '<div onmouseover="alert(1)">hover</div>',
    '<style>*{display:none}</style>',
    '<h2 id="x" onclick="alert(1)">h</h2>',
    '<a href="vbscript:msgbox(1)">v</a>',
    "<details open ontoggle=alert(1)>",
    '<input autofocus onfocus="alert(1)">',
  ])("neutralises %s", (payload) => {
    const html = renderPostBody(payload);
    expect(html).not.toMatch(/<script|<iframe|<svg|<style|<input|<details/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  });

  it("gives plain text for excerpts", () => {
    expect(plainText("## Title\n\nSome **bold** & <em>text</em>")).toBe("Title Some bold & text");
  });
});
