/**
 * A webhook receiver on this machine (node:http): checks each request's Standard Webhooks
 * signature against the endpoint's secret and answers as `respond` says — a status, or "hold"
 * to keep the request open until `release()`. Every request is recorded, in arrival order.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  path: string;
  id: string;
  type: string;
  /** The signature checked out against the path's secret. */
  verified: boolean;
  /** What it was answered (0 while held). */
  status: number;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

type Answer = number | "hold";

export async function startReceiver() {
  const received: Received[] = [];
  const secrets = new Map<string, string>();
  const held: Array<() => void> = [];
  let respond: (request: Received) => Answer = () => 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const path = req.url ?? "/";
      let verified = false;
      try {
        new Webhook(secrets.get(path) ?? "whsec_AAAA").verify(text, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const body = JSON.parse(text) as Received["body"];
      const entry: Received = { path, id: String(req.headers["webhook-id"]), type: body.type, verified, status: 0, body };
      received.push(entry);
      const answer = verified ? respond(entry) : 400;
      const send = (status: number) => {
        entry.status = status;
        res.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : "not now");
      };
      if (answer === "hold") held.push(() => send(200));
      else send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Accepted requests of a path, each webhook-id once, in the order first accepted. */
    accepted(path: string) {
      const seen = new Set<string>();
      return received.filter((r) => r.path === path && r.status >= 200 && r.status < 300 && !seen.has(r.id) && seen.add(r.id));
    },
    secretFor(path: string, secret: string) {
      secrets.set(path, secret);
    },
    answer(rule: (request: Received) => Answer) {
      respond = rule;
    },
    get holding() {
      return held.length;
    },
    release() {
      for (const send of held.splice(0)) send();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
