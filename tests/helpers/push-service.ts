/**
 * A push service in the test: an HTTP server that takes Web Push messages as a browser vendor's
 * service would, for devices made here with their own P-256 key pair and auth secret (what a
 * browser creates when it subscribes). Each message is decrypted (RFC 8291, aes128gcm) with the
 * device's private key, and its VAPID JWT checked against the server's public key.
 */
import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";
import { importJWK, jwtVerify } from "jose";

export interface ReceivedPush {
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  message: { title: string; body: string; url: string; tag: string };
  /** The VAPID JWT's verified claims. */
  vapid: { aud: string; sub: string; exp: number };
}

export interface TestDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** What the push service answers this device's messages with (201 by default; 410 once it is gone). */
  answer: number;
  /** Set: messages for this device are answered with a 307 to this address. */
  redirectTo?: string;
  /** Requests that reached this device's address, whatever came of them. */
  hits: number;
  /** Resolves when this device has received `count` messages. */
  waitFor(count: number): Promise<ReceivedPush[]>;
}

/** The P-256 public key (base64url, uncompressed point) as a JWK, to check VAPID signatures. */
async function vapidKey(publicKey: string) {
  const raw = Buffer.from(publicKey, "base64url");
  return importJWK({ kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") }, "ES256");
}

export async function startPushService(vapidPublicKey: () => string) {
  const devices = new Map<string, TestDevice & { ecdh: ReturnType<typeof createECDH>; authSecret: string; waiters: Array<() => void> }>();
  const errors: unknown[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const device = devices.get(req.url ?? "");
        if (!device) return void res.writeHead(404).end();
        device.hits += 1;
        if (device.redirectTo) return void res.writeHead(307, { Location: device.redirectTo }).end();
        if (device.answer >= 300) return void res.writeHead(device.answer).end();
        try {
          const body = Buffer.concat(chunks);
          const plain = ece.decrypt(body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.authSecret });
          const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(req.headers.authorization ?? "") ?? [];
          if (!token || key !== vapidPublicKey()) throw new Error(`bad VAPID header: ${req.headers.authorization}`);
          const { payload } = await jwtVerify(token, await vapidKey(key));
          device.received.push({ headers: req.headers, message: JSON.parse(plain.toString("utf8")), vapid: payload as ReceivedPush["vapid"] });
          res.writeHead(201).end();
          for (const wake of device.waiters.splice(0)) wake();
        } catch (error) {
          errors.push(error);
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    origin,
    errors,
    /** A browser profile subscribing: a fresh key pair, auth secret and endpoint. */
    device(): TestDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16).toString("base64url");
      const path = `/push/device-${++n}-${randomBytes(4).toString("hex")}`;
      const device = {
        subscription: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret } },
        received: [] as ReceivedPush[],
        answer: 201,
        hits: 0,
        ecdh,
        authSecret,
        waiters: [] as Array<() => void>,
        async waitFor(count: number) {
          while (device.received.length < count) await new Promise<void>((resolve) => device.waiters.push(resolve));
          return device.received;
        },
      };
      devices.set(path, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
