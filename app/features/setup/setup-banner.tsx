/**
 * The banner across the back office while a setup check is red and no admin has dismissed it:
 * what is wrong and how to fix it, with a link to the setup checks for admins. A page is served
 * with it (the root loader's `banners`), so it does not push the page down after it has shown.
 */
import { Link } from "react-router";
import { useAuth } from "~/features/auth";
import { QueryProvider } from "~/lib/query-client";
import { useSetupBanner, type SetupCheck } from "./api";

/**
 * The frame shows it above the page's own guard (which holds the query provider for the page), so
 * it has a provider of its own: in the browser the same client, so a dismissal refreshes it.
 */
export function SetupBanner({ initial }: { initial?: SetupCheck[] | null }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <QueryProvider>
      <FailingChecks role={user.role} initial={initial} />
    </QueryProvider>
  );
}

function FailingChecks({ role, initial }: { role: string; initial?: SetupCheck[] | null }) {
  const banner = useSetupBanner(initial);
  if (!banner.data?.length) return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50" data-testid="setup-banner">
      <div className="mx-auto max-w-7xl space-y-1 px-4 py-2 text-sm text-red-950">
        {banner.data.map((check) => (
          <p key={check.id}>
            <span className="font-semibold">{check.title}: no.</span> {check.detail} <span className="font-semibold">Fix:</span> {check.fix}
          </p>
        ))}
        {role === "admin" && (
          <Link to="/admin/setup" className="font-semibold text-red-900 underline">
            Open the setup checks
          </Link>
        )}
      </div>
    </div>
  );
}
