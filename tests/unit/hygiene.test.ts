/**
 * What keeps the code plain stays enforced: lint refuses a library's private internals, and knip
 * (part of `npm run lint`) refuses a dependency, file or export that nothing uses.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function privateApiErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const refused: Array<[string, string, string]> = [
  ["React's props key on an element", "app/components/ui/x.tsx", 'export const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactProps$"));'],
  ["React's fiber key read directly", "tests/e2e/x.ts", "export const fiber = (el: { __reactFiber$x?: unknown }) => el.__reactFiber$x;"],
  ["a patch on a driver's prototype", "server/db/x.ts", 'import pg from "pg";\npg.Pool.prototype.connect = async function () {};'],
  ["a prototype kept aside to patch later", "server/db/x.ts", 'import { PgPreparedQuery } from "drizzle-orm/pg-core";\nexport const p = PgPreparedQuery.prototype;'],
];

const allowed: Array<[string, string, string]> = [
  ["a built-in's prototype method", "server/x.ts", "export const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);"],
  ["feature detection on a DOM element class", "app/lib/x.ts", 'export const invokers = typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;'],
  [
    "a private key where a comment says why",
    "app/lib/x.ts",
    '// eslint-disable-next-line no-restricted-syntax -- why: a documented reason goes here\nexport const k = "__reactProps$";',
  ],
];

describe("no private internals of libraries", () => {
  it.each(refused)("refuses: %s", async (_name, filePath, code) => {
    expect(await privateApiErrors(filePath, code)).not.toEqual([]);
  }, 60_000);

  it.each(allowed)("allows: %s", async (_name, filePath, code) => {
    expect(await privateApiErrors(filePath, code)).toEqual([]);
  }, 60_000);
});

describe("nothing unused", () => {
  // `npm test` runs `npm run lint` (knip included) before the tests and stops if it fails; it says
  // so with LINT_PASSED=1, and running knip a second time here would prove nothing more.
  it.skipIf(process.env.LINT_PASSED === "1")("knip finds no unused dependency, file or export", async () => {
    const run = promisify(execFile);
    const result = await run(process.execPath, ["node_modules/knip/bin/knip.js", "--no-progress", "--no-config-hints"], { cwd: process.cwd() }).then(
      () => ({ code: 0, output: "" }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? "" }),
    );
    expect(result.output).toBe("");
    expect(result.code).toBe(0);
  }, 120_000);
});
