/**
 * The `test` every browser test imports. Each test presents its own client address
 * (X-Forwarded-For, trusted from loopback in the e2e server) so per-client rate limits do not
 * leak between tests, and an uncaught page error fails the test.
 */
import { test as base, expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN_KEY, e2eDataDir } from "../../playwright.config";

let counter = 0;
export function uniqueClientIp() {
  counter += 1;
  const n = (process.pid * 997 + counter * 7919 + Date.now()) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const test = base.extend<{ clientIp: string; pageErrors: Error[] }>({
  clientIp: async ({}, use) => use(uniqueClientIp()),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ "X-Forwarded-For": clientIp }),
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message), "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, E2E_ADMIN_KEY, e2eDataDir };

/**
 * Mail the server wrote to DATA_DIR/mail (no SMTP_URL in e2e), newest last, as a mail reader
 * shows it: the files hold what SMTP would carry, quoted-printable lines folded and "=" escaped.
 */
export function readMailFiles(): { file: string; content: string }[] {
  const readable = (raw: string) =>
    Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  const dir = path.join(e2eDataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => ({ file, content: readable(fs.readFileSync(path.join(dir, file), "latin1")) }));
}

/**
 * The toast area. Radix also copies a toast's text into a hidden live region for a second, so
 * a bare page.getByText(toastText) can match two elements; look inside the area instead.
 */
export const toastRegion = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/** Waits until the page has hydrated (React attached), so clicks reach handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
