/**
 * What a back-office page shows when its loader fails: a record that does not exist (an unknown
 * or malformed id, a lead deleted since the mail went out) is a 404 inside the back office's own
 * frame, in the site's not-found layout with the ways on to the lists; anything else is the
 * general error screen.
 */
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundFrame } from "~/components/not-found-page";
import { buttonClasses } from "~/components/ui/button";
import * as staffMessages from "@common/staff-messages";
import { BackOfficeLayout } from "./back-office-layout";

export function BackOfficeErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorScreen error={error} />;
  return (
    <BackOfficeLayout>
      <NotFoundFrame title={staffMessages.backOffice.notFoundTitle} text={staffMessages.backOffice.notFoundText}>
        <Link to="/admin/today" className={buttonClasses()}>
          Today
        </Link>
        <Link to="/admin" className={buttonClasses("outline")}>
          Leads
        </Link>
        <Link to="/admin?tab=crm" className={buttonClasses("outline")}>
          Contacts
        </Link>
      </NotFoundFrame>
    </BackOfficeLayout>
  );
}
