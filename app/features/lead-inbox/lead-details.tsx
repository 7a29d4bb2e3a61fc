/** The dashboard's dialog for one lead (on a wide screen): its workflow and a link to its own page. */
import { Link } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { formatDateTime } from "@common/dates";
import { serviceName } from "@common/lead-forms";
import type { AdminLead } from "./api";
import { LeadWorkflow } from "./lead-workflow";

export function LeadDetailsDialog({ lead, onClose }: { lead: AdminLead | null; onClose: () => void }) {
  return (
    <Dialog open={!!lead} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="max-w-2xl">
        {lead ? (
          <div className="space-y-5">
            <div>
              <DialogTitle>
                {lead.firstName} {lead.lastName}
              </DialogTitle>
              <DialogDescription>
                {serviceName(lead.serviceType)} · {lead.status} · arrived {formatDateTime(lead.createdAt)}
              </DialogDescription>
              <Link to={`/admin/leads/${lead.id}`} className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Open the lead's page
              </Link>
            </div>
            <LeadWorkflow lead={lead} onDeleted={onClose} />
          </div>
        ) : (
          <DialogTitle>Lead</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}
