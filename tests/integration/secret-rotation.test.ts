/**
 * SESSION_SECRET rotation: each kind of token is signed with its own key derived from the secret
 * (the raw secret signs none of them), and while SESSION_SECRET_PREVIOUS names the old secret,
 * sessions, mail links and two-factor secrets made under it keep working.
 */
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../../server/auth/jwt";
import { signToken } from "../../server/contacts/tokens";
import { mailOptOuts } from "../../server/db/schema";
import { driver, startTestServer, type TestServer, TEST_NEXT_SESSION_SECRET, TEST_SESSION_SECRET } from "../helpers/server";
import { createAdmin, DEFAULT_PASSWORD, signIn, uniqueEmail } from "../helpers/session";

const OLD = TEST_SESSION_SECRET;
const NEW = TEST_NEXT_SESSION_SECRET;

describe(`session secret rotation (${driver})`, () => {
  let server: TestServer & { cleanup(): Promise<void> };
  beforeAll(async () => {
    server = await startTestServer({ env: { SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD } });
  });
  afterAll(() => server.cleanup());

  const me = (token: string) => server.request("/api/auth/me", { headers: { Cookie: `mhp_access=${token}` } });

  it("reads an access token made under the previous secret, never one signed with a raw secret", async () => {
    const email = uniqueEmail("rotation");
    await createAdmin(server, email);
    const session = await signIn(server, email, DEFAULT_PASSWORD);
    const current = /mhp_access=([^;]+)/.exec(session.cookie)![1]!;
    expect((await me(current)).status).toBe(200);
    const claims = decodeJwt(current);
    const { sub, sid, sv } = claims as { sub: string; sid: string; sv: number };
    const underOld = await signJwt({ config: { ...server.ctx.config, sessionSecret: OLD, previousSessionSecret: undefined }, clock: server.ctx.clock }, "staff", sub, { sid, sv }, 600);
    expect((await me(underOld)).status).toBe(200);
    // The raw secret (what signed every kind of token before) signs nothing now.
    const raw = await new SignJWT({ sid, sv })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuer(claims.iss!)
      .setAudience(claims.aud!)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(NEW));
    expect((await me(raw)).status).toBe(401);
  });

  it("honours an unsubscribe link mailed under the previous secret", async () => {
    const token = signToken(OLD, "unsubscribe", "rotated@example.com", new Date(Date.now() + 86_400_000));
    const res = await server.request(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await server.ctx.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, "rotated@example.com"))).toHaveLength(1);
  });
});
