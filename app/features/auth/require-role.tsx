/**
 * Guard for staff pages: a checking screen while the session is being
 * determined, Authentication Required (with a button to /login) when signed out, Access Denied
 * (the required roles joined with "or", the user's own role, Go to Home) for the wrong role.
 */
import { Loader2, Lock, ShieldAlert } from "~/components/icons";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryProvider } from "~/lib/query-client";
import * as staffMessages from "@common/staff-messages";
import type { StaffRole } from "@common/roles";
import { useAuth } from "./auth-provider";
import { loginHref } from "./return-path";

function GuardCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </Card>
    </main>
  );
}

export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: React.ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading) {
    return (
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-7xl items-center justify-center px-4 py-12">
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          {staffMessages.guards.checking}
        </p>
      </main>
    );
  }

  if (!user) {
    return (
      <GuardCard icon={<Lock className="h-6 w-6" aria-hidden="true" />} title={staffMessages.guards.authRequired}>
        <p className="mt-2 text-slate-700">{staffMessages.guards.authRequiredText}</p>
        {/* The sign-in comes back here (path and query). */}
        <Link to={loginHref(`${location.pathname}${location.search}`)} className={buttonClasses("default", "default", "mt-6")}>
          {staffMessages.guards.goToLogin}
        </Link>
      </GuardCard>
    );
  }

  if (!roles.includes(user.role as StaffRole)) {
    return (
      <GuardCard icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />} title={staffMessages.guards.accessDenied}>
        <p className="mt-2 text-slate-700">
          {staffMessages.guards.requiredRole} <strong>{roles.join(" or ")}</strong>
        </p>
        <p className="mt-1 text-slate-700">
          {staffMessages.guards.yourRole} <strong>{user.role}</strong>
        </p>
        <Link to="/" className={buttonClasses("default", "default", "mt-6")}>
          {staffMessages.guards.goHome}
        </Link>
      </GuardCard>
    );
  }

  // The back office reads and writes through React Query; public pages never load it.
  return <QueryProvider>{children}</QueryProvider>;
}
