/**
 * "Send again" on a failed message: a customer who opted out since it failed gets nothing
 * (staff are told why), and every send-again is in the audit log.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as staffMessages from "@common/staff-messages";
import { auditLog, mailOptOuts, mailOutbox } from "../../server/db/schema";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { signInAsAdmin, type Session } from "../helpers/session";

describe(`sending failed mail again (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  let admin: Session;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAsAdmin(server);
  });
  afterAll(() => server.cleanup());

  /** A customer mail (it carries the opt-out header) that the worker gave up on. */
  async function failedCustomerMail(to: string) {
    const [row] = await server.ctx.db
      .insert(mailOutbox)
      .values({
        kind: "maintenance_reminder",
        to,
        subject: "Time for your furnace tune-up",
        text: "Hello",
        status: "failed",
        attempts: 3,
        lastError: "550 mailbox unavailable",
        headers: { "List-Unsubscribe": "<http://localhost/api/mail/unsubscribe?token=x>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      })
      .returning();
    return row!;
  }
  const retry = (id: string) => server.request(`/api/mail/${id}/retry`, { method: "POST", headers: admin.headers });

  it("refuses to send again to an address that opted out, and leaves the message failed", async () => {
    const row = await failedCustomerMail("gone@example.com");
    await server.ctx.db.insert(mailOptOuts).values({ email: "gone@example.com" });
    const res = await retry(row.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: staffMessages.api.mailOptedOut });
    const [after] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after!.status).toBe("failed");
  });

  it("records each send-again in the audit log with the staff member", async () => {
    const row = await failedCustomerMail("still-here@example.com");
    expect((await retry(row.id)).status).toBe(200);
    const entries = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "mail.retry"), eq(auditLog.targetId, row.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: "mail", userEmail: admin.user.email, details: { kind: "maintenance_reminder", to: "still-here@example.com" } });
  });
});
