/**
 * What a back-office page shows when its loader fails: a record that does not exist (an unknown
 * or malformed id, a lead deleted since the mail went out) is a 404 inside the back office's own
 * frame, with the ways on to the lists; anything else is the general error screen.
 */
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { buttonClasses } from "~/components/ui/button";
import { messages } from "~/shared/messages";
import { BackOfficeLayout } from "./back-office-layout";

export function BackOfficeErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return (
    <BackOfficeLayout>
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold text-slate-900">{messages.backOffice.notFoundTitle}</h1>
        <p className="mt-3 text-slate-700">{messages.backOffice.notFoundText}</p>
        <nav aria-label="Where to go next" className="mt-6 flex flex-wrap gap-3">
          <Link to="/admin/today" className={buttonClasses()}>
            Today
          </Link>
          <Link to="/admin" className={buttonClasses("outline")}>
            Leads
          </Link>
          <Link to="/admin?tab=crm" className={buttonClasses("outline")}>
            Contacts
          </Link>
        </nav>
      </main>
    </BackOfficeLayout>
  );
}
