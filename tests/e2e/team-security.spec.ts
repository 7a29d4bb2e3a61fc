/**
 * The Team page's pending invitations (listed, revoked after a confirmation) and the switch that
 * requires two-factor sign-in for every admin (refused until the admin has it on), plus the
 * accessibility of /admin/team and /admin/security.
 */
import AxeBuilder from "@axe-core/playwright";
import * as messages from "@common/messages";
import * as staffMessages from "@common/staff-messages";
import { defaultStaffName } from "@common/staff-names";
import { expect, signInAsNewAdmin, test, uniqueEmail, waitForHydration } from "./fixtures";

test("pending invitations are listed and revoked; the admin switch wants the admin's own two-factor sign-in first", async ({ page }) => {
  const { email } = await signInAsNewAdmin(page.request, { prefix: "team-owner" });

  await page.goto("/admin/team");
  await waitForHydration(page);
  const invitee = uniqueEmail("invitee");
  await page.getByRole("button", { name: "Invite" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("Email", { exact: true }).fill(invitee);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  const pending = page.getByTestId("invitation-row").filter({ hasText: invitee });
  // The inviter by name (made from the e-mail: none was given at /register).
  await expect(pending).toContainText(`by ${defaultStaffName(email)}`);

  const { violations } = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

  await pending.getByRole("button", { name: `Revoke the invitation for ${invitee}` }).click();
  const confirm = page.getByRole("alertdialog", { name: staffMessages.dashboard.revokeInvitationTitle });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText(staffMessages.dashboard.invitationRevoked)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(page.getByText(staffMessages.dashboard.invitationsEmpty)).toBeVisible();

  const toggle = page.getByRole("switch", { name: staffMessages.auth.requireTwoFactorLabel });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(page.getByText(staffMessages.auth.requireTwoFactorOwnFirst)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  await page.goto("/admin/security");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: staffMessages.auth.securityTitle })).toBeVisible();
  await page.getByRole("button", { name: messages.auth.enrolTitle }).click();
  await expect(page.getByRole("img", { name: messages.auth.enrolQrAlt })).toBeVisible();
  const security = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]).include("main").analyze();
  expect(security.violations.map((v) => `${v.id} ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});
