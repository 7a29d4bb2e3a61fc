import { describe, expect, it } from "vitest";
import { loggableUrl } from "../../server/http/log-url";

describe("loggableUrl", () => {
  it("keeps URLs without secrets as they are", () => {
    expect(loggableUrl("/admin?tab=crm")).toBe("/admin?tab=crm");
    expect(loggableUrl("/reviews?service=heating&page=2")).toBe("/reviews?service=heating&page=2");
    expect(loggableUrl("/contact")).toBe("/contact");
  });

  it("redacts tokens, passwords, keys and e-mail addresses in the query", () => {
    expect(loggableUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[redacted]");
    expect(loggableUrl("/accept-invite?token=abc&x=1")).toBe("/accept-invite?token=[redacted]&x=1");
    expect(loggableUrl("/login?email=a%40b.co&login-password=hunter22")).toBe("/login?email=[redacted]&login-password=[redacted]");
    expect(loggableUrl("/register?register-adminKey=k&register-email=e")).toBe("/register?register-adminKey=[redacted]&register-email=[redacted]");
  });
});
