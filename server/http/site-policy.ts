/**
 * The site's security headers (helmet's options), built once per process: every response gets
 * them with its own CSP nonce, and a page from the render cache with its scripts' hashes.
 */
import type { Config } from "../config";
import { precomputedSecurityHeaders, type SecurityHeaders } from "./security-headers";

export function siteSecurityHeaders(config: Config): SecurityHeaders {
  const dev = config.env === "development";
  return precomputedSecurityHeaders((nonce) => ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'none'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
        "upgrade-insecure-requests": config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 15552000, includeSubDomains: true } : false,
    // Not helmet's no-referrer: under it a browser's own form post says "Origin: null", which
    // React Router refuses as cross-site. same-origin still sends nothing to other sites (so a
    // reset link's token never leaks) while our own form posts name their origin.
    referrerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    // No page may be framed, by anyone: the same rule as frame-ancestors 'none', for older browsers.
    xFrameOptions: { action: "deny" },
  }));
}
