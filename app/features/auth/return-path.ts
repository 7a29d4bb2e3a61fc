/**
 * Where a sign-in returns to: the address a signed-out visitor asked for, carried to /login as
 * `?next=` and by the form as a hidden field. Only a path on this site is followed; anything a
 * browser could read as another host (`//host`, `/\host`, a scheme, a control character the URL
 * parser drops) or an auth page (which would loop back to the form) is ignored.
 */

export const RETURN_PARAM = "next";

const AUTH_PAGES = ["/login", "/register", "/forgot-password", "/reset-password", "/accept-invite"];

export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith("/")) return undefined;
  // Backslashes count as slashes to a browser; tabs and newlines are removed before parsing.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith("//")) return undefined;
  const base = "http://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the return path, when there is a safe one. */
export function loginHref(returnTo: string | undefined): string {
  const path = safeReturnPath(returnTo);
  return path ? `/login?${RETURN_PARAM}=${encodeURIComponent(path)}` : "/login";
}
