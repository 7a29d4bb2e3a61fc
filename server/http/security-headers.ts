/**
 * The security headers every response carries, built by helmet once at start rather than per
 * request. Only the Content-Security-Policy differs between responses, in its script sources:
 * most responses (the API's JSON, files, redirects, errors, a page from the render cache) run no
 * inline script of ours, so they get the policy with no nonce and no hash, one fixed string; a
 * page rendered for one response gets its nonce (`withNonce`), and a page every visitor shares
 * (server/render-cache) names its inline scripts by hash (`scriptPolicy`).
 */
import type { Response } from "express";
import helmet, { type HelmetOptions } from "helmet";

/** Stands for the nonce while helmet writes the policy once; made of letters only, never a real value. */
const NONCE_MARK = "NONCEMARKxq7Zt";
/** Stands for the whole script source list of a policy by hashes. */
const SOURCES_MARK = "SOURCESMARKp4Qw";

export interface SecurityHeaders {
  /** Writes the headers on a response, its policy allowing no inline script. */
  apply(res: Response): void;
  /** Replaces the response's policy with one that allows the inline scripts carrying `nonce`. */
  withNonce(res: Response, nonce: string): void;
  /** Every header name and value for `nonce`, in the order helmet sets them (for tests). */
  list(nonce: string): Array<[string, string]>;
  /**
   * The Content-Security-Policy that allows the inline scripts with these hashes
   * (`'sha256-…'` sources) where a response's nonce would stand.
   */
  scriptPolicy(hashSources: string[]): string;
}

/**
 * `options` are helmet's; a script-src entry may be the function `nonceSource` to stand for
 * this response's nonce.
 */
export function precomputedSecurityHeaders(options: (nonceSource: () => string) => HelmetOptions): SecurityHeaders {
  const captured = runHelmet(options(() => `'nonce-${NONCE_MARK}'`));
  const fixed = captured.filter(([, value]) => !value.includes(NONCE_MARK));
  const varying = captured
    .filter(([, value]) => value.includes(NONCE_MARK))
    .map(([name, value]) => ({ name, parts: value.split(NONCE_MARK) }));
  const list = (nonce: string) => [
    ...fixed,
    ...varying.map(({ name, parts }) => [name, parts.join(nonce)] as [string, string]),
  ];
  const byHash = runHelmet(options(() => SOURCES_MARK)).find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";
  // Without the mark (development's policy has no nonce), the policy is as it is.
  const scriptPolicy = (hashSources: string[]) =>
    hashSources.length ? byHash.replace(SOURCES_MARK, hashSources.join(" ")) : byHash.replace(` ${SOURCES_MARK}`, "").replace(SOURCES_MARK, "");
  const withoutNonce: Array<[string, string]> = varying.map(({ name }) => [name, name === "Content-Security-Policy" ? scriptPolicy([]) : ""]);
  if (withoutNonce.some(([, value]) => !value)) throw new Error("only the Content-Security-Policy may name a nonce");
  const always = [...fixed, ...withoutNonce];
  return {
    apply(res) {
      for (const [name, value] of always) res.setHeader(name, value);
    },
    withNonce(res, nonce) {
      for (const { name, parts } of varying) res.setHeader(name, parts.join(nonce));
    },
    list,
    scriptPolicy,
  };
}

/** The headers helmet sets with `options`, captured from one run. */
function runHelmet(options: HelmetOptions): Array<[string, string]> {
  const middleware = helmet(options);
  const captured: Array<[string, string]> = [];
  const fake = {
    setHeader(name: string, value: unknown) {
      captured.push([name, String(value)]);
      return fake;
    },
    removeHeader() {},
    locals: {},
  };
  let called = false;
  middleware({} as never, fake as never, () => void (called = true));
  if (!called) throw new Error("helmet did not finish synchronously");
  return captured;
}
