/**
 * A refresh checks the session family against its user as they are now: a family that outlived a
 * change meant to end it (a newer session version), or an admin who must now use two-factor
 * sign-in but has not set it up, gets no new access token, and the family is revoked.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../server/auth/tokens";
import { refreshTokens, siteSettings, users } from "../../server/db/schema";
import { driver, startTestServer, type TestServer } from "../helpers/server";
import { createAdmin, DEFAULT_PASSWORD, signIn, uniqueEmail } from "../helpers/session";

describe(`refresh against the user's current state (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.cleanup());

  const refresh = (cookie: string) => server.request("/api/auth/refresh", { method: "POST", headers: { Cookie: cookie, Origin: server.url } });

  it("refuses a family started before the user's sessions were ended", async () => {
    const email = uniqueEmail("stale-family");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    expect((await refresh(session.cookie)).status).toBe(200);
    const again = await signIn(server, email, DEFAULT_PASSWORD);
    // Sessions ended (a password reset elsewhere), but this family's revocation was missed: a
    // refresh that raced it, or a row restored from a backup.
    await server.ctx.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.email, email));
    const res = await refresh(again.cookie);
    expect(res.status).toBe(401);
    // Its family is revoked.
    const presented = /mhp_refresh=([^;]+)/.exec(again.cookie)![1]!;
    const [token] = await server.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(decodeURIComponent(presented))));
    const family = await server.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, token!.familyId));
    expect(family.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it("refuses an admin without two-factor sign-in once it is required", async () => {
    const email = uniqueEmail("must-enrol-refresh");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    // Required by another instance's change, whose sign-outs this family escaped.
    await server.ctx.db
      .insert(siteSettings)
      .values({ key: "auth.require_admin_two_factor", value: "true" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: "true" } });
    try {
      expect((await refresh(session.cookie)).status).toBe(401);
    } finally {
      await server.ctx.db.update(siteSettings).set({ value: "false" }).where(eq(siteSettings.key, "auth.require_admin_two_factor"));
    }
  });
});
