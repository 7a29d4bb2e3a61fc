import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  readRetryDelay,
  shouldRetryIdempotentWrite,
  shouldRetryRead,
  shouldRetryWrite,
  writeRetryDelay,
} from "~/lib/api";
import { createQueryClient, getQueryFn } from "~/lib/query-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(...responses: Array<() => Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  let i = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const next = responses[Math.min(i, responses.length - 1)]!;
      i += 1;
      return next();
    }),
  );
  return calls;
}

describe("call layer", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/leads", { firstName: "Ann" });
    expect(calls[0]!.init).toMatchObject({
      method: "POST",
      credentials: "include",
      body: JSON.stringify({ firstName: "Ann" }),
      headers: { "Content-Type": "application/json" },
    });
  });

  it("raises an error whose text is the status, a colon and the body", async () => {
    stubFetch(() => new Response('{"message":"Too many"}', { status: 429 }));
    const error = await apiRequest("POST", "/api/leads", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('429: {"message":"Too many"}');
    expect((error as ApiError).serverMessage).toBe("Too many");
  });

  it("offers no server message when the body is not JSON with one", async () => {
    stubFetch(() => new Response("<html><body>Bad Gateway</body></html>", { status: 502, statusText: "Bad Gateway" }));
    const error = (await apiRequest("POST", "/api/auth/create-admin", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502: <html><body>Bad Gateway</body></html>");
    expect(error.serverMessage).toBe("");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads join the query key with slashes and may turn a 401 into null", async () => {
    const calls = stubFetch(() => new Response("nope", { status: 401 }));
    const fn = getQueryFn<unknown>({ on401: "returnNull" });
    const ctx = { queryKey: ["/api/auth", "me"], signal: new AbortController().signal } as never;
    expect(await fn(ctx)).toBeNull();
    expect(calls[0]!.url).toBe("/api/auth/me");
    expect(calls[0]!.init?.credentials).toBe("include");
    await expect(getQueryFn({ on401: "throw" })(ctx)).rejects.toThrow("401: nope");
  });

  it("retries reads up to 3 times only when retryable, doubling from 1 s to at most 4 s", () => {
    const server = new ApiError(500, "boom");
    expect([0, 1, 2, 3].map((n) => shouldRetryRead(n, server))).toEqual([true, true, true, false]);
    expect(shouldRetryRead(0, new ApiError(404, "missing"))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(401, "no"))).toBe(false);
    expect([0, 1, 2, 3, 4].map(readRetryDelay)).toEqual([1000, 2000, 4000, 4000, 4000]);
  });

  it("never retries a plain write, whatever the failure", () => {
    for (const error of [new ApiError(503, "down"), new ApiError(504, "slow"), new TypeError("Failed to fetch"), new ApiError(403, "no")]) {
      expect(shouldRetryWrite(0, error)).toBe(false);
    }
  });

  it("retries a write carrying an Idempotency-Key once after 1 s when retryable", () => {
    expect(shouldRetryIdempotentWrite(0, new ApiError(503, "down"))).toBe(true);
    expect(shouldRetryIdempotentWrite(1, new ApiError(503, "down"))).toBe(false);
    expect(shouldRetryIdempotentWrite(0, new ApiError(403, "no"))).toBe(false);
    expect(writeRetryDelay()).toBe(1000);
  });

  it("the back office's mutations (useApiWrite and any bare useMutation) are never retried", async () => {
    const client = createQueryClient();
    const calls = stubFetch(() => new Response("busy", { status: 503 }));
    const mutation = client.getMutationCache().build(client, { mutationFn: () => apiRequest("POST", "/api/blog/campaigns/x/execute") });
    await expect(mutation.execute(undefined)).rejects.toThrow("503");
    expect(calls).toHaveLength(1);
  });

  it("never goes stale, never refetches on focus and never polls", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    expect(defaults.mutations?.retry).toBe(shouldRetryWrite);
  });
});
