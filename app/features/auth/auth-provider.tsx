/**
 * The client session (01-public-site.md §4, §7, §9). The server-rendered user seeds the `me`
 * query, which is cached 5 minutes and never retried; a signed-in session is refreshed every
 * 10 minutes; a 401, a failed refresh or logout clears the user and every cached query.
 */
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, apiJson, apiRequest } from "~/lib/api";
import { messages } from "~/shared/messages";

export interface SessionUser {
  id: string;
  email: string;
  role: string;
}

export interface AuthValue {
  user: SessionUser | null;
  /** True while the session is being determined (no answer yet). */
  isLoading: boolean;
  login(email: string, password: string): Promise<SessionUser>;
  logout(): Promise<void>;
  refresh(): Promise<SessionUser | null>;
  /** Stores a user signed in by another call (accept-invite). */
  setUser(user: SessionUser | null): void;
}

export const ME_QUERY_KEY = ["/api/auth/me"] as const;
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

function signOutLocally(queryClient: QueryClient) {
  // The session query stays (its observers re-render signed out at once); every other cached
  // answer goes. Clearing the whole cache would leave the header watching a removed query.
  queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: null });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ initialUser, children }: { initialUser: SessionUser | null; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  // The server already knows the session: seed the cache once, fresh for 5 minutes.
  useState(() => {
    if (!queryClient.getQueryData(ME_QUERY_KEY)) queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: initialUser });
    return true;
  });
  // When a root revalidation brings a different server-side user, the server is right.
  const previousInitial = useRef(initialUser);
  useEffect(() => {
    const before = previousInitial.current;
    previousInitial.current = initialUser;
    if (before?.id !== initialUser?.id || before?.role !== initialUser?.role) {
      queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: initialUser });
    }
  }, [initialUser, queryClient]);

  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: SESSION_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // A failed check (not 401) counts as signed out too (§7).
  const user = me.isError ? null : (me.data?.user ?? null);

  // A session that ends (401 or failed check) takes every cached query with it.
  const hadUser = useRef(!!user);
  useEffect(() => {
    if (hadUser.current && !user && (me.isError || me.data?.user === null) && queryClient.getQueryCache().getAll().length > 1) {
      signOutLocally(queryClient);
    }
    hadUser.current = !!user;
  }, [user, me.isError, me.data, queryClient]);

  // Any other call answered 401 means the session ended on the server (expired, revoked,
  // deactivated): check again, which clears everything if it is really gone.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && event.query.queryKey[0] !== ME_QUERY_KEY[0]) {
        onError(event.action.error);
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const refresh = useCallback(async () => {
    try {
      const body = await apiJson<{ user?: unknown }>("POST", "/api/auth/refresh");
      if (!isUser(body?.user)) throw new Error(messages.auth.invalidLoginResponse);
      queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: body.user });
      return body.user;
    } catch {
      signOutLocally(queryClient);
      return null;
    }
  }, [queryClient]);

  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => void refresh(), SESSION_REFRESH_MS);
    return () => clearInterval(timer);
  }, [signedIn, refresh]);

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const body = await apiJson<{ user?: unknown }>("POST", "/api/auth/login", { email, password });
        if (!isUser(body?.user)) throw new Error(messages.auth.invalidLoginResponse);
        queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: body.user });
        return body.user;
      } catch (error) {
        queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: null });
        throw error;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest("POST", "/api/auth/logout");
    } catch {
      // Failures are ignored: the local session ends regardless.
    }
    signOutLocally(queryClient);
  }, [queryClient]);

  const setUser = useCallback(
    (next: SessionUser | null) => queryClient.setQueryData<MeAnswer>(ME_QUERY_KEY, { user: next }),
    [queryClient],
  );

  const value = useMemo<AuthValue>(
    () => ({ user, isLoading: me.isPending, login, logout, refresh, setUser }),
    [user, me.isPending, login, logout, refresh, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(messages.auth.useAuthOutsideProvider);
  return value;
}

/** Where a staff member lands after signing in. */
export function homeFor(user: Pick<SessionUser, "role"> | null | undefined): string {
  return user?.role === "editor" ? "/admin/blog" : "/admin";
}
