/** Blog content rules: slugs, comma lists, reading time, the markdown renderer's sanitiser, and what a failed campaign Run says. */
import { describe, expect, it } from "vitest";
import { plainText, renderPostBody } from "../../server/blog/markdown";
import { readingTimeMinutes, slugify, splitList } from "@common/schemas/blog";
import { runFailureNotice } from "~/features/blog/campaigns-tab";
import { ApiError } from "~/lib/api";
import * as staffMessages from "@common/staff-messages";

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

  it("titles a failed campaign Run: AI failures are the spec's \"Generation failed\", 409 refusals their own", () => {
    const m = staffMessages.blog;
    const api = (status: number, message?: string) => new ApiError(status, message === undefined ? "<html>Bad Gateway</html>" : JSON.stringify({ message }));
    expect(runFailureNotice(api(503, m.aiNotConfigured))).toEqual({ title: m.generationFailedTitle, description: m.aiNotConfigured });
    expect(runFailureNotice(api(504, m.aiTimeout))).toEqual({ title: m.generationFailedTitle, description: m.aiTimeout });
    expect(runFailureNotice(api(502, m.aiProviderError))).toEqual({ title: m.generationFailedTitle, description: m.aiProviderError });
    // A proxy's page is no message: the spec's own words instead.
    expect(runFailureNotice(api(502))).toEqual({ title: m.generationFailedTitle, description: m.generationFailed });
    expect(runFailureNotice(api(409, m.campaignInactive))).toEqual({ title: m.campaignRunBlockedTitle, description: m.campaignInactive });
    expect(runFailureNotice(api(409, m.campaignTargetReached))).toEqual({ title: m.campaignRunBlockedTitle, description: m.campaignTargetReached });
    expect(runFailureNotice(api(404, m.campaignNotFound))).toEqual({ title: m.campaignRunFailed, description: m.campaignNotFound });
    expect(m.campaignRunBlockedTitle).not.toBe(m.campaignRunFailed);
  });
});
