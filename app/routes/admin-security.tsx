/** /admin/security: a staff member's own two-factor sign-in, for admins and editors. */
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { BackOfficeLayout } from "~/shell/back-office/back-office-layout";
import { TwoFactorSettings } from "~/features/auth/security-settings";
import { pageMeta } from "~/lib/page-meta";
import { messages } from "~/shared/messages";

const crumbs = [
  { name: "Admin", url: "/admin" },
  { name: messages.auth.securityCrumb, url: "/admin/security" },
];

export const meta = pageMeta({
  title: "Sign-In Security | Mansfield Heating & Plumbing",
  description: "Two-factor sign-in for your Mansfield Heating & Plumbing staff account.",
  noindex: true,
  breadcrumbs: crumbs,
});

export default function AdminSecurityPage() {
  // The guard renders its own <main> for the checking / sign-in / denied screens.
  return (
    <BackOfficeLayout>
      <RequireRole roles={["admin", "editor"]}>
        <main id="main" className="bg-slate-50 pb-16">
          <NeedsJavaScript />
          <Breadcrumbs items={crumbs} />
          <div className="mx-auto max-w-2xl space-y-4 px-4 pt-2">
            <h1 className="text-3xl font-bold text-slate-900">{messages.auth.securityTitle}</h1>
            <p className="text-slate-700">{messages.auth.enrolSteps}</p>
            <TwoFactorSettings />
          </div>
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
