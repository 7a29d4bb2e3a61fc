import { describe, expect, it } from "vitest";
import { isPushServiceEndpoint } from "../../server/push/services";

describe("where Web Push messages may go", () => {
  it("accepts the browsers' push services in production", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx",
      "https://wns2-bn3p.notify.windows.com/w/?token=AQE",
    ]) {
      expect(isPushServiceEndpoint(endpoint, "production"), endpoint).toBe(true);
    }
  });

  it("refuses any other host in production, however it is spelt or wherever it resolves", () => {
    for (const endpoint of [
      "https://localhost./push",
      "https://localhost/push",
      "http://127.0.0.1:4000/push",
      "https://10.0.0.5/push",
      "https://internal.example.com/push",
      "https://fcm.googleapis.com.evil.example/push",
      "https://evilfcm.googleapis.com/push",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user@fcm.googleapis.com/fcm/send/abc",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint, "production"), endpoint).toBe(false);
    }
  });

  it("allows a local push service on a development or test machine only", () => {
    expect(isPushServiceEndpoint("http://127.0.0.1:4000/push/device-1", "test")).toBe(true);
    expect(isPushServiceEndpoint("http://127.0.0.1:4000/push/device-1", "production")).toBe(false);
    expect(isPushServiceEndpoint("http://10.0.0.5/internal", "test")).toBe(false);
  });
});
