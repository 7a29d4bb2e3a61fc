import { describe, expect, it } from "vitest";
import * as staffMessages from "@common/staff-messages";
import { contentProblem, fallbackPostHtml, MAX_NESTING, nestingDepth, plainText, renderPostBody } from "../../server/blog/markdown";

const deepQuote = ">".repeat(2000) + " hi";

describe("nestingDepth", () => {
  it("counts quote and list markers that open a line, and list indentation", () => {
    expect(nestingDepth("plain text\n\nmore")).toBe(0);
    expect(nestingDepth("> quoted\n> > twice")).toBe(2);
    expect(nestingDepth(">>> three")).toBe(3);
    expect(nestingDepth("- a\n  - b\n    - c")).toBe(3);
    expect(nestingDepth("1. one\n2) two")).toBe(1);
    expect(nestingDepth(deepQuote)).toBe(2000);
    expect(nestingDepth("> ".repeat(50) + "x")).toBe(50);
  });

  it("does not count markdown that only looks like markers mid-line, or emphasis", () => {
    expect(nestingDepth("a > b > c")).toBe(0);
    expect(nestingDepth("*emphasis* and **strong**")).toBe(0);
    expect(nestingDepth("-5 degrees outside")).toBe(0);
  });
});

describe("contentProblem", () => {
  it("accepts ordinary articles, nested a little", () => {
    expect(contentProblem("# Heat pumps\n\n> A quote\n> > inside a quote\n\n- one\n  - two\n\n**Bold** text")).toBeUndefined();
    expect(contentProblem("> ".repeat(MAX_NESTING) + "deep but fine")).toBeUndefined();
  });

  it("refuses nesting the renderer cannot handle, and input that crashes it", () => {
    expect(contentProblem(deepQuote)).toBe(staffMessages.blog.contentTooDeep);
    expect(contentProblem("> ".repeat(MAX_NESTING + 1) + "x")).toBe(staffMessages.blog.contentTooDeep);
    expect(contentProblem(Array.from({ length: 200 }, (_, i) => "  ".repeat(i) + "- x").join("\n"))).toBe(staffMessages.blog.contentTooDeep);
    // Not nesting at all, and still past marked's stack.
    expect(contentProblem("*".repeat(5000) + "x" + "*".repeat(5000))).toBe(staffMessages.blog.contentUnrenderable);
  });
});

describe("renderPostBody / plainText never throw", () => {
  it("shows a body the renderer fails on as escaped paragraphs, and reports the failure", () => {
    const failures: unknown[] = [];
    const html = renderPostBody(`${deepQuote}\n\n<script>alert(1)</script> second`, (e) => failures.push(e));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(RangeError);
    expect(html).toBe(fallbackPostHtml(`${deepQuote}\n\n<script>alert(1)</script> second`));
    expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt; second</p>");
    expect(html).not.toContain("<script");
  });

  it("gives an excerpt's plain text for a body the renderer fails on", () => {
    const failures: unknown[] = [];
    expect(plainText(`${deepQuote}\n\nSecond *paragraph*`, (e) => failures.push(e))).toBe("hi Second *paragraph*");
    expect(failures).toHaveLength(1);
  });

  it("renders ordinary markdown as before", () => {
    expect(renderPostBody("## Title\n\nText with [a link](https://example.com).", () => {
      throw new Error("must not fail");
    })).toBe('<h2 id="title">Title</h2>\n<p>Text with <a href="https://example.com" rel="nofollow noopener noreferrer">a link</a>.</p>\n');
  });
});
