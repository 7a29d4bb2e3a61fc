/**
 * Rate limits for the account endpoints. Sign-in attempts are counted per client address, per
 * account from that address, and per account overall (the last generous and short, so a stranger
 * cannot keep a real user locked out for long); each attempt is counted before the password is
 * checked and given back when it was right, so successful sign-ins count nothing.
 */
import type { AppContext } from "../context";
import { tooManyRequests } from "../http/errors";
import { createLimiter, type Limiter } from "../http/rate-limit";

export interface AuthLimiters {
  loginClient: Limiter;
  loginAccountClient: Limiter;
  loginAccount: Limiter;
  /** Wrong codes at the second step, per account from everywhere. */
  secondStepAccount: Limiter;
  forgotClient: Limiter;
  forgotAccount: Limiter;
  resetClient: Limiter;
  createAdminClient: Limiter;
  inviteClient: Limiter;
  changePassword: Limiter;
  refreshClient: Limiter;
}

const MIN = 60;

export function createAuthLimiters(ctx: AppContext): AuthLimiters {
  const make = (name: string, points: number, windowSeconds: number, blockSeconds = windowSeconds) =>
    createLimiter(ctx, { name, points, windowSeconds, blockSeconds });
  return {
    loginClient: make("login-ip", 50, 15 * MIN),
    loginAccountClient: make("login-acct-ip", 5, 15 * MIN),
    loginAccount: make("login-acct", 50, 15 * MIN, 5 * MIN),
    secondStepAccount: make("login-2fa-acct", 10, 15 * MIN),
    forgotClient: make("forgot-ip", 20, 15 * MIN),
    forgotAccount: make("forgot-acct", 5, 15 * MIN),
    resetClient: make("reset-ip", 10, 15 * MIN),
    createAdminClient: make("create-admin-ip", 10, 15 * MIN),
    inviteClient: make("accept-invite-ip", 10, 15 * MIN),
    changePassword: make("change-password", 5, 15 * MIN),
    refreshClient: make("refresh-ip", 300, 15 * MIN),
  };
}

/** Throws 429 (with Retry-After) when any key is already over its limit; counts nothing. */
export async function ensureNotBlocked(pairs: Array<[Limiter, string]>, message: string) {
  let wait = 0;
  for (const [limiter, key] of pairs) wait = Math.max(wait, await limiter.blockedFor(key));
  if (wait > 0) throw tooManyRequests(message, wait);
}
