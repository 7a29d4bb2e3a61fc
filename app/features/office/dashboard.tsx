/**
 * The admin dashboard: tabs Leads (default), CRM, Testimonials, Email Alerts and Blog. The
 * selected tab lives in the URL (`?tab=crm`) so a reload or shared link opens it, and each switch
 * is a history entry, so the browser's back button returns to the previous tab. The Blog tab's
 * content comes from the route (the blog manager is another feature). Staff accounts have their
 * own page (/admin/team).
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { messages } from "~/shared/messages";
import { AlertsTab } from "~/features/alerts";
import { ContactDetailsDialog, ContactsTab } from "~/features/contacts";
import { LeadsTab, type AdminLead } from "~/features/lead-inbox";
import { ReviewsTab } from "~/features/review-moderation";
import { dashboardTabs, parseTab } from "./tabs";

const triggerClass =
  "whitespace-nowrap rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

export function AdminDashboard({ initialLeads, blogTab }: { initialLeads: AdminLead[] | null; blogTab: React.ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const [openContact, setOpenContact] = useState<string | null>(null);

  function selectTab(next: string) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === "leads") p.delete("tab");
        else p.set("tab", next);
        return p;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <Tabs.Root value={tab} onValueChange={selectTab} activationMode="manual">
      <Tabs.List
        aria-label="Dashboard sections"
        className="mb-6 flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
      >
        {dashboardTabs.map((t) => (
          <Tabs.Trigger key={t} value={t} className={triggerClass}>
            {messages.dashboard.tabs[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="leads" className="focus-visible:outline-none">
        <LeadsTab initialLeads={initialLeads} onOpenContact={setOpenContact} />
      </Tabs.Content>
      <Tabs.Content value="crm" className="focus-visible:outline-none">
        <ContactsTab onOpenContact={setOpenContact} />
      </Tabs.Content>
      <Tabs.Content value="testimonials" className="focus-visible:outline-none">
        <ReviewsTab />
      </Tabs.Content>
      <Tabs.Content value="alerts" className="focus-visible:outline-none">
        <AlertsTab />
      </Tabs.Content>
      <Tabs.Content value="blog" className="focus-visible:outline-none">
        {blogTab}
      </Tabs.Content>
      <ContactDetailsDialog contactId={openContact} onClose={() => setOpenContact(null)} />
    </Tabs.Root>
  );
}
