import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "~/components/forms/submit-button";

const render = (props: Parameters<typeof SubmitButton>[0]) => renderToStaticMarkup(createElement(SubmitButton, props));

describe("SubmitButton", () => {
  it("is a submit button that works from the server's HTML", () => {
    const html = render({ children: "Send" });
    expect(html).toMatch(/^<button type="submit"/);
    expect(html).not.toContain('disabled=""');
    expect(html).not.toContain('aria-disabled="');
    expect(html).not.toContain("animate-spin");
    expect(html).toContain(">Send</button>");
  });

  it("while sending: busy (aria-disabled, so it keeps focus), a spinner hidden from screen readers, and the pending label", () => {
    const html = render({ children: "Send", pending: true, pendingLabel: "Sending..." });
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('disabled=""');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*animate-spin|<svg[^>]*animate-spin[^>]*aria-hidden="true"/);
    expect(html).toContain("Sending...");
    expect(html).not.toContain(">Send<");
  });

  it("keeps its label while sending when no pending label is given", () => {
    const html = render({ children: "Save", pending: true });
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain("Save");
  });
});
