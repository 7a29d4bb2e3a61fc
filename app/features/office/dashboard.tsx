/**
 * The admin dashboard's sections: Leads (default), CRM, Testimonials, Email Alerts and Blog. The
 * section lives in the URL (`?tab=crm`) and is chosen in the back office's one navigation
 * (shell/back-office), so a reload or a shared link opens it and Back returns to the previous
 * one. The Blog section's content comes from the route (the blog manager is another feature).
 * Staff accounts have their own page (/admin/team).
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AlertsTab } from "~/features/alerts";
import { ContactDetailsDialog, ContactsTab } from "~/features/contacts";
import { LeadsTab, type AdminLead } from "~/features/lead-inbox";
import { ReviewsTab } from "~/features/review-moderation";
import { parseTab } from "./tabs";

export function AdminDashboard({ initialLeads, blogTab }: { initialLeads: AdminLead[] | null; blogTab: React.ReactNode }) {
  const [params] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const [openContact, setOpenContact] = useState<string | null>(null);

  return (
    <div>
      {tab === "leads" && <LeadsTab initialLeads={initialLeads} onOpenContact={setOpenContact} />}
      {tab === "crm" && <ContactsTab onOpenContact={setOpenContact} />}
      {tab === "testimonials" && <ReviewsTab />}
      {tab === "alerts" && <AlertsTab />}
      {tab === "blog" && blogTab}
      <ContactDetailsDialog contactId={openContact} onClose={() => setOpenContact(null)} />
    </div>
  );
}
