/** The shared lead rules, the quick-quote name split and message, the error-toast table and spam checks. */
import { defaultBusinessSettings } from "@common/business-settings";
import { describe, expect, it, vi } from "vitest";
import { formClientAction } from "../../app/components/forms/client-action";
import { submitErrorMessage, quoteErrors, quickQuoteErrors, contactErrors } from "../../app/features/leads/submit-error";
import type { NativeFormResult } from "@common/form-result";
import type { z } from "zod";
import { schemaFieldErrors } from "@common/field-errors";

/** What a form shows per field: the shared helper, top-level keys. */
const schemaErrors = (schema: z.ZodType, values: unknown) => schemaFieldErrors(schema, values, { topLevel: true });
import { contactServiceOptions, quoteServiceOptions, reviewServiceTypes } from "@common/lead-options";
import * as messages from "@common/messages";
import { leadFieldNames, quickQuoteToLead, splitName } from "@common/lead-fields";
import { leadSubmissionSchema, quickQuoteSchema } from "@common/schemas/leads";
import { MIN_FILL_MS } from "@common/spam";
import { leadAlertMail, headerSafe } from "../../server/leads/alerts";
import { leadAlert, renderQueued } from "../../server/mail/templates";
import { isSpamSubmission } from "../../server/http/spam";

const v = messages.validation;
const q = messages.quickQuote;

describe("option lists", () => {
  it("has the nine quote options, five contact values and six review types in the spec's order", () => {
    expect(quoteServiceOptions).toEqual([
      "Heat Pump Installation",
      "Boiler Installation/Replacement",
      "Air Conditioning Installation",
      "Ductless Mini-Split System",
      "Hybrid Water Heater",
      "System Maintenance Plan",
      "Planned Repair Assessment",
      "Energy Efficiency Upgrade",
      "Other/General Quote",
    ]);
    expect(contactServiceOptions.map((o) => `${o.value}=${o.label}`)).toEqual([
      "heat-pumps=Heat Pump Installation",
      "high-efficiency-boilers=High-Efficiency Boiler",
      "maintenance-contract=Maintenance Contract",
      "hybrid-water-heater=Hybrid Water Heater",
      "system-consultation=System Consultation",
    ]);
    expect(reviewServiceTypes.map((o) => `${o.value}=${o.label}`)).toEqual([
      "heating=Heating Installation",
      "heat-pump=Heat Pump",
      "boiler=Boiler Service",
      "maintenance=Maintenance",
      "plumbing=Plumbing",
      "other=Other",
    ]);
  });
});

describe("lead rules", () => {
  const valid = { firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "802-555-0142" };
  const errorsFor = (over: Record<string, unknown>): Record<string, string | undefined> =>
    schemaErrors(leadSubmissionSchema, { ...valid, ...over });

  it("gives the spec's messages in the spec's order", () => {
    expect(errorsFor({ firstName: "" }).firstName).toBe(v.required);
    expect(errorsFor({ firstName: "   " }).firstName).toBe(v.required);
    expect(errorsFor({ firstName: "A" }).firstName).toBe(v.nameMin);
    expect(errorsFor({ lastName: "L33" }).lastName).toBe(v.nameInvalid);
    expect(errorsFor({ email: "" }).email).toBe(v.emailRequired);
    expect(errorsFor({ email: "ann@example" }).email).toBe(v.emailInvalid);
    expect(errorsFor({ phone: "" }).phone).toBe(v.phoneRequired);
    expect(errorsFor({ phone: "802-555-014" }).phone).toBe(v.phoneInvalid);
    expect(errorsFor({ message: "x".repeat(1001) }).message).toBe(v.messageMax);
  });

  it("accepts names with hyphens, apostrophes (straight or curly), spaces and accents", () => {
    for (const name of ["Mary-Jo", "O'Neil", "D’Angelo", "Van der Berg", "Zoë", "José"]) {
      expect(errorsFor({ firstName: name })).toEqual({});
    }
  });

  it("counts digits only for the phone, 10 to 15 of them", () => {
    expect(errorsFor({ phone: "(802) 555-0142" })).toEqual({});
    expect(errorsFor({ phone: "+1 802.555.0142" })).toEqual({});
    expect(errorsFor({ phone: "1".repeat(16) }).phone).toBe(v.phoneInvalid);
  });

  it("trims, collapses one-line fields and empties optional ones to null", () => {
    const parsed = leadSubmissionSchema.parse({ ...valid, firstName: "  Ann  Marie ", message: "  ", location: " ", serviceType: undefined });
    // Every field of the list and nothing else (a field added to the list has its own test).
    expect(Object.keys(parsed).sort()).toEqual([...leadFieldNames].sort());
    expect(parsed).toMatchObject({ ...valid, firstName: "Ann Marie", serviceType: "", message: null, location: null, pagePath: null });
  });
});

