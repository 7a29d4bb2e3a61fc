/**
 * The banner across the back office while a setup check is red and no admin has dismissed it.
 * The checks are the operator's, so only admins see it (the server sends editors none). On a
 * phone it is one line, a link to the checks, so each page's own heading stays on the first
 * screen; wider screens also say what is wrong and how to fix it. A page is served with it (the
 * root loader's `banners`), so it does not push the page down after it has shown.
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
  if (user?.role !== "admin") return null;
  return (
    <QueryProvider>
      <FailingChecks initial={initial} />
    </QueryProvider>
  );
}

function FailingChecks({ initial }: { initial?: SetupCheck[] | null }) {
  const banner = useSetupBanner(initial);
  const count = banner.data?.length ?? 0;
  if (!count) return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50" data-testid="setup-banner">
      <div className="mx-auto max-w-7xl px-4 text-sm text-red-950 sm:space-y-1 sm:py-2">
        <div className="hidden space-y-1 sm:block">
          {banner.data!.map((check) => (
            <p key={check.id}>
              <span className="font-semibold">{check.title}: no.</span> {check.detail} <span className="font-semibold">Fix:</span> {check.fix}
            </p>
          ))}
        </div>
        <Link to="/admin/setup" className="flex min-h-11 items-center font-semibold text-red-900 underline sm:inline sm:min-h-0">
          <span className="sm:hidden">
            {count} setup {count === 1 ? "check needs" : "checks need"} you
          </span>
          <span className="hidden sm:inline">Open the setup checks</span>
        </Link>
      </div>
    </div>
  );
}
