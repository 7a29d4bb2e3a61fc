/**
 * A back-office page's frame: the back office's header and navigation, the role guard (which
 * shows its own screen while the session is checked, when signed out and for another role), the
 * note for a browser without JavaScript and the breadcrumb. Every staff route renders its page in
 * it; the server's own rule for admin-only page data is in `app/data/back-office.server.ts`.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { StaffRole } from "@common/roles";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { NeedsJavaScript } from "~/features/auth/needs-javascript";
import { RequireRole } from "~/features/auth/require-role";
import { BackOfficeLayout } from "./back-office-layout";

interface StaffPageProps {
  roles: readonly StaffRole[];
  crumbs: Array<{ name: string; url: string }>;
  /** False for pages that work without JavaScript (their data comes with the page). */
  needsJavaScript?: boolean;
  children: React.ReactNode;
}

/** Whether a back-office page was shown before in this visit: the first is the browser's to focus. */
let shownBefore = false;

export function StaffPage({ roles, crumbs, needsJavaScript = true, children }: StaffPageProps) {
  // After a move to another back-office page (a link, or an action that leads elsewhere, such as a
  // deleted lead) the control that had focus is gone with the old page: the new page's main region
  // takes it, so the keyboard and a screen reader start at the new content, not at the top of the
  // document. A control the page focused itself keeps it.
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!shownBefore) {
      shownBefore = true;
      return;
    }
    if (!document.activeElement || document.activeElement === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <BackOfficeLayout>
      <RequireRole roles={roles}>
        <main id="main" ref={main} tabIndex={-1} className="bg-slate-50 pb-16 focus:outline-none">
          {needsJavaScript && <NeedsJavaScript />}
          {/* Not on a phone: the section strip above marks where the page is, and the page's own
              heading then stays on the first screen under the header and the banners. */}
          <Breadcrumbs items={crumbs} padding="hidden py-3 sm:block" />
          {children}
        </main>
      </RequireRole>
    </BackOfficeLayout>
  );
}
