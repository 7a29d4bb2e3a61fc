import { describe, expect, it } from "vitest";
import { actionWithPhone, describeError, errorCatalog, fallbackError, isRetryable } from "@common/error-catalog";

describe("generic error catalogue", () => {
  it("has every entry of the spec with its title and retry flag", () => {
    const expected: Record<string, [string, boolean]> = {
      NetworkError: ["Connection Problem", true],
      "Failed to fetch": ["Network Error", true],
      "401": ["Authentication Required", false],
      Unauthorized: ["Not Authorized", false],
      "403": ["Access Denied", false],
      "404": ["Not Found", false],
      "400": ["Invalid Request", true],
      ValidationError: ["Validation Error", true],
      "429": ["Too Many Requests", true],
      RateLimited: ["Rate Limited", true],
      "500": ["Server Error", true],
      "502": ["Service Unavailable", true],
      "503": ["Service Unavailable", true],
      DatabaseError: ["Database Error", true],
      TimeoutError: ["Request Timeout", true],
      DuplicateEntry: ["Duplicate Entry", false],
      PaymentError: ["Payment Processing Error", true],
      QuoteError: ["Quote Request Error", true],
      ContentNotFound: ["Content Not Found", false],
      CategoryNotFound: ["Category Not Found", false],
    };
    expect(Object.keys(errorCatalog).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, [title, retryable]] of Object.entries(expected)) {
      const entry = errorCatalog[key as keyof typeof errorCatalog];
      expect(entry.title, key).toBe(title);
      expect(entry.retryable, key).toBe(retryable);
      expect(entry.description.length, key).toBeGreaterThan(0);
      expect(entry.action.length, key).toBeGreaterThan(0);
    }
    // The phone number is the owner's (Settings), put in where the screen shows the hint.
    expect(actionWithPhone(errorCatalog.QuoteError, "(802) 555-0199")).toBe("Please try again or call us at (802) 555-0199.");
    expect(fallbackError.title).toBe("Something Went Wrong");
    expect(actionWithPhone(fallbackError, "(802) 555-0199")).toBe("Please try again or contact support at (802) 555-0199.");
  });

  it("1. looks a string input up directly", () => {
    expect(describeError("DuplicateEntry").title).toBe("Duplicate Entry");
    expect(describeError("Rate Limited").title).toBe("Rate Limited");
  });

  it("2. prefers a 4xx/5xx number found in the message", () => {
    expect(describeError(new Error("429: Too many requests")).title).toBe("Too Many Requests");
    expect(describeError(new Error("503: DatabaseError")).title).toBe("Service Unavailable");
    expect(describeError(new Error("404: ContentNotFound")).title).toBe("Not Found");
  });

  it("3. then any key contained in the message, case-insensitively", () => {
    expect(describeError(new Error("a timeouterror happened")).title).toBe("Request Timeout");
    expect(describeError(new Error("CategoryNotFound: heat-pumps")).title).toBe("Category Not Found");
    expect(describeError(new Error("409: duplicateentry")).title).toBe("Duplicate Entry");
  });

  it("4-6. then status, statusCode, code and type", () => {
    expect(describeError({ message: "nope", status: 403 }).title).toBe("Access Denied");
    expect(describeError({ message: "nope", statusCode: 502 }).title).toBe("Service Unavailable");
    expect(describeError({ message: "nope", code: "PaymentError" }).title).toBe("Payment Processing Error");
    expect(describeError({ message: "nope", type: "QuoteError" }).title).toBe("Quote Request Error");
  });

  it("7. then a network error name or a message mentioning fetch", () => {
    expect(describeError({ name: "NetworkError", message: "offline" }).title).toBe("Connection Problem");
    expect(describeError(new TypeError("Failed to fetch")).title).toBe("Network Error");
    expect(describeError(new TypeError("could not fetch resource")).title).toBe("Network Error");
  });

  it("falls back to Something Went Wrong", () => {
    expect(describeError(new Error("409: conflict")).title).toBe("Something Went Wrong");
    expect(describeError(undefined)).toBe(fallbackError);
    expect(describeError(42)).toBe(fallbackError);
  });

  it("tells which errors are retryable", () => {
    expect(isRetryable(new Error("500: boom"))).toBe(true);
    expect(isRetryable(new Error("401: no"))).toBe(false);
    expect(isRetryable(new Error("404: missing"))).toBe(false);
  });
});