describe("quick-quote", () => {
  it("splits the name at spaces, reusing a lone first word as the last name", () => {
    expect(splitName("Jane Q Public")).toEqual({ firstName: "Jane", lastName: "Q Public" });
    expect(splitName("  Cher ")).toEqual({ firstName: "Cher", lastName: "Cher" });
  });

  it("sends the quote-request message naming the service and phone", () => {
    expect(quickQuoteToLead({ name: "Jane Public", phone: "802 555 0142", email: "jane@example.com", serviceType: "Hybrid Water Heater" })).toEqual({
      firstName: "Jane",
      lastName: "Public",
      email: "jane@example.com",
      phone: "802 555 0142",
      serviceType: "Hybrid Water Heater",
      message: "Quote request for Hybrid Water Heater from the homepage. Contact phone: 802 555 0142",
    });
  });

  it("uses the quick-quote messages", () => {
    expect(schemaErrors(quickQuoteSchema, { name: "", phone: "", email: "", serviceType: "" })).toEqual({
      name: q.nameRequired,
      phone: q.phoneRequired,
      email: q.emailRequired,
      serviceType: q.serviceRequired,
    });
    expect(schemaErrors(quickQuoteSchema, { name: "Jo", phone: "8025550142", email: "jo@", serviceType: "Hybrid Water Heater" })).toEqual({
      email: q.emailInvalid,
    });
  });
});

describe("error toast table", () => {
  /** A page action's refusal with this status, or no answer at all. */
  const refused = (status: number, message = ""): NativeFormResult => ({ form: "quote", outcome: "refused", values: {}, errors: {}, status, message });
  const network: NativeFormResult = { form: "quote", outcome: "refused", values: {}, errors: {}, network: true };

  it.each([
    ["quote modal", quoteErrors, messages.quote.rateLimited, messages.quote.failed],
    ["quick-quote", quickQuoteErrors, messages.quickQuote.rateLimited, messages.quickQuote.failed],
    ["contact form", contactErrors, messages.contact.rateLimited, messages.contact.failed],
  ])("%s: 429, 400, network, otherwise", (_form, table, rateLimited, failed) => {
    expect(submitErrorMessage(refused(429, "slow down"), table)).toBe(rateLimited);
    expect(submitErrorMessage(refused(400, "bad"), table)).toBe(messages.submitErrors.badRequest);
    expect(submitErrorMessage(network, table)).toBe(messages.submitErrors.network);
    expect(submitErrorMessage(refused(503, "oops"), table)).toBe(failed);
    expect(submitErrorMessage(refused(500), table)).toBe(failed);
  });
});

describe("a form sent by the page's script", () => {
  // (An error answer that is not the action's keeps its status: review-submit.spec.ts.)
  it("hears no answer at all as the network's failure", async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(formClientAction("quote")({ serverAction: offline })).resolves.toMatchObject({ form: "quote", outcome: "refused", network: true });
  });

  it("passes the action's own answer through untouched", async () => {
    const limited: NativeFormResult = { form: "contact", outcome: "refused", values: {}, errors: {}, status: 429, rateLimited: true };
    const serverAction = vi.fn().mockResolvedValue(limited);
    await expect(formClientAction("contact")({ serverAction })).resolves.toEqual(limited);
    expect(serverAction).toHaveBeenCalledTimes(1);
  });
});

