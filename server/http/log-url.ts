/**
 * The request URL as it may appear in a log line or an error report: the values of query
 * parameters that can carry a secret (reset and invitation tokens, review-request and unsubscribe
 * links, passwords, keys) or a person's e-mail are replaced, so reading the logs or the error
 * service never hands anyone a working link or a credential.
 */
const SENSITIVE_NAMES = "token|pass|key|secret|code|email|auth|request|challenge|sig";
const SENSITIVE_PARAM = new RegExp(SENSITIVE_NAMES, "i");
/** `name=value` of a sensitive parameter anywhere in free text (a message, a stack). */
const SENSITIVE_IN_TEXT = new RegExp(`([?&;][^=&\\s"'<>#]*(?:${SENSITIVE_NAMES})[^=&\\s"'<>#]*=)[^&\\s"'<>#)]+`, "gi");

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

/** Text a browser reported (a message, a stack) with every sensitive parameter's value replaced. */
export function redactUrlsIn(text: string): string;
export function redactUrlsIn(text: string | undefined): string | undefined;
export function redactUrlsIn(text: string | undefined): string | undefined {
  return text?.replace(SENSITIVE_IN_TEXT, "$1[redacted]");
}
