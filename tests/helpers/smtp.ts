/** A real SMTP server for tests that capture mail, and a small parser for what it received. */
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
}

export function startSmtp(port: number): Promise<{ received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) }));
  });
}

/** Headers (unfolded, lower-cased names) and the decoded text and HTML parts of a raw message. */
export function parseMail(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head!.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  const body = rest.join("\n\n");
  const decode = (partHead: string, content: string) => {
    if (/quoted-printable/i.test(partHead)) {
      return Buffer.from(
        content.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8");
    }
    if (/base64/i.test(partHead)) return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
    return content;
  };
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  for (const part of boundary ? body.split(`--${boundary}`) : []) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const type = /content-type:\s*text\/(plain|html)/i.exec(partHead ?? "")?.[1];
    if (type) parts[type] = decode(partHead!, partBody.join("\n\n").replace(/\r?\n$/, ""));
  }
  return { headers, text: parts.plain ?? "", html: parts.html ?? "" };
}

export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}
