import fs from "node:fs";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port.mjs";

describe("freePort", () => {
  it("gives ports below the kernel's ephemeral range that a server can bind", async () => {
    const range = fs.existsSync("/proc/sys/net/ipv4/ip_local_port_range")
      ? Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0])
      : 32_768;
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(range);
    }
    // Drawn at random: twenty picks are not one port over and over.
    expect(new Set(ports).size).toBeGreaterThan(10);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(ports[0], "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

});
