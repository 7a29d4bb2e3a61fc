/**
 * The setup checks of /admin/setup: each says in a plain verdict whether one part of going live
 * works, and how to fix it in one sentence. The quick ones are worked out on every request; the
 * live tests (a real test mail, a one-token AI call, an error event) run when an admin asks and
 * their last outcome is kept, so a failed test mail stays on the back office's banner.
 */
import os from "node:os";
import { desc } from "drizzle-orm";
import type { Request } from "express";
import { defaultBusinessSettings, type BusinessSettings } from "@common/business-settings";
import { formatDateTime } from "@common/dates";
import type { AppContext } from "../context";
import { mediaItems } from "../db/schema";
import { senderAddress } from "../mail/sender";
import { mediaStoreFor } from "../media/store";
import { getBusinessSettings } from "../office/settings";
import { alertRecipients } from "../leads/alerts";
import { RECORD, readRecord, type BackupRecord } from "./records";

export type Verdict = "ok" | "warn" | "fail";

export interface SetupCheck {
  id: string;
  title: string;
  verdict: Verdict;
  /** What was found, in plain words (the mail server's answer, the hosts compared, ...). */
  detail: string;
  /** What to do about it, one sentence; empty when all is well. */
  fix: string;
}

/** The outcome of the live tests, kept between runs. */
export interface LiveTests {
  at: string;
  byEmail: string;
  checks: SetupCheck[];
}

/**
 * Smallest machine each mode runs on, from `npm run bench`'s resident memory (docs/performance.md):
 * at most about 500 MB on the embedded database, 310 MB on PostgreSQL (whose server may run elsewhere).
 */
const SMALLEST_SERVER_MB = { pglite: 1024, postgres: 512 } as const;
const BACKUP_MAX_AGE_HOURS = 48;

const ok = (id: string, title: string, detail: string): SetupCheck => ({ id, title, verdict: "ok", detail, fix: "" });

/** The checks that need no outside call, as of this request. */
export async function quickChecks(ctx: AppContext, req: Request): Promise<SetupCheck[]> {
  const settings = await getBusinessSettings(ctx.db);
  return [
    mailTransportCheck(ctx),
    senderDomainCheck(ctx, settings),
    await alertRecipientsCheck(ctx),
    publicUrlCheck(ctx, req),
    proxyCheck(ctx, req),
    await uploadsCheck(ctx),
    await backupCheck(ctx),
    placeholderFactsCheck(ctx, settings),
    memoryCheck(ctx),
    ...webhooksPrivateCheck(ctx),
  ];
}

/** Shown only while WEBHOOKS_ALLOW_PRIVATE is on: a development switch, red on a production site. */
function webhooksPrivateCheck(ctx: AppContext): SetupCheck[] {
  if (!ctx.config.webhooksAllowPrivate) return [];
  return [
    {
      id: "webhooks-private",
      title: "Webhooks go only to public https addresses",
      verdict: ctx.config.env === "production" ? "fail" : "warn",
      detail:
        "WEBHOOKS_ALLOW_PRIVATE is on: anyone who can add a webhook can make this server post to machines inside its network, and over plain http.",
      fix: "Remove WEBHOOKS_ALLOW_PRIVATE (it is meant for development) and restart; http:// endpoints then stop being called until they are changed to https://.",
    },
  ];
}

function mailTransportCheck(ctx: AppContext): SetupCheck {
  const title = "Mail leaves the machine";
  if (ctx.config.smtpUrl) {
    const host = new URL(ctx.config.smtpUrl).host;
    return ok("mail", title, `Mail goes out through the SMTP server at ${host}; send a test mail below to prove it.`);
  }
  const production = ctx.config.env === "production";
  return {
    id: "mail",
    title,
    verdict: production ? "fail" : "warn",
    detail: `SMTP_URL is not set: no lead alert or confirmation leaves the machine; each message is only written to a file in ${ctx.config.dataDir}/mail and recorded as not delivered.`,
    fix: "Set SMTP_URL to your mail provider's SMTP address (smtp://user:password@host:587) and restart the server.",
  };
}

