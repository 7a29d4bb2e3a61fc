/**
 * The one e-mail address rule, used by every schema that takes an address (leads, quick quote,
 * staff accounts and invitations, alert recipients, blog comments, CRM conversion), and the one
 * way to put an address into a mailto: link.
 *
 * Strict on purpose: an address ends up in mailto: links, Reply-To and To headers, so it may
 * hold only what real mailboxes use — letters, digits and . _ ' + - before the @ (no leading,
 * trailing or doubled dot), and a host name of letter/digit/hyphen labels with a real top-level
 * domain after it. Nothing such as < > " ? & , ; or white space can reach a header or a link.
 */
// No zod here: the back office's pages link to addresses without shipping the form rules.
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

const local = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]$/;
const label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const domain = new RegExp(`^(?:${label}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);

/** True for an address the site accepts (compare after trimming). */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const localPart = value.slice(0, at);
  const domainPart = value.slice(at + 1);
  return localPart.length <= LOCAL_MAX && local.test(localPart) && domain.test(domainPart);
}

/**
 * `mailto:` link for one address, each part percent-encoded, so nothing in it can add a header
 * (?bcc=, &cc=...) even if a stored address predates the rule.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
