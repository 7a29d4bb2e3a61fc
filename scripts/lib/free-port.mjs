// A free TCP port on 127.0.0.1 for a server that is started later (its URL must be known first).
// Asking the kernel for port 0 would hand back a port from its ephemeral range, and that range is
// where every outgoing connection (to PostgreSQL, Redis, a test's fetch) gets its own port: with
// tests running side by side, such a port was sometimes taken again before the server could bind
// it. So the port is drawn at random below that range, where the kernel never hands out ports by
// itself, and checked by binding it once.
import fs from "node:fs";
import net from "node:net";

const LOWEST = 20_000;

/** The first port of the kernel's ephemeral range (32768 on Linux unless changed). */
function ephemeralStart() {
  try {
    const [start] = fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    const n = Number(start);
    if (Number.isInteger(n) && n > LOWEST + 1000) return n;
  } catch {
    // Not Linux: its usual range starts at 49152, above the default used here.
  }
  return 32_768;
}

const highest = ephemeralStart() - 1;

function bindable(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${highest}`);
}
