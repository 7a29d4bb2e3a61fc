/**
 * The staff pages as a visitor meets them without JavaScript (turned off, or not yet arrived on
 * a slow phone): every account form is sent by the browser itself and answered by the page; a
 * sign-in sets the session cookies and lands where it would with script. And with the scripts
 * held back while someone types and presses Sign In: what they typed survives, one sign-in happens.
 * Last, two-factor sign-in: set up on /admin/security, then the code step at sign-in, and what the
 * back office says after a sign-in with a recovery code.
 */
import type { Browser, Page, Request } from "@playwright/test";
import { generate } from "otplib";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { E2E_ADMIN_KEY, STAFF_PASSWORD, createAdmin, expect, mailedLink, signInAsNewAdmin, test, toastRegion, uniqueClientIp, uniqueEmail, waitForHydration } from "./fixtures";

const m = messages.auth;

/** A browser context of its own with scripts off, presenting its own client address. */
async function noScriptPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  return context.newPage();
}

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((c) => c.name === "mhp_access" || c.name === "mhp_refresh").map((c) => c.name).sort();

/** Signs out through the account menu, then in again with the password, up to the code step. */
async function signOutAndAskForCode(page: Page, email: string) {
  await page.getByRole("banner").getByRole("button", { name: "Admin" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: m.twoFactorTitle })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // /register is open only while the site has no staff account: a site of its own.
  test.describe("on a new site", () => {
    test.use({ freshSite: true });

    test("register, then sign in: the cookies are set and the browser lands on /admin, which says it needs JavaScript", async ({ page }) => {
      const email = uniqueEmail("nojs-owner");
      await page.goto("/register");
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole("main").getByLabel("Admin Key", { exact: true }).fill("not-the-admin-key-0123");
      await page.getByRole("button", { name: "Create Admin Account" }).click();
      // The page again: the key's error beside it, the e-mail kept, the secrets not.
      await expect(page.locator("#register-adminKey-error")).toHaveText(m.invalidAdminKey);
      await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
      await expect(page.getByRole("main").getByLabel("Password", { exact: true })).toHaveValue("");
      await expect(page.getByRole("main").getByLabel("Admin Key", { exact: true })).toHaveValue("");

      await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole("main").getByLabel("Admin Key", { exact: true }).fill(E2E_ADMIN_KEY);
      await page.getByRole("button", { name: "Create Admin Account" }).click();
      await expect(page.getByText(m.createAdminSuccess)).toBeVisible();
      await page.getByRole("link", { name: "Go to Login" }).click();
      await expect(page).toHaveURL(/\/login$/);

      // A wrong password first: the message, the e-mail kept.
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("main").getByLabel("Password", { exact: true }).fill("not my password at all");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: m.loginInvalid })).toBeVisible();
      await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
      await expect(page.getByRole("main").getByLabel("Password", { exact: true })).toHaveValue("");
      expect(await sessionCookies(page)).toEqual([]);

      await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/admin\/today$/);
      expect(await sessionCookies(page)).toEqual(["mhp_access", "mhp_refresh"]);
      // Today is read without JavaScript; the dashboard says it needs it.
      await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      // Playwright's scripts-off mode keeps Chromium's noscript styling (hidden), and its text
      // matchers skip <noscript>: read the element's own text (a browser with JavaScript off shows it).
      const noscriptLine = () => page.locator("main noscript").evaluate((e) => e.textContent);
      expect(await noscriptLine()).toBe(staffMessages.auth.adminNeedsJavaScript);
      await page.goto("/admin/blog");
      expect(await noscriptLine()).toBe(staffMessages.auth.adminNeedsJavaScript);
      await page.goto("/admin/team");
      expect(await noscriptLine()).toBe(staffMessages.auth.adminNeedsJavaScript);
    });
  });

  test("an invalid sign-in comes back with each error beside its field and the typed e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("main").getByLabel("Email").fill("not-an-email");
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("#login-email-error")).toHaveText(m.emailInvalid);
    await expect(page.locator("#login-password-error")).toHaveText(m.passwordMin);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByRole("main").getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("forgot password, the mailed link, a new password, sign in with it", async ({ page, request }) => {
    const { email } = await createAdmin(request, { prefix: "nojs-reset" });
    await page.goto("/forgot-password");
    await page.getByRole("main").getByLabel("Email").fill("nope");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.locator("#forgot-email-error")).toHaveText(m.forgotEmailInvalid);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("nope");
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: m.forgotCheckEmail })).toBeVisible();
    await expect(page.getByText(m.forgotSuccess)).toBeVisible();

    await page.goto(await mailedLink(email, "reset-password"));
    const newPassword = "A brand new passphrase 42";
    await page.getByRole("main").getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByRole("main").getByLabel("Confirm New Password", { exact: true }).fill("something else entirely");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.locator("#reset-confirm-error")).toHaveText(m.resetMismatch);
    await page.getByRole("main").getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByRole("main").getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: m.resetSuccessTitle })).toBeVisible();

    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
  });

  test("an invited editor accepts and lands on the blog CMS", async ({ page, browser, baseURL }) => {
    const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
    await signInAsNewAdmin(adminContext.request, { prefix: "nojs-lead" });
    const editorEmail = uniqueEmail("nojs-editor");
    const invite = await adminContext.request.post("/api/admin/users/invitations", { data: { email: editorEmail, role: "editor" }, headers: { Origin: baseURL! } });
    expect(invite.status()).toBe(201);
    await adminContext.close();

    await page.goto(await mailedLink(editorEmail, "accept-invite"));
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("main").getByLabel("Confirm Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Create My Account" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect(await sessionCookies(page)).toEqual(["mhp_access", "mhp_refresh"]);
    await expect(page.getByRole("heading", { level: 1, name: "Blog CMS" })).toBeVisible();
  });
});

