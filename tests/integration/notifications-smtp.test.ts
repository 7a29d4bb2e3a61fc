/**
 * Email Alerts end to end over a real SMTP server: a recipient added through the dashboard API
 * gets the next lead's alert; switched off, it gets nothing more while an active one still does.
 */
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import { freePort, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const received: Received[] = [];
let server: TestServer & { cleanup(): Promise<void> };
let admin: Session;

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => resolve());
  });
  server = await startTestServer({ background: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  admin = await signInAsAdmin(server);
});

afterAll(async () => {
  await server?.cleanup();
  await new Promise<void>((done) => smtp.close(() => done()));
});

async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for mail");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailTo = (address: string, text: string) => received.filter((m) => m.to.includes(address) && m.raw.includes(text));

async function postLead(firstName: string) {
  const res = await server.request("/api/leads", {
    method: "POST",
    json: { firstName, lastName: "Alert", email: "visitor@example.com", phone: "802-555-0142", serviceType: "Hybrid Water Heater", message: "Hello" },
  });
  expect(res.status).toBe(201);
}

it("delivers the next lead's alert to an added recipient and nothing once it is switched off", async () => {
  const add = async (email: string) => {
    const res = await server.request("/api/notification-emails", { method: "POST", headers: admin.headers, json: { email } });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; isActive: boolean; type: string };
  };
  const office = await add("office@mansfield.test");
  expect(office).toMatchObject({ isActive: true, type: "lead_notification" });

  await postLead("Firstlead");
  await waitFor(() => mailTo("office@mansfield.test", "Firstlead Alert").length === 1);

  const off = await server.request(`/api/notification-emails/${office.id}`, { method: "PATCH", headers: admin.headers, json: { isActive: false } });
  expect(off.status).toBe(200);
  await add("dispatch@mansfield.test");

  await postLead("Secondlead");
  await waitFor(() => mailTo("dispatch@mansfield.test", "Secondlead Alert").length === 1);
  expect(mailTo("office@mansfield.test", "Secondlead")).toHaveLength(0);
  expect(received.filter((m) => m.to.includes("office@mansfield.test"))).toHaveLength(1);
  // Not merely late: no message for the switched-off recipient was ever queued.
  const queued = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "office@mansfield.test"));
  expect(queued).toHaveLength(1);
});
