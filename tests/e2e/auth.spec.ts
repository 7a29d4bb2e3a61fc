/**
 * Staff accounts in the browser: register with the admin key, sign in, the admin frame and the
 * header menu, sign out; forgot password through the mailed link; an editor meets Access Denied.
 * Each message appears once on the page (the spec's toast), except where the specification names a banner
 * and a toast (login failure, forgot-password error); each field label names one element.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { E2E_ADMIN_KEY, STAFF_PASSWORD, createAdmin, expect, mailedLink, signInAsNewAdmin, test, toastRegion, uniqueEmail, waitForHydration } from "./fixtures";


/** `text` is visible and on the page `times` times (a toast's words are never copied elsewhere). */
async function expectOnPage(page: Page, text: string, times = 1, options: { exact?: boolean } = {}) {
  await expect(page.getByText(text, options).first()).toBeVisible();
  await expect(page.getByText(text, options)).toHaveCount(times);
}

async function signInThroughPage(page: Page, email: string, password: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

// /register is open only while the site has no staff account: each test on a site of its own.
test.describe("register on a new site", () => {
  test.use({ freshSite: true });

  test("register with the admin key, sign in, see the admin frame and header menu, sign out", async ({ page, baseURL }) => {
    const email = uniqueEmail("owner");
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel("Admin Key", { exact: true }).fill("not-the-key-0123456789");
    // One label, one element: the show/hide toggles are named "Show", not after their field.
    await expect(page.getByLabel("Admin Key")).toHaveCount(1);
    await expect(page.getByLabel("Password")).toHaveCount(1);
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    // The server's message in the "Error" toast, once (no banner repeating it).
    await expect(toastRegion(page).getByText("Invalid admin key")).toBeVisible();
    await expectOnPage(page, "Invalid admin key");

    await page.getByLabel("Admin Key", { exact: true }).fill(E2E_ADMIN_KEY);
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectOnPage(page, "Admin account created successfully. You can now log in.");
    await expectOnPage(page, "Success!");

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    // Wrong password first: banner and toast (the specification names both), so the message is there twice.
    await signInThroughPage(page, email, "wrong password 123");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please check your credentials." })).toBeVisible();
    await expect(toastRegion(page).getByText("Invalid email or password. Please check your credentials.")).toBeVisible();
    await expectOnPage(page, "Invalid email or password. Please check your credentials.", 2);

    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Success is the toast alone: nothing in the form repeats it.
    await expect(toastRegion(page).getByText("Welcome back! Redirecting to admin panel...")).toBeVisible();
    await expect(page.locator("main").getByText("Welcome back! Redirecting to admin panel...")).toHaveCount(0);
    await expect(page.locator("main").getByText("Login successful")).toHaveCount(0);
    await expectOnPage(page, "Welcome back! Redirecting to admin panel...");
    await expectOnPage(page, "Login successful");
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Admin" }).click();
    await expect(page.getByRole("menu")).toContainText("Signed in as");
    await expect(page.getByRole("menu")).toContainText(email);
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveAttribute("href", "/admin/today");
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);

    // The session is gone on the server too: /admin asks to sign in.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    // The card's button is named apart from the header's Sign In.
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(1);
    await page.getByRole("link", { name: "Go to Login" }).click();
    // The sign-in comes back to the page that asked for it.
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test("register: each refusal is told once, by the Error toast, with only other field texts under the fields", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    const fill = async () => {
      await page.getByLabel("Email").fill(uniqueEmail("refused"));
      await page.getByLabel("Password").fill(STAFF_PASSWORD);
      await page.getByLabel("Admin Key").fill("some-admin-key-0123456789");
      await page.getByRole("button", { name: "Create Admin Account" }).click();
    };
    const dismissToasts = async () => {
      for (const close of await toastRegion(page).getByRole("button", { name: "Close" }).all()) await close.click();
      await expect(toastRegion(page).getByRole("listitem")).toHaveCount(0);
    };

    // A refused form whose first field error is told by the toast, another field's beside it.
    await page.getByLabel("Email").fill(uniqueEmail("refused"));
    await page.getByLabel("Password").fill("x".repeat(1025));
    await page.getByLabel("Admin Key").fill("");
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expect(toastRegion(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Password must be at most 1024 characters")).toBeVisible();
    await expectOnPage(page, "Password must be at most 1024 characters");
    await expectOnPage(page, "Admin key is required");
    await expect(page.getByRole("alert").filter({ hasText: "Admin key is required" })).toBeVisible();
    await expect(page.getByLabel("Admin Key")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "false");
    await dismissToasts();

    // The page's own post answered by something else (a proxy's error page), then not at all.
    const failPosts = (answer: (route: Route) => Promise<void>) =>
      page.route("**/register*", (route) => (route.request().method() === "POST" ? answer(route) : route.continue()));
    // No message from the server: the fallback, once.
    await failPosts((route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await fill();
    await expectOnPage(page, "Failed to create admin account");
    await expect(page.getByLabel("Admin Key")).toHaveAttribute("aria-invalid", "false");
    await dismissToasts();
    await page.unrouteAll();

    // No answer at all.
    await failPosts((route) => route.abort("failed"));
    await fill();
    await expectOnPage(page, "Network error. Please try again.");
    await page.unrouteAll();
  });
});

test("logging out on a public page turns the header back to Sign In at once", async ({ page, request }) => {
  const { email } = await createAdmin(request, { prefix: "logout" });
  await signInThroughPage(page, email, STAFF_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/today$/);

  await page.goto("/reviews");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Admin" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Admin" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/reviews$/);
});

test("forgot password, follow the mailed link, set a new password, sign in with it", async ({ page, request }) => {
  const { email } = await createAdmin(request, { prefix: "reset" });

  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expectOnPage(page, "Invalid email address");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expectOnPage(page, "If the email exists in our system, you'll receive a password reset link within a few minutes.");
  await expectOnPage(page, "Reset link sent");
  await expectOnPage(page, "Check your email for password reset instructions.");

  const link = await mailedLink(email, "reset-password");
  await page.goto(link);
  await waitForHydration(page);
  const newPassword = "A brand new passphrase 42";
  await expect(page.getByLabel("New Password", { exact: true })).toHaveCount(1);
  await expect(page.getByLabel("Confirm New Password")).toHaveCount(1);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password", { exact: true }).fill("something else entirely");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expectOnPage(page, "Passwords don't match");
  // Each field has its own toggle, tied to it by aria-controls.
  const confirmToggle = page.locator('button[aria-controls="reset-confirm"]');
  await expect(confirmToggle).toHaveAccessibleName("Show");
  await confirmToggle.click();
  await expect(page.getByLabel("Confirm New Password", { exact: true })).toHaveAttribute("type", "text");
  await expect(confirmToggle).toHaveAccessibleName("Hide");
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "password");
  await page.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
  // The heading and the toast differ only in case (the specification names both): exact text, once each.
  await expectOnPage(page, "Password Reset Successful", 1, { exact: true });
  await expectOnPage(page, "Password reset successful", 1, { exact: true });

  // The link is used up.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel("New Password", { exact: true }).fill("yet another passphrase");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("yet another passphrase");
  await page.getByRole("button", { name: "Reset Password" }).click();
  // Only the "Reset failed" toast says it.
  await expect(toastRegion(page).getByText("Reset failed")).toBeVisible();
  await expectOnPage(page, "Invalid or expired reset token. Please request a new password reset.");
  await expectOnPage(page, "Reset failed");

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
});

test("an invited editor signs up, is sent to the blog CMS and gets Access Denied at /admin", async ({ page, browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL });
  const api = adminContext.request;
  await signInAsNewAdmin(api, { prefix: "lead" });
  const editorEmail = uniqueEmail("editor");
  const invite = await api.post("/api/admin/users/invitations", {
    data: { email: editorEmail, role: "editor" },
    headers: { Origin: baseURL! },
  });
  expect(invite.status()).toBe(201);
  await adminContext.close();

  await page.goto(await mailedLink(editorEmail, "accept-invite"));
  await waitForHydration(page);
  await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(STAFF_PASSWORD);
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
  // The show/hide toggle is a real button, named without the field's label, so the label finds
  // the input alone; it works from the keyboard and says which input it controls.
  await expect(page.getByLabel("Password")).toHaveCount(1);
  const toggle = page.getByRole("button", { name: "Show" });
  await expect(toggle).toHaveAttribute("aria-controls", "login-password");
  await page.getByLabel("Password").focus();
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("Password")).toHaveCount(1);
});

test("forgot password: a refused request shows the message inline and in the Error toast", async ({ page }) => {
  await page.goto("/forgot-password");
  await waitForHydration(page);
  // A rate limit in front of the site answers the page's post.
  await page.route("**/forgot-password*", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 429, contentType: "text/plain", body: "Too many requests" }) : route.continue(),
  );
  await page.getByLabel("Email").fill("someone@e2e.test");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Too many requests. Please wait before trying again." })).toBeVisible();
  await expect(toastRegion(page).getByText("Too many requests. Please wait before trying again.")).toHaveCount(1);
  // Once inline and once in the toast; the toast's text is not counted on the page, because it
  // leaves after its five seconds and Radix briefly copies it into a hidden live region.
  await expect(page.getByRole("main").getByText("Too many requests. Please wait before trying again.")).toHaveCount(1);
});
