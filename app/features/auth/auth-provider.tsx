/**
 * The client session. The server-rendered user is the session (a sign-in form posts to its
 * page's action, after which the root loader brings the new user); it is checked again (GET /api/auth/me, never retried) on navigation once 5 minutes old, and when
 * any back-office call answers 401; a signed-in session is refreshed every 10 minutes; a 401, a
 * failed check, a failed refresh or logout clears the user (and, in the back office, every
 * cached query: ~/lib/query-client). Plain React state: public pages carry no query library.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { apiJson, apiRequest } from "~/lib/api";
import * as messages from "@common/messages";

export interface SessionUser {
  id: string;
  email: string;
  /** The display name (absent only in an answer from before names existed). */
  name?: string;
  role: string;
}

export interface AuthValue {
  user: SessionUser | null;
  /** True while the session is being determined (no answer yet). */
  isLoading: boolean;
  logout(): Promise<void>;
  refresh(): Promise<SessionUser | null>;
  /** Asks the server again who is signed in (after a 401 elsewhere); a failed check signs out. */
  recheck(): Promise<SessionUser | null>;
}

export const SESSION_STALE_MS = 5 * 60 * 1000;
export const SESSION_REFRESH_MS = 10 * 60 * 1000;

type MeAnswer = { user: SessionUser | null };

const isUser = (value: unknown): value is SessionUser =>
  !!value && typeof value === "object" && typeof (value as SessionUser).id === "string" && typeof (value as SessionUser).role === "string";

export async function fetchMe(): Promise<MeAnswer> {
  const res = await fetch("/api/auth/me", { credentials: "include" });
  if (res.status === 401) return { user: null };
  if (!res.ok) throw new Error(messages.auth.fetchUserFailed);
  const body = (await res.json()) as { user?: unknown };
  return { user: isUser(body.user) ? body.user : null };
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ initialUser, children }: { initialUser: SessionUser | null; children: React.ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(initialUser);
  const checkedAt = useRef(Date.now());
  const setUser = useCallback((next: SessionUser | null) => {
    checkedAt.current = Date.now();
    setUserState(next);
  }, []);

  // When a root revalidation brings a different server-side user, the server is right.
  const previousInitial = useRef(initialUser);
  useEffect(() => {
    const before = previousInitial.current;
    previousInitial.current = initialUser;
    if (before?.id !== initialUser?.id || before?.role !== initialUser?.role) setUser(initialUser);
  }, [initialUser, setUser]);

  const checking = useRef<Promise<SessionUser | null> | null>(null);
  const recheck = useCallback(() => {
    checking.current ??= fetchMe()
      .then((answer) => answer.user)
      // A failed check (not 401) counts as signed out too.
      .catch(() => null)
      .then((next) => {
        checking.current = null;
        setUser(next);
        return next;
      });
    return checking.current;
  }, [setUser]);

  // The answer is kept 5 minutes: a navigation after that asks again.
  const { pathname } = useLocation();
  useEffect(() => {
    if (Date.now() - checkedAt.current >= SESSION_STALE_MS) void recheck();
  }, [pathname, recheck]);

  const refresh = useCallback(async () => {
    try {
      const body = await apiJson<{ user?: unknown }>("POST", "/api/auth/refresh");
      if (!isUser(body?.user)) throw new Error(messages.auth.invalidLoginResponse);
      setUser(body.user);
      return body.user;
    } catch {
      setUser(null);
      return null;
    }
  }, [setUser]);

  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => void refresh(), SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, refresh]);

  const logout = useCallback(async () => {
    try {
      await apiRequest("POST", "/api/auth/logout");
    } catch {
      // Failures are ignored: the local session ends regardless.
    }
    setUser(null);
  }, [setUser]);

  const value = useMemo<AuthValue>(
    () => ({ user, isLoading: false, logout, refresh, recheck }),
    [user, logout, refresh, recheck],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(messages.auth.useAuthOutsideProvider);
  return value;
}

/** Where a staff member lands after signing in: an admin's day starts on Today, an editor's in the blog, a technician's on their own visits. */
export function homeFor(user: Pick<SessionUser, "role"> | null | undefined): string {
  if (user?.role === "technician") return "/admin/my-day";
  return user?.role === "editor" ? "/admin/blog" : "/admin/today";
}