/** www.example.com and example.com, or mail.example.com and example.com, agree. */
function sameSite(a: string, b: string): boolean {
  const strip = (h: string) => h.toLowerCase().replace(/^www\./, "");
  const [x, y] = [strip(a), strip(b)];
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

function senderDomainCheck(ctx: AppContext, settings: BusinessSettings): SetupCheck {
  const title = "Sender address matches the site";
  const address = senderAddress(ctx.config, settings);
  const domain = address.split("@")[1] ?? "";
  const host = new URL(ctx.config.publicUrl).hostname;
  if (sameSite(domain, host)) return ok("sender", title, `Mail is sent from ${address}, the site's own domain (${host}).`);
  return {
    id: "sender",
    title,
    verdict: "warn",
    detail: `Mail is sent from ${address}, but the site is ${host}: receiving servers trust a sender of the site's own domain more, and mail from a domain without its SPF and DKIM records lands in spam.`,
    fix: `Set MAIL_FROM to an address at ${host.replace(/^www\./, "")} that your SMTP provider may send from (or publish SPF and DKIM for ${domain || "the sender's domain"}).`,
  };
}

async function alertRecipientsCheck(ctx: AppContext): Promise<SetupCheck> {
  // The lead path's own list of who is alerted, so the check and the alerts agree.
  const n = (await alertRecipients(ctx.db)).length;
  if (n > 0) return ok("alert-recipients", "Someone gets new-lead alerts", `${n} active ${n === 1 ? "recipient" : "recipients"} of new-lead alerts.`);
  return {
    id: "alert-recipients",
    title: "Someone gets new-lead alerts",
    verdict: "fail",
    detail: "No active recipient: a new lead alerts nobody.",
    fix: "Add the office's address under E-mail alerts.",
  };
}

function publicUrlCheck(ctx: AppContext, req: Request): SetupCheck {
  const title = "PUBLIC_URL is the site's https address";
  const url = new URL(ctx.config.publicUrl);
  const requestHost = req.host;
  const problems: string[] = [];
  if (url.protocol !== "https:") problems.push(`PUBLIC_URL (${ctx.config.publicUrl}) is not https, so sign-in cookies are sent without the Secure flag`);
  if (requestHost && requestHost !== url.host) problems.push(`this page was asked for at ${requestHost}, but links in mail and the site's metadata point to ${url.host}`);
  if (problems.length === 0) return ok("public-url", title, `PUBLIC_URL is ${ctx.config.publicUrl}, the address this page was asked for.`);
  return {
    id: "public-url",
    title,
    verdict: ctx.config.env === "production" ? "fail" : "warn",
    detail: `${problems.join("; ")}.`,
    fix: `Set PUBLIC_URL to the address visitors use, with https (for example https://${requestHost && !/^(localhost|127\.)/.test(requestHost) ? requestHost.replace(/:\d+$/, "") : "www.example.com"}), and restart.`,
  };
}

function proxyCheck(ctx: AppContext, req: Request): SetupCheck {
  const title = "Visitors are told apart behind a proxy";
  if (ctx.config.trustProxy !== false) return ok("proxy", title, `TRUST_PROXY is ${String(ctx.config.trustProxy)}: visitors' own addresses come from the proxy's headers.`);
  const now = ["forwarded", "x-forwarded-for", "x-real-ip"].find((h) => req.headers[h] !== undefined);
  const seen = ctx.state.forwardedSeen;
  if (!now && !seen) return ok("proxy", title, "No request has come through a proxy: each visitor is known by the address they connect from.");
  const header = now ?? seen!.header;
  return {
    id: "proxy",
    title,
    verdict: "fail",
    detail: `Requests arrive with a ${header} header, so a proxy is in front, but TRUST_PROXY is off: every visitor looks like the proxy (${now ? (req.socket.remoteAddress ?? "unknown") : seen!.from}) and all of them share one lead budget, one page-view budget and one sign-in lockout.`,
    fix: "Set TRUST_PROXY to the proxy's hop count or address (loopback when it runs on this machine) and restart.",
  };
}

/** Recent uploads missing from this instance's folder were stored by another instance. */
async function uploadsCheck(ctx: AppContext): Promise<SetupCheck> {
  const title = "Every instance sees every upload";
  const store = mediaStoreFor(ctx.config);
  if (store.kind === "s3") return ok("uploads", title, `Uploads are in the S3 bucket "${ctx.config.s3!.bucket}", shared by every instance.`);
  const recent = await ctx.db.select({ variants: mediaItems.variants }).from(mediaItems).orderBy(desc(mediaItems.createdAt)).limit(20);
  let missing = 0;
  for (const row of recent) {
    const key = (row.variants as Array<{ key: string }>)[0]?.key;
    if (!key) continue;
    const file = await store.get(key);
    if (file) file.body.destroy();
    else missing += 1;
  }
  if (missing === 0) {
    return ok("uploads", title, recent.length ? `The ${recent.length} latest uploads are all on this instance's disk.` : "Uploads go to this instance's disk (DATA_DIR/uploads); no upload yet.");
  }
  return {
    id: "uploads",
    title,
    verdict: "fail",
    detail: `${missing} of the ${recent.length} latest uploads are not on this instance's disk: several instances keep uploads on their own disks, so each shows a broken image for the others' uploads.`,
    fix: "Give the instances one S3-compatible bucket (S3_URL) and set INSTANCES to their number.",
  };
}

async function backupCheck(ctx: AppContext): Promise<SetupCheck> {
  const title = "A recent backup exists";
  const last = await readRecord<BackupRecord>(ctx.db, RECORD.lastBackup);
  const fix = "Run `npm run backup` nightly (see the README's Backups section) and keep the archives off this machine.";
  if (!last) {
    return { id: "backup", title, verdict: ctx.config.env === "production" ? "fail" : "warn", detail: "No backup has been made with `npm run backup`.", fix };
  }
  const hours = (ctx.clock.now().getTime() - new Date(last.at).getTime()) / 3_600_000;
  const when = `${formatDateTime(last.at)} (${hours < 1 ? "less than an hour" : `${Math.round(hours)} hours`} ago), ${last.file}, ${(last.bytes / 1_048_576).toFixed(1)} MB`;
  if (hours <= BACKUP_MAX_AGE_HOURS) return ok("backup", title, `Last backup ${when}.`);
  return { id: "backup", title, verdict: "fail", detail: `The last backup is older than ${BACKUP_MAX_AGE_HOURS} hours: ${when}.`, fix };
}

function placeholderFactsCheck(ctx: AppContext, settings: BusinessSettings): SetupCheck {
  const title = "The business facts are the real ones";
  const d = defaultBusinessSettings;
  const left: string[] = [];
  if (settings.phone === d.phone) left.push(`the phone number (${d.phone})`);
  if (settings.street === d.street && settings.locality === d.locality) left.push(`the address (${d.street}, ${d.locality})`);
  const rating = settings.externalRating;
  if (rating && d.externalRating && rating.value === d.externalRating.value && rating.count === d.externalRating.count) {
    left.push(`the rating (${rating.value} from ${rating.count} reviews)`);
  }
  if (left.length === 0) return ok("facts", title, "Phone, address and rating have been edited in Settings.");
  return {
    id: "facts",
    title,
    verdict: ctx.config.env === "production" ? "fail" : "warn",
    detail: `Still the sample values every fresh install shows: ${left.join(", ")}.`,
    fix: "Enter the business's own phone, address and rating (or remove the rating) in Settings.",
  };
}

function memoryCheck(ctx: AppContext): SetupCheck {
  const mode = ctx.database.driver === "pglite" ? "pglite" : "postgres";
  const needMb = SMALLEST_SERVER_MB[mode];
  const haveMb = Math.round(os.totalmem() / 1_048_576);
  const title = "The machine has enough memory";
  const modeName = mode === "pglite" ? "the embedded database" : "PostgreSQL";
  if (haveMb >= needMb) return ok("memory", title, `${haveMb} MB of memory; the site on ${modeName} needs at least ${needMb} MB.`);
  return {
    id: "memory",
    title,
    verdict: "warn",
    detail: `This machine has ${haveMb} MB of memory; the site on ${modeName} needs at least ${needMb} MB and may be stopped by the system when it runs short.`,
    fix: mode === "pglite" ? "Move to a larger server, or run on PostgreSQL (DATABASE_URL), which needs less memory in this process." : "Move to a server with more memory.",
  };
}

/** The live tests not yet run, as they are listed before the first run. */
export function untestedLiveChecks(ctx: AppContext): SetupCheck[] {
  const pending = (id: string, title: string, detail: string): SetupCheck => ({ id, title, verdict: "warn", detail, fix: "Press “Run the live tests”." });
  return [
    ctx.config.smtpUrl
      ? pending("mail-test", "A test mail is accepted", "Not tested yet.")
      : { id: "mail-test", title: "A test mail is accepted", verdict: "warn", detail: "Nothing to test: SMTP_URL is not set.", fix: "Set SMTP_URL first." },
    pending("ai", "AI writing answers", "Not tested yet."),
    pending("error-reporting", "Unexpected errors are reported", "Not tested yet."),
    ctx.config.stripe
      ? pending("stripe", "Card payments through Stripe", "Not tested yet.")
      : { id: "stripe", title: "Card payments through Stripe", verdict: "warn", detail: "Nothing to test: STRIPE_SECRET_KEY is not set (invoices say how to pay by check or in person).", fix: "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take card payments online, or leave them unset." },
  ];
}
