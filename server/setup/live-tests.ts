/**
 * The live tests an admin runs from /admin/setup: a real test mail to the admin through SMTP_URL
 * (the mail server's answer shown as it gave it), a one-token call to the AI endpoint and a test
 * event to the error-reporting service and, with Stripe set up, a read of the account's balance
 * with its secret key. Each takes a few seconds at most.
 */
import nodemailer from "nodemailer";
import type { AppContext } from "../context";
import { pingAi } from "../ai/client";
import { sender } from "../mail/sender";
import { getBusinessSettings } from "../office/settings";
import type { SetupCheck } from "./checks";
import { stripeKeysTest } from "../invoices/stripe";

/**
 * A real test mail to `to` through `smtpUrl` (the one in force unless another is given: the setup
 * tries an address before saving it), with the mail server's answer as it gave it.
 */
export async function mailTest(ctx: AppContext, to: string, smtpUrl = ctx.config.smtpUrl): Promise<SetupCheck> {
  const title = "A test mail is accepted";
  if (!smtpUrl) {
    return { id: "mail-test", title, verdict: "fail", detail: "Nothing was sent: SMTP_URL is not set.", fix: "Set SMTP_URL and run the test again." };
  }
  const settings = await getBusinessSettings(ctx.db);
  const transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
  try {
    const info = await transport.sendMail({
      from: sender({ ...ctx.config, smtpUrl }, settings),
      to: { name: "", address: to },
      subject: `Test mail from the ${settings.name} website`,
      text: `This is the test mail sent from the setup checks (${ctx.config.publicUrl}/admin/setup). Mail from the website reaches you.`,
    });
    return { id: "mail-test", title, verdict: "ok", detail: `Sent to ${to}; the mail server answered: ${info.response}`, fix: "" };
  } catch (error) {
    const { response, message } = error as { response?: string; message?: string };
    return {
      id: "mail-test",
      title,
      verdict: "fail",
      detail: `The mail server refused the test mail to ${to}: ${response ?? message ?? String(error)}`,
      fix: "Check SMTP_URL's host, port, user name and password, and that MAIL_FROM is an address the provider lets this account send from.",
    };
  } finally {
    transport.close();
  }
}

async function aiTest(ctx: AppContext): Promise<SetupCheck> {
  const title = "AI writing answers";
  const ai = ctx.config.ai;
  if (!ai) {
    return { id: "ai", title, verdict: "warn", detail: "AI_BASE_URL is not set: the blog's AI writer and campaigns are off.", fix: "Set AI_BASE_URL, AI_MODEL and AI_API_KEY to use the AI writer, or leave them unset." };
  }
  try {
    await pingAi(ai);
    return { id: "ai", title, verdict: "ok", detail: `The model ${ai.model} at ${new URL(ai.baseUrl).host} answered a one-token test.`, fix: "" };
  } catch (error) {
    return { id: "ai", title, verdict: "fail", detail: `The one-token test failed: ${(error as Error).message}`, fix: "Check AI_BASE_URL, AI_MODEL and AI_API_KEY against your provider's settings." };
  }
}

async function errorReportingTest(ctx: AppContext): Promise<SetupCheck> {
  const title = "Unexpected errors are reported";
  if (!ctx.config.sentryDsn) {
    return { id: "error-reporting", title, verdict: "warn", detail: "SENTRY_DSN is not set: unexpected errors are only written to the log.", fix: "Set SENTRY_DSN to a Sentry-compatible project's DSN to be told of errors." };
  }
  if (!ctx.errors.forwarding) {
    return { id: "error-reporting", title, verdict: "fail", detail: "Error reporting could not start (see the server log).", fix: "Check SENTRY_DSN." };
  }
  // Each run its own words: the reporter drops an event repeating the one before it.
  const status = await ctx.errors.sendTestEvent(`Setup check: a test event from the website (${ctx.clock.now().toISOString()})`);
  if (status !== null && status >= 200 && status < 300) {
    return { id: "error-reporting", title, verdict: "ok", detail: `A test event was accepted (HTTP ${status}) by ${new URL(ctx.config.sentryDsn).host}.`, fix: "" };
  }
  return {
    id: "error-reporting",
    title,
    verdict: "fail",
    detail: status === null ? "The test event got no answer within 10 seconds." : `The service refused the test event (HTTP ${status}).`,
    fix: "Check SENTRY_DSN, and that this server may reach its host.",
  };
}

export async function runLiveTests(ctx: AppContext, adminEmail: string): Promise<SetupCheck[]> {
  return Promise.all([mailTest(ctx, adminEmail), aiTest(ctx), errorReportingTest(ctx), stripeKeysTest(ctx)]);
}
