/**
 * Where a webhook may go. Off a development machine (WEBHOOKS_ALLOW_PRIVATE), only public
 * unicast addresses: a receiver's name resolving to a private, loopback, link-local or otherwise
 * special address (IPv4 or IPv6, IPv4-mapped included) would let anyone who can save a webhook
 * reach the machine's own services. Checked when the URL is saved and again at each delivery,
 * on the very address connected to (the lookup below), since DNS may answer differently later.
 */
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

export class RefusedAddressError extends Error {}

/** True for a public unicast address; IPv4-mapped IPv6 addresses are judged as the IPv4 they carry. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  // The old IPv4-compatible form (::a.b.c.d) counts as unicast to the library: refused too.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === "unicast";
}

const refused = (host: string, address: string) => new RefusedAddressError(`Refused: ${host} is ${address}, a private, loopback or link-local address`);

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/**
 * A lookup for node:http that resolves the name, refuses it when any address it has is not
 * public, and hands the connection only the addresses it checked.
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const bad = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (bad) return callback(refused(hostname, bad.address), "");
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as net.LookupFunction;
}

/** Refuses a URL whose host is an IP literal that is not public (node:http never looks those up). */
export function checkLiteralHost(url: URL, allowPrivate: boolean): void {
  const host = hostOf(url);
  if (!allowPrivate && net.isIP(host) && !isPublicAddress(host)) throw refused(host, host);
}

/**
 * Why a webhook URL cannot be saved, or undefined when it can: https only (plain http too on a
 * development machine), and a host that resolves to public addresses only.
 */
export async function webhookUrlProblem(target: string, allowPrivate: boolean): Promise<string | undefined> {
  const url = new URL(target);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return "The address must start with https://";
  if (allowPrivate) return undefined;
  try {
    checkLiteralHost(url, false);
    if (net.isIP(hostOf(url))) return undefined;
    const addresses = await dns.promises.lookup(hostOf(url), { all: true });
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) throw refused(url.hostname, bad.address);
  } catch (error) {
    if (error instanceof RefusedAddressError) return "This address points into a private network (or this machine); webhooks only go to public addresses";
    return `The receiver's name ${url.hostname} could not be found`;
  }
  return undefined;
}
