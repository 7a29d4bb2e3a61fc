/**
 * The security headers built by helmet once at start (server/http/security-headers.ts) are the
 * very headers helmet writes per request, with each response's own nonce in the policy; and the
 * pooled nonces are unique, 16 bytes each.
 */
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { newNonce, randomText } from "../../server/http/nonce";
import { precomputedSecurityHeaders } from "../../server/http/security-headers";

const options = (nonce: string | (() => string)) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "script-src": ["'self'", nonce],
      "upgrade-insecure-requests": [],
    },
  },
  strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  referrerPolicy: { policy: "same-origin" as const },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: "deny" as const },
});

/** What helmet itself sets on a response whose nonce is `nonce`. */
function helmetHeaders(nonce: string): Array<[string, string]> {
  const set: Array<[string, string]> = [];
  const res = { setHeader: (name: string, value: unknown) => void set.push([name, String(value)]), removeHeader() {} };
  helmet(options(() => `'nonce-${nonce}'`))({} as never, res as never, () => {});
  return set;
}

describe("precomputed security headers", () => {
  it("equal helmet's own, with the response's nonce in the script policy", () => {
    const headers = precomputedSecurityHeaders((nonce) => options(nonce));
    for (const nonce of ["abc123+/==", newNonce()]) {
      const sorted = (list: Array<[string, string]>) => [...list].sort(([a], [b]) => a.localeCompare(b));
      expect(sorted(headers.list(nonce))).toEqual(sorted(helmetHeaders(nonce)));
    }
    const policy = new Map(headers.list("N0nce")).get("Content-Security-Policy");
    expect(policy).toContain("script-src 'self' 'nonce-N0nce'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(new Map(headers.list("N0nce")).get("X-Frame-Options")).toBe("DENY");
    expect(new Map(headers.list("N0nce")).get("Strict-Transport-Security")).toBe("max-age=15552000; includeSubDomains");
  });

  it("writes them all on a response, its policy allowing no inline script until a nonce is added", () => {
    const headers = precomputedSecurityHeaders((nonce) => options(nonce));
    const written = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => void written.set(name, value) } as never;
    headers.apply(res);
    const policy = written.get("Content-Security-Policy")!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).toBe(new Map(headers.list("xyz")).get("Content-Security-Policy")!.replace(" 'nonce-xyz'", ""));
    expect(headers.scriptPolicy([])).toBe(policy);
    headers.withNonce(res, "xyz");
    expect([...written]).toEqual(headers.list("xyz"));
  });
});

describe("pooled random values", () => {
  it("are unique and of the asked length, across refills of the pool", () => {
    const nonces = Array.from({ length: 1000 }, newNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
    const ids = Array.from({ length: 600 }, () => randomText(16, "base64url"));
    expect(new Set(ids).size).toBe(600);
    for (const id of ids) expect(id).toMatch(/^[\w-]{22}$/);
  });
});
