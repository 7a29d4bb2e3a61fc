/**
 * The request URL as it may appear in a log line: the values of query parameters that can carry
 * a secret (reset and invitation tokens, passwords, keys) or a person's e-mail are replaced, so
 * reading the logs never hands anyone a working link or a credential.
 */
const SENSITIVE_PARAM = /token|pass|key|secret|code|email|auth/i;

export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SENSITIVE_PARAM.test(name)) {
      params.set(name, "[redacted]");
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString().replaceAll("%5Bredacted%5D", "[redacted]")}` : url;
}
