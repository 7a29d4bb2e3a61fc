/**
 * The security headers every response carries, built by helmet once at start rather than per
 * request. Only the Content-Security-Policy differs between responses (its script nonce), so it
 * is kept as the text before and after the nonce; the rest are fixed strings.
 */
import type { Response } from "express";
import helmet, { type HelmetOptions } from "helmet";

/** Stands for the nonce while helmet writes the policy once; made of letters only, never a real value. */
const NONCE_MARK = "NONCEMARKxq7Zt";

export interface SecurityHeaders {
  /** The headers as [name, value] pairs for a response whose scripts carry `nonce`. */
  apply(res: Response, nonce: string): void;
  /** Every header name and value for `nonce`, in the order helmet sets them (for tests). */
  list(nonce: string): Array<[string, string]>;
}

/**
 * `options` are helmet's; a script-src entry may be the function `nonceSource` to stand for
 * this response's nonce.
 */
export function precomputedSecurityHeaders(options: (nonceSource: () => string) => HelmetOptions): SecurityHeaders {
  const middleware = helmet(options(() => `'nonce-${NONCE_MARK}'`));
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
  const fixed = captured.filter(([, value]) => !value.includes(NONCE_MARK));
  const varying = captured
    .filter(([, value]) => value.includes(NONCE_MARK))
    .map(([name, value]) => ({ name, parts: value.split(NONCE_MARK) }));
  const list = (nonce: string) => [
    ...fixed,
    ...varying.map(({ name, parts }) => [name, parts.join(nonce)] as [string, string]),
  ];
  return {
    apply(res, nonce) {
      for (const [name, value] of fixed) res.setHeader(name, value);
      for (const { name, parts } of varying) res.setHeader(name, parts.join(nonce));
    },
    list,
  };
}
