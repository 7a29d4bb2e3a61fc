import { describe, expect, it } from "vitest";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { emailField as accountEmail } from "@common/schemas/auth";
import { commentSchema } from "@common/schemas/blog";
import { emailAddress, isEmailAddress, mailtoHref } from "@common/schemas/email";
import { emailField as leadEmail } from "@common/schemas/leads";
import { notificationEmailSchema } from "@common/schemas/notifications";

const good = [
  "ann@example.com",
  "o'brien+quotes@mail.example.co.uk",
  "first.last@sub-domain.example.org",
  "x_y-z@x.co",
  "UPPER@EXAMPLE.COM",
  "user@xn--bcher-kva.example",
  "user@example.xn--p1ai",
];
const bad = [
  "x@x.co?bcc=attacker%40evil.example",
  "x@x.co&cc=a@b.co",
  "<x@x.co>",
  '"x"@x.co',
  "x@x.co>",
  "x@x.co, y@y.co",
  "x;y@x.co",
  "x y@x.co",
  "x@x",
  "x@-x.co",
  "x@x-.co",
  ".x@x.co",
  "x.@x.co",
  "x..y@x.co",
  "x@x..co",
  "@x.co",
  "x@",
  "x@x.c",
  "x@x.co\nBcc: y@y.co",
  "x%y@x.co?",
  `${"a".repeat(65)}@x.co`,
  `a@${"b".repeat(250)}.co`,
];

describe("isEmailAddress", () => {
  it.each(good)("accepts %s", (address) => expect(isEmailAddress(address)).toBe(true));
  it.each(bad)("refuses %j", (address) => expect(isEmailAddress(address)).toBe(false));
});

describe("every schema that takes an address uses the one rule, with its own messages", () => {
  const attack = "x@x.co?bcc=attacker%40evil.example";
  it("leads and the quick quote", () => {
    expect(leadEmail().safeParse(attack).error?.issues[0]?.message).toBe(messages.validation.emailInvalid);
    expect(leadEmail().safeParse("").error?.issues[0]?.message).toBe(messages.validation.emailRequired);
    expect(leadEmail().parse("  Ann@Example.com ")).toBe("Ann@Example.com");
  });
  it("staff accounts and invitations (lower-cased)", () => {
    expect(accountEmail().safeParse(attack).error?.issues[0]?.message).toBe(messages.auth.emailInvalid);
    expect(accountEmail().parse("Ann@Example.com")).toBe("ann@example.com");
  });
  it("alert recipients", () => {
    const result = notificationEmailSchema.safeParse({ email: attack });
    expect(result.error?.issues[0]?.message).toBe(staffMessages.dashboard.notificationEmailInvalid);
    expect(notificationEmailSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe(staffMessages.dashboard.notificationEmailRequired);
  });
  it("blog comments", () => {
    const result = commentSchema.safeParse({ authorName: "Ann", authorEmail: attack, content: "Hi" });
    expect(result.error?.issues[0]?.message).toBe(messages.blog.commentEmailInvalid);
  });
  it("emailAddress tells a missing value from a wrong one", () => {
    const field = emailAddress({ required: "required", invalid: "invalid", textExpected: "text" });
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe("required");
    expect(field.safeParse(42).error?.issues[0]?.message).toBe("text");
    expect(field.safeParse("nope").error?.issues[0]?.message).toBe("invalid");
  });
});

describe("mailtoHref", () => {
  it("percent-encodes each part so nothing can add a header or parameter", () => {
    expect(mailtoHref("ann@example.com")).toBe("mailto:ann@example.com");
    expect(mailtoHref("o'brien+x@example.com")).toBe("mailto:o'brien%2Bx@example.com");
    expect(mailtoHref("x@x.co?bcc=attacker%40evil.example")).toBe("mailto:x@x.co%3Fbcc%3Dattacker%2540evil.example");
    expect(mailtoHref("a&cc=b@x.co")).toBe("mailto:a%26cc%3Db@x.co");
  });
});
