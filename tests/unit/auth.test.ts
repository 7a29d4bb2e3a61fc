/**
 * Account logic without a server: the shared schemas' messages, the status → message choices of
 * the account pages, the cookie flags, the argon2id parameters, and tokens.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, test } from "vitest";
import { failureWording } from "../../app/features/auth/send-form";
import { ApiError } from "../../app/lib/api";
import { errorMessage } from "../../app/lib/api-errors";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordConfirmSchema,
  resetPasswordSchema,
} from "@common/schemas/auth";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from "../../server/auth/access-token";
import { clearSessionCookies, setSessionCookies } from "../../server/auth/cookies";
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from "../../server/auth/passwords";
import { hashToken, randomToken, safeEqual } from "../../server/auth/tokens";
import type { AppContext } from "../../server/context";

const m = messages.auth;
const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe("shared account schemas", () => {
  test("login: valid e-mail and 8+ character password, with the spec's messages", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "x", password: "12345678" }), "email")).toBe(m.emailInvalid);
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.co", password: "1234567" }), "password")).toBe(m.passwordMin);
    expect(loginSchema.parse({ email: " Owner@Example.COM ", password: "12345678" }).email).toBe("owner@example.com");
  });

  test("forgot, reset and change password messages", () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "" }), "email")).toBe(m.forgotEmailInvalid);
    expect(firstMessage(resetPasswordSchema.safeParse({ token: "", newPassword: "12345678" }), "token")).toBe(m.resetTokenRequired);
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "x" }), "currentPassword")).toBe(
      staffMessages.auth.currentPasswordRequired,
    );
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: "x", newPassword: "x" }), "newPassword")).toBe(m.passwordMin);
  });

  test("confirmation: at least 8 characters, and it must match", () => {
    expect(firstMessage(passwordConfirmSchema.safeParse({ password: "12345678", confirmPassword: "" }), "confirmPassword")).toBe(
      m.resetConfirmRequired,
    );
    expect(
      firstMessage(passwordConfirmSchema.safeParse({ password: "12345678", confirmPassword: "87654321" }), "confirmPassword"),
    ).toBe("Passwords don't match");
    expect(passwordConfirmSchema.safeParse({ password: "x".repeat(200), confirmPassword: "x".repeat(200) }).success).toBe(true);
  });
});

describe("account page messages chosen by status, never by text", () => {
  const login = (e: unknown) => errorMessage(e, failureWording.login);
  const forgot = (e: unknown) => errorMessage(e, failureWording.forgot);
  const reset = (e: unknown) => errorMessage(e, failureWording.reset);

  test("login failure", () => {
    expect(login(new ApiError(429, "{}"))).toBe("Too many login attempts. Please wait before trying again.");
    expect(login(new ApiError(401, '{"message":"Invalid credentials"}'))).toBe("Invalid email or password. Please check your credentials.");
    expect(login(new ApiError(400, "{}"))).toBe("Please enter a valid email and password.");
    expect(login(new ApiError(500, "boom"))).toBe("Login failed. Please try again.");
    expect(login(new TypeError("Failed to fetch"))).toBe(m.loginFailed);
    // Words in an error's text choose nothing.
    expect(login(new Error("429 Invalid credentials"))).toBe(m.loginFailed);
  });

  test("forgot and reset failures", () => {
    expect(forgot(new ApiError(400, "{}"))).toBe("Please enter a valid email address");
    expect(forgot(new ApiError(429, "{}"))).toBe("Too many requests. Please wait before trying again.");
    expect(forgot(new ApiError(503, "{}"))).toBe("Failed to send reset e-mail. Please try again.");
    expect(reset(new ApiError(400, "{}"))).toBe("Invalid or expired reset token. Please request a new password reset.");
    expect(reset(new ApiError(404, "{}"))).toBe(m.resetInvalidToken);
    expect(reset(new ApiError(429, "{}"))).toBe(m.forgotRateLimited);
    expect(reset(new ApiError(500, "{}"))).toBe("Failed to reset password. Please try again.");
  });
});

function fakeCtx(publicUrl: string): AppContext {
  return {
    config: { secureCookies: publicUrl.startsWith("https:"), sessionSecret: "unit-test-secret-0123456789abcdef0123456789" },
    clock: { now: () => new Date() },
  } as unknown as AppContext;
}

async function setCookieHeaders(ctx: AppContext, clear = false): Promise<string[]> {
  const app = express();
  app.get("/", (_req, res) => {
    if (clear) clearSessionCookies(ctx, res);
    else setSessionCookies(ctx, res, { accessToken: "a", refreshToken: "r", refreshExpiresAt: new Date(Date.now() + 60_000) });
    res.end();
  });
  const server = app.listen(0);
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return res.headers.getSetCookie();
  } finally {
    server.close();
  }
}

describe("session cookies", () => {
  test("httpOnly, SameSite=Lax, Path=/; Secure only when PUBLIC_URL is https", async () => {
    for (const [url, secure] of [
      ["https://www.mansfield.test", true],
      ["http://localhost:3000", false],
    ] as const) {
      const cookies = await setCookieHeaders(fakeCtx(url));
      expect(cookies).toHaveLength(2);
      for (const c of cookies) {
        expect(c).toMatch(/; HttpOnly/);
        expect(c).toMatch(/; SameSite=Lax/);
        expect(c).toMatch(/; Path=\//);
        expect(/; Secure/.test(c)).toBe(secure);
      }
      expect(cookies[0]).toMatch(new RegExp(`Max-Age=${ACCESS_TOKEN_SECONDS}`));
    }
    const cleared = await setCookieHeaders(fakeCtx("https://www.mansfield.test"), true);
    expect(cleared.every((c) => /Expires=Thu, 01 Jan 1970/.test(c) && /; Secure/.test(c))).toBe(true);
  });

  test("the access token is signed, expires after 15 minutes and cannot be forged", async () => {
    let now = new Date("2026-01-01T12:00:00Z");
    const ctx = { ...fakeCtx("http://x"), clock: { now: () => now } } as AppContext;
    const token = await signAccessToken(ctx, { sub: "u1", sid: "f1", sv: 3 });
    expect(await verifyAccessToken(ctx, token)).toEqual({ sub: "u1", sid: "f1", sv: 3 });
    const [h, p, s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, "base64url").toString()), sv: 4 })).toString("base64url");
    expect(await verifyAccessToken(ctx, `${h}.${forged}.${s}`)).toBeNull();
    expect(await verifyAccessToken(ctx, `${Buffer.from('{"alg":"none"}').toString("base64url")}.${p}.`)).toBeNull();
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect(await verifyAccessToken(ctx, token)).toBeNull();
  });
});

describe("secrets", () => {
  test("argon2id with at least 19 MiB and 2 passes; long passwords are not truncated", async () => {
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    const long = "p".repeat(80) + "1";
    const hash = await hashPassword(long);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, "p".repeat(80) + "2")).toBe(false);
    expect(await verifyPassword("not a hash", long)).toBe(false);
  });

  test("tokens carry 256 random bits and are stored as SHA-256", () => {
    const a = randomToken();
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(randomToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