describe("spam checks", () => {
  const now = 1_800_000_000_000;
  it("flags a filled honeypot or a too-fast form, never a plain client or a clock running ahead", () => {
    expect(isSpamSubmission({ website: "x" }, now)).toBe(true);
    expect(isSpamSubmission({ website: "", formStartedAt: now - MIN_FILL_MS + 1 }, now)).toBe(true);
    expect(isSpamSubmission({ formStartedAt: "abc" }, now)).toBe(true);
    expect(isSpamSubmission({ website: "", formStartedAt: now - MIN_FILL_MS }, now)).toBe(false);
    expect(isSpamSubmission({ formStartedAt: now + 60_000 }, now)).toBe(false);
    expect(isSpamSubmission({ firstName: "Ann" }, now)).toBe(false);
    expect(isSpamSubmission(null, now)).toBe(false);
    expect(MIN_FILL_MS).toBeLessThanOrEqual(3000);
  });
});

describe("alert mail", () => {
  const lead = {
    id: "11111111-1111-4111-8111-111111111111",
    firstName: "Ann",
    lastName: "O'Lee",
    email: "ann@example.com",
    phone: "802-555-0142",
    serviceType: "Boiler <Replacement>",
    message: "<b>hi</b>\nthere",
    location: null,
    status: "Lead",
    source: "website",
    pagePath: "/contact",
    form: "contact",
    isSpam: false,
    idempotencyKey: null,
    createdAt: new Date("2026-01-05T12:00:00Z"),
    updatedAt: new Date("2026-01-05T12:00:00Z"),
  };

  it("is queued as the lead-alert template's props and renders every field, escaped in the HTML", async () => {
    const mail = leadAlertMail(lead, "https://example.com");
    expect(mail.kind).toBe(leadAlert.kind);
    // The contact page's form asks for a consultation, and the subject says so.
    expect(mail.subject).toBe("New consultation request from Ann O'Lee (Boiler <Replacement>)");
    expect(mail.replyTo).toBe("ann@example.com");
    // Nothing rendered yet: the worker renders the template from these.
    expect(mail).not.toHaveProperty("text");
    const { text, html } = await renderQueued(mail.kind, mail.props, defaultBusinessSettings);
    for (const line of [
      "Name: Ann O'Lee",
      "Phone: 802-555-0142",
      "Email: ann@example.com",
      "Service: Boiler <Replacement>",
      "Town: Not specified",
      "Page: https://example.com/contact",
      // Noon UTC is 7 AM in Vermont in January.
      "Received: Mon, Jan 5, 2026, 7:00 AM EST",
    ]) {
      expect(text.split("\n")).toContain(line);
    }
    expect(text).toContain("<b>hi</b>\nthere");
    expect(text).toContain("Open lead https://example.com/admin/leads/11111111-1111-4111-8111-111111111111");
    expect(text).toContain("Call tel:+18025550142");
    expect(text).toContain("Reply ann@example.com?subject=Re%3A%20your%20consultation%20request");
    expect(html).toContain("O&#x27;Lee");
    expect(html).toContain("Boiler &lt;Replacement&gt;");
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(html).not.toContain("<b>hi");
    expect(html).not.toContain("<Replacement>");
    expect(html).toContain('href="https://example.com/admin/leads/11111111-1111-4111-8111-111111111111"');
  });

  it("says so when a lead has no service, town, page or message, and leaves out a bad Reply-To", async () => {
    const mail = leadAlertMail({ ...lead, form: "quote", email: "not an address", serviceType: "", pagePath: null, message: null }, "https://example.com");
    expect(mail.subject).toBe("New quote request from Ann O'Lee");
    expect(mail.replyTo).toBeUndefined();
    const { text } = await renderQueued(mail.kind, mail.props, defaultBusinessSettings);
    expect(text).toMatch(/^Service: Not specified$/m);
    expect(text).toMatch(/^Page: Not recorded$/m);
    expect(text).toMatch(/^\(none\)$/m);
  });

  it("makes header values one line and caps their length", () => {
    expect(headerSafe("a\r\nBcc: x\u2028y\tz")).toBe("a Bcc: x y z");
    expect(headerSafe("x".repeat(500))).toHaveLength(150);
  });
});
