/**
 * Where the server may post Web Push messages: the push services browsers subscribe with, by
 * host, and nothing else. A staff member chooses the endpoint, so any other address (a name
 * resolving into the private network, say) would let them make the server post wherever they
 * like. Outside production a local HTTP push service is allowed, for tests and development.
 */
/** Chrome and Edge (FCM), Firefox (Mozilla autopush), Edge on Windows (WNS), Safari (Apple). */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const PUSH_SERVICE_SUFFIXES = [".notify.windows.com", ".push.apple.com"];

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

export function isPushServiceEndpoint(endpoint: string, env: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (env !== "production" && LOCAL_HOSTS.has(host) && (url.protocol === "http:" || url.protocol === "https:")) return true;
  if (url.protocol !== "https:" || url.username || url.password || (url.port && url.port !== "443")) return false;
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
