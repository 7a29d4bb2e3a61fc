import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddress } from "../../server/http/client-address";

const req = (ip: string | undefined, remoteAddress?: string) => ({ ip, socket: { remoteAddress } }) as unknown as Request;

describe("clientAddress", () => {
  it("is the address Express worked out (the proxy's word only under TRUST_PROXY)", () => {
    expect(clientAddress(req("203.0.113.7", "10.0.0.1"))).toBe("203.0.113.7");
  });

  it("falls back to the socket, then to one shared key — never the string 'undefined'", () => {
    expect(clientAddress(req(undefined, "10.0.0.1"))).toBe("10.0.0.1");
    expect(clientAddress(req(undefined, undefined))).toBe("unknown");
    expect(clientAddress(req("", undefined))).toBe("unknown");
  });
});
