/**
 * The back office's own frame: a slim header (the business, "Back office", the signed-in user's
 * menu with Logout) and a section navigation, instead of the public site's header and footer.
 * It sits above the features it composes (the session, what the back office does with its calls' outcomes).
 * Signed out, the navigation is left out: the page's own guard asks to sign in.
 */
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { useAuth } from "~/features/auth";
import { AccountMenu } from "~/features/auth/account-menu";
import { RecoveryCodesNotice } from "~/features/auth/recovery-notice";
import { cn } from "~/lib/utils";
import { useBrand } from "~/lib/use-brand";
import { defaultBusinessSettings } from "@common/business-settings";
import { linksFor } from "./back-office-nav";
import { QueryEvents } from "./query-events";
import { BackOfficeApp } from "./back-office-app";
import { SetupBanner, type BackOfficeBanners } from "~/features/setup";

export function BackOfficeLayout({ children }: { children: React.ReactNode }) {
  const { user } = useAuth();
  // The business name from Settings, which the root loader reads for every page.
  const root = useRouteLoaderData("root") as { siteName?: string; recoveryCodesLeft?: number; banners?: BackOfficeBanners | null } | undefined;
  const siteName = root?.siteName ?? defaultBusinessSettings.name;
  const logo = useBrand()?.logo;
  const { pathname, search } = useLocation();
  const tab = new URLSearchParams(search).get("tab");
  const links = linksFor(user?.role);
  return (
    <div className="min-h-screen bg-slate-50" data-back-office>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1 sm:py-3">
          <div className="flex items-baseline gap-3">
            <Link to="/" className="flex items-center gap-2 self-center font-bold text-brand-800 hover:underline">
              {/* The owner's logo beside the name (alt empty: the name beside it says it). */}
              {logo && <img src={logo.src} width={logo.width} height={logo.height} alt="" className="h-8 w-auto max-w-40 object-contain" />}
              {siteName}
            </Link>
            <span className="text-sm text-slate-600">Back office</span>
          </div>
          {user && <span className="hidden text-sm text-slate-600 sm:inline" data-testid="signed-in-user">{user.name ?? user.email}</span>}
          <AccountMenu websiteLink />
        </div>
        {links.length > 0 && (
          <nav
            aria-label="Back office"
            className="relative mx-auto max-w-7xl scroll-px-4 overflow-x-auto"
            // Chromium's focus leaves a half-shown item where it is; bring the whole item and its ring in.
            onFocus={(event) => event.target.scrollIntoView({ block: "nearest", inline: "nearest" })}
          >
            {/* The padding on the list, not the strip: a block scroller leaves its end padding out of the scroll range. */}
            <ul className="flex w-max gap-1 px-4 pb-2">
              {links.map((link) => {
                const active = link.isActive(pathname, tab);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm sm:block sm:min-h-0 sm:py-1.5 focus-visible:outline-2 focus-visible:outline-brand-600",
                        active ? "bg-brand-50 font-semibold text-brand-800" : "font-medium text-slate-700 hover:bg-slate-100",
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </header>
      <RecoveryCodesNotice left={root?.recoveryCodesLeft} />
      <BackOfficeApp nobodyAlerted={root?.banners?.nobodyAlerted} />
      <SetupBanner initial={root?.banners?.setup} />
      <QueryEvents />
      {children}
    </div>
  );
}
