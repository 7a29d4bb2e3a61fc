/**
 * The client build's message inlining (scripts/inline-messages.mjs): each static read of the
 * catalogue becomes its text, aliases are followed only when every use is known, and anything it
 * cannot be sure of keeps reading the catalogue, so behaviour never changes.
 */
import { describe, expect, it } from "vitest";
import { inlineMessages } from "../../scripts/inline-messages.mjs";

const catalogue = {
  quote: { submit: "Get My Free Quote", labels: { name: "Name *" }, requestMessage: (s: string, p: string) => `Quote for ${s}: ${p}` },
  auth: { signIn: "Sign In", failed: "Login failed" },
};
const plugin = inlineMessages(catalogue) as unknown as {
  transform(this: object, code: string, id: string, options?: { ssr?: boolean }): { code: string } | null;
};
const run = (code: string, id = "/app/features/x.tsx", options = {}) => plugin.transform.call({}, code, id, options)?.code ?? code;
const header = 'import { messages } from "@common/messages";\n';

describe("inlineMessages", () => {
  it("writes texts, small objects and self-contained functions in place of catalogue reads", () => {
    const out = run(`${header}f(messages.quote.submit, messages.quote.labels, messages.quote.requestMessage("Heat Pumps", "802"));`);
    expect(out).toContain('f("Get My Free Quote", ({"name":"Name *"}), ((s, p) => `Quote for ${s}: ${p}`)("Heat Pumps", "802"));');
    expect(out.split("\n").slice(1).join("\n")).not.toMatch(/messages\./);
  });

  it("follows a const alias when every use is a known read, and empties its declaration", () => {
    const out = run(`${header}const m = messages.auth;\nexport const a = () => [m.signIn, m.failed];`);
    expect(out).toContain("const m = void 0;");
    expect(out).toContain('["Sign In", "Login failed"]');
  });

  it("keeps an alias that escapes (passed on whole), inlining only its known reads", () => {
    const out = run(`${header}const m = messages.auth;\nuse(m);\nf(m.signIn);`);
    expect(out).toContain("const m = messages.auth;");
    expect(out).toContain('f("Sign In")');
  });

  it("leaves computed keys, unknown names and other modules' `messages` alone", () => {
    const code = `${header}f(messages.quote.labels[key], messages.quote.missing);`;
    const out = run(code);
    expect(out).toContain('({"name":"Name *"})[key]');
    expect(out).toContain("messages.quote.missing");
    const other = 'import { messages } from "./other";\nf(messages.quote.submit);';
    expect(run(other)).toBe(other);
  });

  it("resolves relative imports of the catalogue and skips the server build", () => {
    const relative = 'import { messages } from "../messages";\nf(messages.auth.signIn);';
    expect(run(relative, "/work/common/schemas/auth.ts")).toContain('f("Sign In")');
    expect(run(`${header}f(messages.auth.signIn);`, "/app/x.tsx", { ssr: true })).toContain("messages.auth.signIn");
  });
});
