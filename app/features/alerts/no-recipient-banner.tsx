/**
 * Shown on every back-office page to admins while no active e-mail alert recipient exists: new
 * leads would then alert nobody. It links to where recipients are added. The page is served with
 * the server's answer (`served`), so the banner is in place before the recipients are read.
 */
import { Link } from "react-router";
import { useAuth } from "~/features/auth";
import { canOpenLeads } from "@common/roles";
import * as staffMessages from "@common/staff-messages";
import { useAlertRecipients } from "./api";

export const ALERTS_PAGE = "/admin?tab=alerts";

export function NoRecipientBanner({ served }: { served?: boolean }) {
  const { user } = useAuth();
  // Only admins can add a recipient (and read the list).
  return canOpenLeads(user?.role) ? <Banner served={served} /> : null;
}

function Banner({ served }: { served?: boolean }) {
  const recipients = useAlertRecipients();
  const nobody = recipients.data ? !recipients.data.some((r) => r.isActive && r.type === "lead_notification") : served;
  if (!nobody) return null;
  return (
    <div role="alert" data-testid="no-recipient-banner" className="border-b border-amber-300 bg-amber-50">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-amber-950">
        <span className="font-semibold">{staffMessages.alertsBanner.text}</span>
        <Link to={ALERTS_PAGE} className="font-semibold text-brand-800 underline hover:no-underline">
          {staffMessages.alertsBanner.fix}
        </Link>
      </p>
    </div>
  );
}
