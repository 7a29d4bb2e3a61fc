/**
 * Staff accounts in the browser: register with the admin key, sign in, the admin frame and the
 * header menu, sign out; forgot password through the mailed link; an editor meets Access Denied.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_KEY, expect, readMailFiles, test, waitForHydration } from "./fixtures";

const PASSWORD = "Heat-pump season 2025!";
let n = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${process.pid}-${++n}@e2e.test`;

async function waitForMail(to: string, page: "reset-password" | "accept-invite"): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = readMailFiles().filter((f) => f.content.includes(`To: ${to}`)).at(-1);
        link = mail?.content.match(new RegExp(`https?://[^\\s]+/${page}\\?token=[\\w%-]+`))?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return new URL(link).pathname + new URL(link).search;
}

async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function createAdminByApi(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post("/api/auth/create-admin", {
    data: { email, password: PASSWORD, adminKey: E2E_ADMIN_KEY },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(201);
}

test("register with the admin key, sign in, see the admin frame and header menu, sign out", async ({ page, baseURL }) => {
  const email = uniqueEmail("owner");
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Admin Key", { exact: true }).fill("not-the-key-0123456789");
  await page.getByRole("button", { name: "Create Admin Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid admin key" }).first()).toBeVisible();

  await page.getByLabel("Admin Key", { exact: true }).fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Create Admin Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Admin account created successfully. You can now log in.").first()).toBeVisible();

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  // Wrong password first: banner and toast.
  await signInThroughPage(page, email, "wrong password 123");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please check your credentials." }).first()).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back! Redirecting to admin panel...").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Admin" }).click();
  await expect(page.getByRole("menu")).toContainText("Signed in as");
  await expect(page.getByRole("menu")).toContainText(email);
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The session is gone on the server too: /admin asks to sign in.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/login$/);
});

test("logging out on a public page turns the header back to Sign In at once", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("logout");
  await createAdminByApi(request, baseURL!, email);
  await signInThroughPage(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/reviews");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Admin" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/reviews$/);
});

test("forgot password, follow the mailed link, set a new password, sign in with it", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("reset");
  await createAdminByApi(request, baseURL!, email);

  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(
    page.getByText("If the email exists in our system, you'll receive a password reset link within a few minutes."),
  ).toBeVisible();

  const link = await waitForMail(email, "reset-password");
  await page.goto(link);
  await waitForHydration(page);
  const newPassword = "A brand new passphrase 42";
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password", { exact: true }).fill("something else entirely");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByRole("button", { name: "Show confirm new password" }).click();
  await expect(page.getByLabel("Confirm New Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();

  // The link is used up.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel("New Password", { exact: true }).fill("yet another passphrase");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("yet another passphrase");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid or expired reset token. Please request a new password reset." }).first(),
  ).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("an invited editor signs up, is sent to the blog CMS and gets Access Denied at /admin", async ({ page, browser, baseURL }) => {
  const adminEmail = uniqueEmail("lead");
  const adminContext = await browser.newContext({ baseURL });
  const api = adminContext.request;
  await createAdminByApi(api, baseURL!, adminEmail);
  const login = await api.post("/api/auth/login", { data: { email: adminEmail, password: PASSWORD }, headers: { Origin: baseURL! } });
  expect(login.status()).toBe(200);
  const editorEmail = uniqueEmail("editor");
  const invite = await api.post("/api/admin/users/invitations", {
    data: { email: editorEmail, role: "editor" },
    headers: { Origin: baseURL! },
  });
  expect(invite.status()).toBe(201);
  await adminContext.close();

  await page.goto(await waitForMail(editorEmail, "accept-invite"));
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create My Account" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog CMS" })).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Required role: admin")).toBeVisible();
  await expect(page.getByText("Your role: editor")).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("the account pages are accessible, with errors announced and fields marked invalid", async ({ page }) => {
  for (const path of ["/register", "/forgot-password", "/reset-password?token=abc", "/login"]) {
    await page.goto(path);
    await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  // Still on /login.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 8 characters" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toBeFocused();
  // The show/hide toggle is a real, labelled button.
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
});
