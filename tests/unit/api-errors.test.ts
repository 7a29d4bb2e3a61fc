import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { errorCode, errorKind, errorMessage, errorMessageOrServer, failureDetail, isRateLimited, serverMessage } from "~/lib/api-errors";
import { apiKey, urlFor } from "~/lib/api-hooks";
import { fieldErrors, schemaFieldErrors } from "@common/field-errors";
import { z } from "@common/zod";

const api = (status: number, body = "") => new ApiError(status, body);

describe("error → message mapper", () => {
  const wording = { fallback: "Failed", status: { 429: "Slow down", 400: "Check the form" }, network: "Offline?" };

  it("chooses by status, not by the text", () => {
    expect(errorMessage(api(429, '{"message":"x"}'), wording)).toBe("Slow down");
    expect(errorMessage(api(400, '{"message":"x"}'), wording)).toBe("Check the form");
    // A 500 whose body mentions 429 and 400 is still a plain failure.
    expect(errorMessage(api(500, '{"message":"upstream said 429 then 400"}'), wording)).toBe("Failed");
    // An error whose message merely contains "429" is not a rate limit.
    expect(errorMessage(new Error("order 429 failed"), wording)).toBe("Failed");
    expect(isRateLimited(new Error("429"))).toBe(false);
    expect(isRateLimited(api(429))).toBe(true);
  });

  it("tells a request that got no answer apart", () => {
    expect(errorKind(new TypeError("Failed to fetch"))).toBe("network");
    expect(errorMessage(new TypeError("NetworkError when attempting to fetch resource."), wording)).toBe("Offline?");
    expect(errorKind(api(503))).toBe(503);
    expect(errorKind("weird")).toBe("unknown");
  });

  it("prefers the server's code, then its status, then (if asked) its message", () => {
    const conflict = api(409, '{"message":"Already there","code":"duplicate"}');
    expect(errorCode(conflict)).toBe("duplicate");
    expect(errorMessage(conflict, { fallback: "F", code: { duplicate: "Exists" }, status: { 409: "Conflict" } })).toBe("Exists");
    expect(errorMessage(conflict, { fallback: "F", status: { 409: "Conflict" } })).toBe("Conflict");
    expect(errorMessageOrServer(conflict, { fallback: "F" })).toBe("Already there");
    expect(errorMessage(conflict, { fallback: "F" })).toBe("F");
  });

  it("never shows a proxy's HTML page or an over-long body as the server's message", () => {
    expect(serverMessage(api(502, "<html><body>Bad gateway</body></html>"))).toBeUndefined();
    expect(serverMessage(api(500, JSON.stringify({ message: "x".repeat(400) })))).toBeUndefined();
    expect(errorMessageOrServer(api(502, "<html>"), { fallback: "F" })).toBe("F");
    expect(failureDetail(api(400, '{"message":"Name is required"}'))).toBe("Name is required");
    expect(failureDetail(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
});

describe("query keys", () => {
  it("one convention: [path] or [path, params]; params become the query string", () => {
    expect(apiKey("/api/leads")).toEqual(["/api/leads"]);
    expect(apiKey("/api/leads", { spam: "true", q: "" })).toEqual(["/api/leads", { spam: "true" }]);
    expect(urlFor(apiKey("/api/crm/contacts", { search: "a b" }))).toBe("/api/crm/contacts?search=a+b");
    expect(urlFor(["/api/auth", "me"])).toBe("/api/auth/me");
  });
});

describe("fieldErrors", () => {
  const schema = z.object({ name: z.string().min(1, "Name is required"), address: z.object({ city: z.string().min(1, "City?") }) });

  it("gives the first message per field, nested paths joined", () => {
    const result = schema.safeParse({ name: "", address: { city: "" } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ name: "Name is required", "address.city": "City?" });
    expect(fieldErrors(result.error, { topLevel: true })).toEqual({ name: "Name is required", address: "City?" });
  });

  it("is empty for valid values", () => {
    expect(schemaFieldErrors(schema, { name: "A", address: { city: "B" } })).toEqual({});
  });
});
