/**
 * Writes a message as a readable RFC 5322 `.eml` file (8-bit bodies, so links stay intact) for
 * installations without SMTP_URL. File names sort in the order the messages were written.
 */
import fs from "node:fs";
import path from "node:path";

export interface EmlMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  kind: string;
  headers?: Record<string, string> | null;
  messageId: string;
  date: Date;
}

const nonAscii = /[^\x20-\x7e]/;

/** RFC 2047 encoded-word for header values that are not plain ASCII. */
export function encodeHeader(value: string): string {
  if (!nonAscii.test(value)) return value;
  return `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

function encodeAddress(value: string): string {
  const match = value.match(/^\s*(.*?)\s*<([^>]+)>\s*$/);
  if (!match || !match[1]) return value;
  const name = match[1].replace(/^"|"$/g, "");
  return `${nonAscii.test(name) ? encodeHeader(name) : `"${name.replace(/"/g, "")}"`} <${match[2]}>`;
}

export function formatEml(msg: EmlMessage): string {
  const headers = [
    `From: ${encodeAddress(msg.from)}`,
    `To: ${msg.to}`,
    ...(msg.replyTo ? [`Reply-To: ${msg.replyTo}`] : []),
    `Subject: ${encodeHeader(msg.subject)}`,
    `Date: ${msg.date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: ${msg.messageId}`,
    `X-Mail-Kind: ${msg.kind}`,
    ...Object.entries(msg.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    "MIME-Version: 1.0",
  ];
  const textPart = ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", msg.text];
  if (!msg.html) return [...headers, ...textPart].join("\r\n").concat("\r\n");
  const boundary = `=_mhp_${msg.id.replace(/-/g, "")}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    ...textPart,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    msg.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

let lastStamp = 0;

/** Strictly increasing millisecond stamps, so two files written in one millisecond still sort. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/** Folders already created: made once, not before every message (made again if removed since). */
const madeDirs = new Set<string>();

/**
 * Written with the synchronous calls: a message is a few kilobytes on a local disk, and the
 * promise-based calls cost about twice the CPU (each of open, write, close and rename a trip
 * through the thread pool) for a wait of a fraction of a millisecond; the worker writes two
 * files per lead. Async in name, so a transport that does wait (SMTP) fits the same place.
 */
export async function writeEml(dir: string, msg: EmlMessage): Promise<string> {
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const file = path.join(dir, `${String(nextStamp()).padStart(15, "0")}-${msg.id}.eml`);
  const tmp = `${file}.tmp`;
  try {
    fs.writeFileSync(tmp, formatEml(msg), { mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    madeDirs.delete(dir);
    fs.mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
    fs.writeFileSync(tmp, formatEml(msg), { mode: 0o600 });
  }
  fs.renameSync(tmp, file); // readers never see half a file
  return file;
}