test.describe("scripts held back while the visitor types and presses Sign In", () => {
  /** Holds every script of the page until `release()`, so the page stays server HTML. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  // The page's own post, sent by the browser (/login) or by React Router after hydration (/login.data).
  const isSignIn = (r: Request) => r.method() === "POST" && /\/(login(\.data)?|api\/auth\/login)$/.test(new URL(r.url()).pathname);

  test("typed values survive hydration", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByLabel("Email").fill("early@e2e.test");
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill("typed before the scripts");
    release();
    await waitForHydration(page);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("early@e2e.test");
    await expect(page.getByRole("main").getByLabel("Password", { exact: true })).toHaveValue("typed before the scripts");
  });

  test("one sign-in happens, with what was typed, and the browser lands on /admin", async ({ page, request }) => {
    const { email } = await createAdmin(request, { prefix: "early" });
    const signIns: Request[] = [];
    page.on("request", (r) => {
      if (isSignIn(r)) signIns.push(r);
    });
    const release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    release();
    await expect(page).toHaveURL(/\/admin\/today$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    expect(signIns).toHaveLength(1);
    const body = signIns[0]!.postData() ?? "";
    // Sent with what was typed (the form itself, by the browser or by React Router), never empty.
    expect(body.includes(email) || body.includes(encodeURIComponent(email))).toBe(true);
  });
});

test("two-factor sign-in: set up on /admin/security, then the code step at sign-in (with and without JavaScript)", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const { email } = await createAdmin(request, { prefix: "twofa" });
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/today$/);

  await page.getByRole("banner").getByRole("button", { name: "Admin" }).click();
  await page.getByRole("menuitem", { name: m.securityMenu }).click();
  await expect(page.getByRole("heading", { level: 1, name: staffMessages.auth.securityTitle })).toBeVisible();
  await expect(page.getByText(staffMessages.auth.twoFactorDisabled)).toBeVisible();
  await page.getByRole("button", { name: m.enrolTitle }).click();
  await expect(page.getByRole("img", { name: m.enrolQrAlt })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const now = () => Math.floor(Date.now() / 1000);
  await page.getByRole("main").getByLabel(m.twoFactorCodeLabel).fill(await generate({ secret, epoch: now() }));
  await page.getByRole("button", { name: m.enrolSubmit }).click();
  await expect(page.getByRole("heading", { name: m.recoveryTitle })).toBeVisible();
  await expect(page.getByTestId("recovery-code")).toHaveCount(10);
  const [recovery, secondRecovery] = await page.getByTestId("recovery-code").allInnerTexts();
  await expect(page.getByText(staffMessages.auth.twoFactorEnabled, { exact: true })).toBeVisible();

  // Sign out and in again: password, then the app's code (the next period's, as the last one is used).
  await signOutAndAskForCode(page, email);
  await page.getByRole("main").getByLabel(m.twoFactorCodeLabel).fill("000000" === (await generate({ secret, epoch: now() + 30 })) ? "111111" : "000000");
  await page.getByRole("button", { name: m.twoFactorVerify }).click();
  await expect(page.locator("#two-factor-code-error")).toHaveText(m.twoFactorInvalid);
  await page.getByRole("main").getByLabel(m.twoFactorCodeLabel).fill(await generate({ secret, epoch: now() + 30 }));
  await page.getByRole("button", { name: m.twoFactorVerify }).click();
  await expect(page).toHaveURL(/\/admin\/today$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  // Without JavaScript: the code step is a form of its own; a recovery code works once.
  const noJs = await noScriptPage(browser, baseURL!);
  await noJs.goto("/login");
  await noJs.getByRole("main").getByLabel("Email").fill(email);
  await noJs.getByRole("main").getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await noJs.getByRole("button", { name: "Sign In" }).click();
  await expect(noJs.getByRole("heading", { name: m.twoFactorTitle })).toBeVisible();
  expect(await sessionCookies(noJs)).toEqual([]);
  await noJs.getByRole("main").getByLabel(m.twoFactorCodeLabel).fill(recovery);
  await noJs.getByRole("button", { name: m.twoFactorVerify }).click();
  await expect(noJs).toHaveURL(/\/admin\/today$/);
  expect(await sessionCookies(noJs)).toEqual(["mhp_access", "mhp_refresh"]);
  // The page says how many recovery codes are left (a toast needs script), once.
  await expect(noJs.getByRole("status").getByText(`${m.recoveryUsedLeft} 9`)).toBeVisible();
  await noJs.reload();
  await expect(noJs.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(noJs.getByText(m.recoveryUsedLeft)).toHaveCount(0);
  await noJs.context().close();

  // With JavaScript: another recovery code, and the toast says how many are left.
  await signOutAndAskForCode(page, email);
  await page.getByRole("main").getByLabel(m.twoFactorCodeLabel).fill(secondRecovery!);
  await page.getByRole("button", { name: m.twoFactorVerify }).click();
  await expect(page).toHaveURL(/\/admin\/today$/);
  await expect(toastRegion(page).getByText(`${m.recoveryUsedLeft} 8`)).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("mhp_recovery_left");
});
