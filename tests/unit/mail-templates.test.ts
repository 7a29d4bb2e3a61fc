/**
 * The mail templates: each renders a subject, an HTML part and a plain-text part from one
 * element; values are escaped in HTML; links survive into the text part whole; subjects are
 * one line.
 */
import { describe, expect, it } from "vitest";
import { leadConfirmation, mailTemplates, mailText, maintenanceReminder, renderMail } from "../../server/mail/templates";
import { describeRequest } from "../../server/contacts/confirmations";
import { signToken, verifyToken } from "../../server/contacts/tokens";
import { nextDayFor } from "../../server/contacts/services";
import { defaultBusinessSettings as defaults, type BusinessSettings } from "@common/business-settings";

describe("mail templates", () => {
  it.each(mailTemplates.map((t) => [t.name, t] as const))("%s renders both parts from its sample", async (_name, template) => {
    const mail = await renderMail(template, template.sample, defaults);
    expect(mail.kind).toBe(template.kind);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain("Mansfield Heating &amp; Plumbing");
    expect(mail.text).toContain("Mansfield Heating & Plumbing");
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("names the business as the owner keeps it in Settings: phone, town, hours, emergency wording", async () => {
    const owner: BusinessSettings = {
      ...defaults,
      name: "Champlain Comfort",
      phone: "(802) 555-0177",
      locality: "Essex",
      hours: { ...defaults.hours, friday: { open: true, opens: "07:00", closes: "15:30" } },
      emergency: { offered: true, wording: "Burst pipe? We answer day and night" },
    };
    const mail = await renderMail(leadConfirmation, leadConfirmation.sample, owner);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("(802) 555-0177");
      expect(part).toContain("Essex, VT");
      expect(part).toContain("Mon-Thu 7AM-6PM, Fri 7AM-3:30PM, Sat 8AM-4PM");
      expect(part).toContain("Burst pipe? We answer day and night.");
      expect(part).not.toContain("555-0142");
    }
    expect(mail.text).toContain("Champlain Comfort");
    const off = await renderMail(leadConfirmation, leadConfirmation.sample, { ...owner, emergency: { offered: false, wording: "Burst pipe? We answer day and night" } });
    expect(off.text).not.toContain("Burst pipe");
    const invite = await renderMail(mailTemplates.find((t) => t.name === "invitation")!, mailTemplates.find((t) => t.name === "invitation")!.sample, owner);
    expect(invite.subject).toBe("You're invited to the Champlain Comfort staff area");
  });

  it("escapes markup in values and keeps it as text", async () => {
    const mail = await renderMail(leadConfirmation, { ...leadConfirmation.sample, firstName: `<img src=x onerror="alert(1)">` }, defaults);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
    expect(mail.text).toContain(`Hi <img src=x onerror="alert(1)">,`);
  });

  it("keeps long links whole in the text part and puts the opt-out link in both parts", async () => {
    const bookUrl = `https://example.com/quote?service=${encodeURIComponent("Boiler Installation/Replacement")}&x=${"a".repeat(120)}`;
    const mail = await renderMail(maintenanceReminder, { ...maintenanceReminder.sample, bookUrl }, defaults);
    expect(mail.text.split("\n").some((line) => line.includes(bookUrl))).toBe(true);
    expect(mail.html).toContain(maintenanceReminder.sample.unsubscribeUrl);
    expect(mail.text).toContain(maintenanceReminder.sample.unsubscribeUrl);
  });

  it("folds a subject onto one line", async () => {
    const mail = await renderMail(maintenanceReminder, { ...maintenanceReminder.sample, service: "Boiler\r\nBcc: x@example.com" }, defaults);
    expect(mail.subject).toBe("Your Boiler Bcc: x@example.com maintenance is due Tuesday, March 3, 2026");
  });
});

describe("what a confirmation repeats", () => {
  it("names a service or town only when it is one of the site's own", () => {
    const towns = ["Burlington", "Jericho"];
    expect(describeRequest("Heat Pump Installation", "jericho", towns)).toEqual({ request: "quote", service: "Heat Pump Installation", town: "Jericho" });
    expect(describeRequest("maintenance-contract", null, towns)).toEqual({ request: "consultation", service: "Maintenance Contract", town: null });
    expect(describeRequest("Visit evil.example", "Evil Town", towns)).toEqual({ request: "quote", service: null, town: null });
  });
});

describe("signed links", () => {
  const secret = "s".repeat(40);
  const now = new Date("2026-03-01T12:00:00Z");
  it("accepts its own purpose until it expires, and nothing altered", () => {
    const token = signToken(secret, "unsubscribe", "a@example.com", new Date(now.getTime() + 1000));
    expect(verifyToken(secret, "unsubscribe", token, now)).toEqual({ ok: true, subject: "a@example.com" });
    expect(verifyToken(secret, "review", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken("t".repeat(40), "unsubscribe", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(secret, "unsubscribe", token, new Date(now.getTime() + 2000))).toEqual({ ok: false, reason: "expired" });
    const [body, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ p: "unsubscribe", s: "b@example.com", x: 9e9 })).toString("base64url");
    expect(verifyToken(secret, "unsubscribe", `${forged}.${sig}`, now)).toEqual({ ok: false, reason: "invalid" });
    for (const bad of [undefined, "", "x", `${body}.`, `${body}.${sig}.x`, 42]) expect(verifyToken(secret, "unsubscribe", bad, now).ok).toBe(false);
  });
});

describe("next maintenance date", () => {
  it("follows the schedule, and none without one", () => {
    expect(nextDayFor("annual", "2026-03-01")).toBe("2027-03-01");
    expect(nextDayFor("semi-annual", "2026-08-31")).toBe("2027-02-28");
    expect(nextDayFor("annual", "2028-02-29")).toBe("2029-02-28");
    expect(nextDayFor("quarterly", "2026-01-15")).toBe("2026-04-15");
    expect(nextDayFor("none", "2026-01-15")).toBeNull();
    expect(nextDayFor(null, "2026-01-15")).toBeNull();
  });
});

describe("the text part's line length", () => {
  it("wraps prose at 78 columns and never breaks a long link", async () => {
    const mail = await renderMail(leadConfirmation, leadConfirmation.sample, defaults);
    const lines = mail.text.split("\n");
    expect(lines.filter((l) => l.length > 78 && !/https?:\/\/\S{60,}/.test(l))).toEqual([]);
    expect(lines).toContain("Thank you for your quote request. A member of our team will contact you within");
    expect(mailText(`<p>see ${"x".repeat(100)} now</p>`)).toBe(`see\n${"x".repeat(100)}\nnow`);
    expect(mailText("<p>short</p><p>lines stay</p>")).toBe("short\n\nlines stay");
  });
});
