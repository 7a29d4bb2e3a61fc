/**
 * Who the mail is from. The name shown is always the business name from Settings, so a rename
 * reaches every inbox at once. The address is MAIL_FROM's (its own display name, if any, gives
 * way to Settings); without MAIL_FROM it is the SMTP account's user name when that is an address
 * (Gmail, Microsoft 365, Fastmail and most hosts refuse any other sender for that account),
 * otherwise the business e-mail from Settings.
 */
import { isEmailAddress } from "@common/schemas/email";
import type { BusinessSettings } from "@common/business-settings";
import type { Config } from "../config";

/** "Name <a@b.c>" or "a@b.c" → "a@b.c". */
function addressPart(value: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(value);
  return (angled ? angled[1]! : value).trim();
}

function smtpUser(smtpUrl: string | undefined): string | undefined {
  if (!smtpUrl) return undefined;
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return isEmailAddress(user) ? user : undefined;
}

export function senderAddress(config: Pick<Config, "mailFrom" | "smtpUrl">, settings: Pick<BusinessSettings, "email">): string {
  if (config.mailFrom) return addressPart(config.mailFrom);
  return smtpUser(config.smtpUrl) ?? settings.email;
}

export function sender(
  config: Pick<Config, "mailFrom" | "smtpUrl">,
  settings: Pick<BusinessSettings, "email" | "name">,
): { name: string; address: string } {
  return { name: settings.name, address: senderAddress(config, settings) };
}
